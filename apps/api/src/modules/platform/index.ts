/**
 * The platform module's public entry (its place among the modules: apiModuleOrder in apps/api/eslint.config.mjs).
 * What every module builds on and that knows no member: mail, SMS, jobs, member locks, attempt limits, database
 * health, the domain errors services refuse with, and the language work is written in.
 */
export {
  Conflict,
  DomainError,
  Forbidden,
  InvalidInput,
  NotFound,
  ProviderUnavailable,
  TooMany,
} from './errors/domain-errors';
export { checkDatabases } from './health/check-databases';
export type { JobDefinition, JobLog, JobQueue, RunAsked, StartJobQueue } from './jobs/job-queue';
export { pgBossQueue } from './jobs/pg-boss-queue';
export { currentLanguage, inLanguage, startLanguageOfWork, takeMemberLanguage } from './language/language-of-work';
export {
  attemptKey,
  countAttempt,
  countAttemptStatement,
  deleteExpiredAttempts,
  forgetAttempt,
} from './limits/count-attempt';
export type { AttemptCount } from './limits/count-attempt';
export { countLastDay } from './limits/count-last-day';
export { takeTurns } from './limits/take-turns';
export { tooManyAttempts } from './limits/too-many-attempts';
export { LOCK_SPACES, lockMember } from './locks/lock-member';
export { greeting, signature, sitePageUrl } from './mail/mail-words';
export { createOutboxMailer, createSmtpMailer } from './mail/mailer';
export type { Mailer, OutboxEntry } from './mail/mailer';
export { createOutboxSmsSender, createWebhookSmsSender } from './sms/sms-sender';
export type { SmsMessage, SmsSender } from './sms/sms-sender';
