import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ApiFieldError, say, type LocalText } from '@matri/contracts';
import { isDatabaseUnavailable } from '../../db/database-unavailable';
import { ApiError, errorBody } from '../../http/api-error';
import { answerForDomainError } from '../../http/domain-error-answer';
import { DomainError } from '../../modules/platform';

/** What a member is told while the database restarts or cannot be reached (the request is safe to repeat). */
export const DATABASE_UNAVAILABLE: LocalText = {
  en: 'The service is briefly unavailable. Nothing was changed; try again in a few seconds.',
  hi: 'सेवा कुछ देर के लिए उपलब्ध नहीं है। कुछ नहीं बदला; कुछ सेकंड बाद फिर कोशिश करें।',
};

function fieldPath(instancePath: string, missingProperty: unknown): (string | number)[] {
  const parts = instancePath.split('/').filter(Boolean);
  if (typeof missingProperty === 'string') parts.push(missingProperty);
  return parts.map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * Every failure answers in one shape: a bad request names each field, expected errors keep their message, and a
 * 5xx never shows its internals.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((thrown: FastifyError | ApiError | DomainError, request, reply) => {
    const error = thrown instanceof DomainError ? answerForDomainError(thrown) : thrown;
    if (error instanceof ApiError) {
      // A dependency's failure (the payment provider's own words ride in its cause) is for the operators' log.
      if (error.status >= 500) request.log.warn({ err: error }, error.message);
      return reply.status(error.status).headers(error.headers).send(error.toBody());
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: ApiFieldError[] = error.validation.map((issue) => ({
        path: fieldPath(issue.instancePath, issue.params?.['missingProperty']),
        message: issue.message ?? say({ en: 'Invalid value', hi: 'ग़लत मान' }),
      }));
      const where =
        error.validationContext === 'body'
          ? say({ en: 'Some fields need attention', hi: 'कुछ फ़ील्ड पर ध्यान दें' })
          : say({ en: `The ${error.validationContext} is not valid`, hi: `${error.validationContext} सही नहीं है` });
      return reply
        .status(400)
        .send(errorBody(400, 'ValidationError', errors.length === 1 ? errors[0].message : where, errors));
    }

    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.status(400).send(errorBody(400, 'ValidationError', 'The request body is not valid JSON.'));
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.status(413).send(errorBody(413, 'PayloadTooLargeError', 'The request is too large.'));
      case 'FST_FILES_LIMIT':
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
        return reply.status(413).send(errorBody(413, 'PayloadTooLargeError', 'Send one photo at a time.'));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.status(415).send(errorBody(415, 'UnsupportedMediaTypeError', 'Send the request body as JSON.'));
      default:
        break;
    }

    if (error.statusCode === 429) {
      return reply.status(429).send(errorBody(429, 'RateLimitError', error.message));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(errorBody(error.statusCode, 'ApplicationError', error.message));
    }

    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database not reachable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(errorBody(503, 'ServiceUnavailableError', say(DATABASE_UNAVAILABLE)));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(500, 'ApplicationError', 'Internal Server Error'));
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send(errorBody(404, 'NotFoundError', `No route for ${request.method} ${request.url.split('?')[0]}.`)),
  );
});
