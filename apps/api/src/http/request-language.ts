import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LANGUAGE, languageFromAcceptLanguage, setLanguageSource, type Language } from '@matri/contracts';

const languageOfWork = new AsyncLocalStorage<{ language: Language }>();

/** The language the API writes in just now: the request's (its member's, else Accept-Language) or a job's. */
export function currentLanguage(): Language {
  return languageOfWork.getStore()?.language ?? DEFAULT_LANGUAGE;
}

/** Runs work (an e-mail, an SMS) written to one member in that member's language, wherever it starts from. */
export function inLanguage<T>(language: Language, work: () => T): T {
  return languageOfWork.run({ language }, work);
}

/** The request turns out to be a member's: their account's language wins over the browser's. */
export function takeMemberLanguage(language: Language): void {
  const store = languageOfWork.getStore();
  if (store) store.language = language;
}

/**
 * Every request carries its language from its first hook, so messages written anywhere below (validation, errors)
 * come in it; libs/contracts reads it through setLanguageSource.
 */
export const requestLanguagePlugin = fp(async (app: FastifyInstance) => {
  setLanguageSource(currentLanguage);
  app.addHook('onRequest', (request, _reply, done) => {
    languageOfWork.run({ language: languageFromAcceptLanguage(request.headers['accept-language']) }, done);
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('content-language', currentLanguage());
    done(null, payload);
  });
});
