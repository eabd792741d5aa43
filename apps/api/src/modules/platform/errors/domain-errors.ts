import { say, type ApiFieldError, type LocalText } from '@matri/contracts';

/** A problem with one field of what the caller sent: where it is and what is wrong, in the reader's language. */
export type FieldProblem = ApiFieldError;

/**
 * A refusal the services mean to give: what went wrong in the reader's language and which fields it concerns. Services
 * know nothing of HTTP; `http/domain-error-answer.ts` gives each kind its status, the same for every caller.
 */
export abstract class DomainError extends Error {
  readonly details: FieldProblem[];

  constructor(message: string | LocalText, details: FieldProblem[] = [], options?: ErrorOptions) {
    super(typeof message === 'string' ? message : say(message), options);
    this.details = details;
  }
}

/** What was sent cannot be taken as it is (a field's value, a combination of fields). */
export class InvalidInput extends DomainError {}

/** The thing asked for does not exist, or the member may not know it does. */
export class NotFound extends DomainError {}

/** The member may not do this (their plan, their standing, the other member's choices). */
export class Forbidden extends DomainError {}

/** It cannot be done in the state things are in now (already paid, already sent, a question to answer first). */
export class Conflict extends DomainError {}

/** Over a limit for now; when it is known, it may be tried again after `retryAfterSeconds`. */
export class TooMany extends DomainError {
  constructor(
    message: string | LocalText,
    details: FieldProblem[] = [],
    readonly retryAfterSeconds?: number,
  ) {
    super(message, details);
  }
}

/** A service we depend on (the payment provider) did not answer as it should; nothing was done. */
export class ProviderUnavailable extends DomainError {}
