/**
 * The moderation module's public entry (its place among the modules: apiModuleOrder in apps/api/eslint.config.mjs).
 * What admins act on: reports and suspensions (reports/), with the photo desk's decisions that answer reports, and the
 * contact form's messages (contact/).
 */
export { saveContactMessage } from './contact/save-contact-message';
export { dismissReport, fileReport, listReports, suspendReportedMember } from './reports/reports';
export { decideDeskPhoto } from './reports/decide-desk-photo';
