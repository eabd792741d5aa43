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

  it('reads CORS_ORIGINS as a list of http(s) origins and names a wrong one', () => {
    expect(parseEnv({ CORS_ORIGINS: 'https://a.example, http://b.example:8080' }).CORS_ORIGINS).toEqual([
      'https://a.example',
      'http://b.example:8080',
    ]);
    expect(() => parseEnv({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS\.0: must list http\(s\) origins/);
  });

  it('takes Razorpay keys all together, naming the ones missing', () => {
    const keys = { RAZORPAY_KEY_ID: 'rzp_test_Abc123', RAZORPAY_KEY_SECRET: 'secret-of-key', RAZORPAY_WEBHOOK_SECRET: 'secret-of-hook' };
    expect(parseEnv(keys)).toMatchObject(keys);
    expect(() => parseEnv({ RAZORPAY_KEY_ID: 'rzp_test_Abc123' })).toThrow(
      /RAZORPAY_KEY_SECRET: is required with RAZORPAY_KEY_ID\n {2}RAZORPAY_WEBHOOK_SECRET: is required with RAZORPAY_KEY_ID/,
    );
    expect(() => parseEnv({ ...keys, RAZORPAY_KEY_ID: 'key_123' })).toThrow(/RAZORPAY_KEY_ID: must be a Razorpay key id/);
  });

  it('asks for the GSTIN that tax invoices carry once real payments are taken in production', () => {
    const live = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), RAZORPAY_KEY_ID: 'rzp_live_Abc1', RAZORPAY_KEY_SECRET: 'secret-of-key', RAZORPAY_WEBHOOK_SECRET: 'secret-of-hook' };
    expect(() => parseEnv(live)).toThrow(/GSTIN: is required in production/);
    expect(parseEnv({ ...live, GSTIN: '20ABCDE1234F1Z5' }).GSTIN).toBe('20ABCDE1234F1Z5');
    expect(() => parseEnv({ GSTIN: '20-ABCDE' })).toThrow(/GSTIN: must be a 15-character GSTIN/);
  });
});
