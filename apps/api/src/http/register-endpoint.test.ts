import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defineEndpoint } from '@matri/contracts';
import { openApiPlugin } from '../plugins/external/openapi';
import { registerEndpoint } from './register-endpoint';

const greeting = defineEndpoint({
  method: 'POST',
  path: '/api/greetings/:name',
  summary: 'A greeting',
  tags: ['test'],
  params: z.object({ name: z.string().min(2, { error: 'Give a name' }) }),
  body: z.object({ times: z.number({ error: 'Say how many times' }).int().min(1) }).strict(),
  response: z.object({ text: z.string() }),
});

let app: FastifyInstance;
const accessOf = new Map<string, unknown>();

beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRoute', (route) => {
    accessOf.set(`${String(route.method)} ${route.url}`, route.config?.access);
  });
  await app.register(openApiPlugin, { title: 'Test' });
  registerEndpoint(
    app,
    greeting,
    async (request) =>
      ({
        text: `Namaste ${request.params.name}`.repeat(request.body.times),
        // A field the description does not name (a password hash, say) must never reach the caller.
        secret: 'hash',
      }) as { text: string },
  );
  await app.ready();
});

afterAll(() => app.close());

describe('registerEndpoint', () => {
  it('answers through the response schema: a field it does not name never leaves', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/greetings/Asha', payload: { times: 2 } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ text: 'Namaste AshaNamaste Asha' });
  });

  it('validates the input by the description', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/greetings/Asha', payload: { times: 'two' } });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Say how many times');
  });

  it('declares the access the description gives (member, when it says nothing)', () => {
    expect(accessOf.get('POST /api/greetings/:name')).toBe('member');
  });

  it('puts the response schema into the OpenAPI document', () => {
    const document = app.swagger() as unknown as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content: Record<string, { schema: unknown }> }> }>
      >;
    };
    expect(document.paths['/api/greetings/{name}'].post.responses['200'].content['application/json'].schema).toEqual(
      expect.objectContaining({ type: 'object', required: ['text'] }),
    );
  });
});
