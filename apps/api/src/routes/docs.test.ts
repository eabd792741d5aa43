import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('OpenAPI', () => {
  it('documents the routes from their schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const spec = response.json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/local',
        '/api/auth/local/register',
        '/api/users/me',
        '/api/users/{id}',
        '/api/user',
        '/api/contact',
      ]),
    );
    expect(spec.paths['/api/auth/local/register'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['email', 'mobile', 'password', 'dateOfBirth', 'acceptTerms']),
    );
  });

  it('gives the answer of every operation: its JSON, its bytes, or the page it sends the browser to', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, { content?: unknown }> }>>;
    };
    const operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${path}`,
        isDescribed: Object.entries(operation.responses ?? {}).some(
          ([code, answer]) => code === '204' || code === '302' || (code.startsWith('2') && Boolean(answer.content)),
        ),
      })),
    );
    expect(operations.length).toBeGreaterThan(70);
    expect(operations.filter((o) => !o.isDescribed).map((o) => o.name)).toEqual([]);
  });

  it('serves the browsable docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect([200, 302]).toContain(response.statusCode);
  });
});
