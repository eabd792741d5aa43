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

const card = defineEndpoint({
  method: 'GET',
  path: '/api/cards/:name',
  access: 'public',
  summary: 'A card as a file',
  tags: ['test'],
  params: z.object({ name: z.string() }),
  produces: ['text/plain'],
  response: z.file(),
});

const link = defineEndpoint({
  method: 'GET',
  path: '/api/links',
  access: 'public',
  summary: 'A link followed from an e-mail',
  tags: ['test'],
  status: 302,
  response: z.void(),
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
  registerEndpoint(app, card, async (request, reply) =>
    reply.type('text/plain').send(Buffer.from(`Card for ${request.params.name}`)),
  );
  registerEndpoint(app, link, async (_request, reply) => reply.redirect('/dashboard?done=yes', 302));
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

  it('lets a handler send bytes itself where the description names their media type, and documents that type', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/cards/Asha' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toBe('Card for Asha');
    const document = app.swagger() as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, { content: object }> }>>;
    };
    expect(Object.keys(document.paths['/api/cards/{name}'].get.responses['200'].content)).toEqual(['text/plain']);
  });

  it('sends the browser on where the description answers 302', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/links' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/dashboard?done=yes');
  });
});
