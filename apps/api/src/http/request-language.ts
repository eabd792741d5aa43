import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { languageFromAcceptLanguage, setLanguageSource } from '@matri/contracts';
import { currentLanguage, startLanguageOfWork } from '../modules/platform';

/**
 * Every request carries its language from its first hook, so messages written anywhere below (validation, errors)
 * come in it; libs/contracts reads it through setLanguageSource.
 */
export const requestLanguagePlugin = fp(async (app: FastifyInstance) => {
  setLanguageSource(currentLanguage);
  app.addHook('onRequest', (request, _reply, done) => {
    startLanguageOfWork(languageFromAcceptLanguage(request.headers['accept-language']), done);
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('content-language', currentLanguage());
    done(null, payload);
  });
});
