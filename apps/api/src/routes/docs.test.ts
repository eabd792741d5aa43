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
      expect.arrayContaining(['/api/auth/local', '/api/auth/local/register', '/api/users/me', '/api/users/{id}', '/api/user', '/api/contact']),
    );
    expect(spec.paths['/api/auth/local/register'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['email', 'mobile', 'password', 'dateOfBirth', 'acceptTerms']),
    );
  });

  it('serves the browsable docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect([200, 302]).toContain(response.statusCode);
  });
});
