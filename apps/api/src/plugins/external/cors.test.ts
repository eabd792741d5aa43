import { createTestApp, type TestApp } from '../../testing/test-app';

function preflight(t: TestApp, origin: string) {
  return t.app.inject({
    method: 'OPTIONS',
    url: '/api/users/me',
    headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
  });
}

describe('CORS', () => {
  it('is closed unless configured: no allow-origin for any other origin', async () => {
    const t = await createTestApp();
    try {
      const response = await preflight(t, 'https://elsewhere.example');
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('opens to the listed origins only', async () => {
    const t = await createTestApp({ CORS_ORIGINS: 'https://app.shubhvivah.in, https://admin.shubhvivah.in' });
    try {
      const allowed = await preflight(t, 'https://admin.shubhvivah.in');
      expect(allowed.statusCode).toBe(204);
      expect(allowed.headers['access-control-allow-origin']).toBe('https://admin.shubhvivah.in');
      const other = await preflight(t, 'https://elsewhere.example');
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
