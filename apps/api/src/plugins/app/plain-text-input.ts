import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { controlCharacterMessage, findControlCharacter, type ApiFieldError } from '@matri/contracts';
import { validationError } from '../../http/api-error';

type Path = (string | number)[];

/** Every string (and object key) of a parsed body, query or params holding a control character, by its field path. */
function findIn(value: unknown, path: Path, found: ApiFieldError[], depth = 0): void {
  if (found.length >= 10 || depth > 32) return;
  if (typeof value === 'string') {
    const codePoint = findControlCharacter(value);
    if (codePoint) found.push({ path, message: controlCharacterMessage(codePoint) });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => findIn(item, [...path, index], found, depth + 1));
  } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const codePoint = findControlCharacter(key);
      if (codePoint) found.push({ path: [...path, key], message: controlCharacterMessage(codePoint) });
      else findIn(item, [...path, key], found, depth + 1);
    }
  }
}

/**
 * Control characters (NUL above all, which PostgreSQL refuses) are refused in every field of every request, before the
 * route's own checks, with a 400 naming each field: a rule no new route can forget.
 */
export const plainTextInputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const found: ApiFieldError[] = [];
    findIn(request.params, [], found);
    findIn(request.query, [], found);
    findIn(request.body, [], found);
    if (found.length > 0)
      throw validationError(found.length === 1 ? found[0].message : 'Some fields hold control characters', found);
  });
});
