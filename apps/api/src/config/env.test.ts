import { parseEnv } from './env';

describe('parseEnv', () => {
  it('gives working defaults for development', () => {
    expect(parseEnv({})).toMatchObject({ NODE_ENV: 'development', PORT: 3000, BRAND: 'shubh-vivah', DATA_DIR: './data' });
  });

  it('lists every wrong or missing variable in one message', () => {
    const bad = { NODE_ENV: 'production', PORT: 'eighty', DATABASE_URL: 'mysql://x', BRAND: 'acme' };
    expect(() => parseEnv(bad)).toThrow(/environment is not valid/);
    const message = (() => {
      try {
        parseEnv(bad);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toContain('DATABASE_URL: must be a postgres:// address');
    expect(message).toContain('JWT_SECRET: is required in production');
    expect(message).toMatch(/PORT: /);
    expect(message).toMatch(/BRAND: /);
  });
});
