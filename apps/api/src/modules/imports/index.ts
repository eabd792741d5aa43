/**
 * The imports module's public entry (its place among the modules: apiModuleOrder in apps/api/eslint.config.mjs).
 * Member imports: API tokens, the rows of an import, the invitations they send.
 */
export { createApiToken, findApiTokenAdmin, isApiToken, listApiTokens, revokeApiToken } from './api-tokens';
export { importProfileRows, startImportIn } from './import-profile-rows';
export { listMemberImports } from './list-member-imports';
export { sendImportInvitations } from './send-import-invitations';
export type { InvitationOptions } from './send-import-invitations';
