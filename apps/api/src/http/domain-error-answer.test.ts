import * as platform from '../modules/platform';
import {
  Conflict,
  DomainError,
  Forbidden,
  InvalidInput,
  NotFound,
  ProviderUnavailable,
  TooMany,
} from '../modules/platform';
import { answerForDomainError } from './domain-error-answer';

describe('answerForDomainError', () => {
  it('gives each kind of refusal its status and name, and keeps the message and fields as they are', () => {
    const field = [{ path: ['email'], message: 'Taken' }];
    const answers = [
      new InvalidInput('Bad', field),
      new Forbidden('No'),
      new NotFound('Gone'),
      new Conflict('Already'),
      new TooMany('Later'),
      new ProviderUnavailable('Down'),
    ].map((error) => answerForDomainError(error).toBody().error);
    expect(answers).toEqual([
      { status: 400, name: 'ValidationError', message: 'Bad', details: { errors: field } },
      { status: 403, name: 'ForbiddenError', message: 'No', details: {} },
      { status: 404, name: 'NotFoundError', message: 'Gone', details: {} },
      { status: 409, name: 'ConflictError', message: 'Already', details: {} },
      { status: 429, name: 'RateLimitError', message: 'Later', details: {} },
      { status: 502, name: 'ServiceUnavailableError', message: 'Down', details: {} },
    ]);
  });

  it('says when to try again only when the limit knows it', () => {
    expect(answerForDomainError(new TooMany('Later', [], 90)).headers).toEqual({ 'retry-after': '90' });
    expect(answerForDomainError(new TooMany('Later')).headers).toEqual({});
  });

  it('has an answer for every kind the services may raise', () => {
    const kinds = Object.values(platform).filter(
      (value) => typeof value === 'function' && value.prototype instanceof DomainError,
    ) as unknown as (new (message: string) => DomainError)[];
    expect(kinds).toHaveLength(6);
    for (const Kind of kinds) expect(() => answerForDomainError(new Kind('x'))).not.toThrow();
  });

  it('writes a message given in both languages in the language of the work', () => {
    expect(answerForDomainError(new NotFound({ en: 'Gone', hi: 'नहीं है' })).message).toBe('Gone');
  });
});
