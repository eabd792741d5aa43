/**
 * The visibility module's public entry (its place among the modules: apiModuleOrder in apps/api/eslint.config.mjs).
 * Who may see whom, the rules every listing, photo and conversation applies: the never-shown rules, block state,
 * contact visibility and the accepted-interest check.
 */
export { blockState } from './block-state';
export type { BlockState } from './block-state';
export { isContactShown } from './contact-visibility';
export { hasAcceptedInterest } from './has-accepted-interest';
export { notBlockedEitherWay, shownTo } from './listing-rules';
export { isInAudienceSql, senderVerification } from './contact-audience';
