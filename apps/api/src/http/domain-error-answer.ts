import type { ApiErrorName } from '@matri/contracts';
import {
  Conflict,
  Forbidden,
  InvalidInput,
  NotFound,
  ProviderUnavailable,
  TooMany,
  type DomainError,
} from '../modules/platform';
import { ApiError } from './api-error';

/** The one place a service's refusal becomes a status and an error name. */
const ANSWERS: [new (...args: never[]) => DomainError, number, ApiErrorName][] = [
  [InvalidInput, 400, 'ValidationError'],
  [Forbidden, 403, 'ForbiddenError'],
  [NotFound, 404, 'NotFoundError'],
  [Conflict, 409, 'ConflictError'],
  [TooMany, 429, 'RateLimitError'],
  [ProviderUnavailable, 502, 'ServiceUnavailableError'],
];

/** The answer a service's refusal gets: its status and name by its kind, its message and fields as they are. */
export function answerForDomainError(error: DomainError): ApiError {
  const answer = ANSWERS.find(([kind]) => error instanceof kind);
  if (!answer) throw new Error(`No answer for the domain error ${error.constructor.name}`, { cause: error });
  const [, status, name] = answer;
  const headers: Record<string, string> =
    error instanceof TooMany && error.retryAfterSeconds !== undefined
      ? { 'retry-after': String(error.retryAfterSeconds) }
      : {};
  return new ApiError(status, name, error.message, error.details, headers);
}
