import { createTestSigner } from '@matri/aadhaar/testing';
import { parseEnv, passwordHashCost } from './env';

describe('parseEnv', () => {
  it('runs as production by default, whatever NODE_ENV says: demo mode only when switched on', () => {
    const secret = { JWT_SECRET: 'x'.repeat(32) };
    for (const NODE_ENV of [undefined, 'development', 'test', 'staging', 'production']) {
      expect(parseEnv({ ...secret, NODE_ENV })).toMatchObject({
        DEMO_MODE: false,
        PORT: 3000,
        BRAND: 'shubh-vivah',
        DATA_DIR: './data',
      });
    }
    expect(parseEnv({ DEMO_MODE: 'true' }).DEMO_MODE).toBe(true);
    expect(() => parseEnv({ DEMO_MODE: 'yes' })).toThrow(/DEMO_MODE: must be true or false/);
  });

  it('needs JWT_SECRET outside demo mode: only demo mode generates one', () => {
    expect(() => parseEnv({ NODE_ENV: 'development' })).toThrow(
      /JWT_SECRET: is required \(only demo mode generates one\)/,
    );
    expect(parseEnv({ DEMO_MODE: 'true' }).JWT_SECRET).toBeUndefined();
  });

  it('lists every wrong or missing variable in one message', () => {
    const bad = { PORT: 'eighty', DATABASE_URL: 'mysql://x', BRAND: 'acme' };
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
    expect(message).toContain('JWT_SECRET: is required');
    expect(message).toMatch(/PORT: /);
    expect(message).toMatch(/BRAND: /);
  });

  const demo = { DEMO_MODE: 'true' };

  it('reads TRUST_PROXY as the proxies whose forwarded address is believed', () => {
    expect(parseEnv({ ...demo, TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toBe('loopback, 10.0.0.0/8');
    expect(() => parseEnv({ ...demo, TRUST_PROXY: '*; drop' })).toThrow(/TRUST_PROXY: must list proxy addresses/);
  });

  it('reads CORS_ORIGINS as a list of http(s) origins and names a wrong one', () => {
    expect(parseEnv({ ...demo, CORS_ORIGINS: 'https://a.example, http://b.example:8080' }).CORS_ORIGINS).toEqual([
      'https://a.example',
      'http://b.example:8080',
    ]);
    expect(() => parseEnv({ ...demo, CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS\.0: must list http\(s\) origins/);
  });

  it('takes Razorpay keys all together, naming the ones missing', () => {
    const keys = {
      ...demo,
      RAZORPAY_KEY_ID: 'rzp_test_Abc123',
      RAZORPAY_KEY_SECRET: 'secret-of-key',
      RAZORPAY_WEBHOOK_SECRET: 'secret-of-hook',
    };
    expect(parseEnv(keys)).toMatchObject({ ...keys, DEMO_MODE: true });
    expect(() => parseEnv({ ...demo, RAZORPAY_KEY_ID: 'rzp_test_Abc123' })).toThrow(
      /RAZORPAY_KEY_SECRET: is required with RAZORPAY_KEY_ID\n {2}RAZORPAY_WEBHOOK_SECRET: is required with RAZORPAY_KEY_ID/,
    );
    expect(() => parseEnv({ ...keys, RAZORPAY_KEY_ID: 'key_123' })).toThrow(
      /RAZORPAY_KEY_ID: must be a Razorpay key id/,
    );
  });

  it('asks for the GSTIN that tax invoices carry once real payments are taken', () => {
    const live = {
      JWT_SECRET: 'x'.repeat(32),
      RAZORPAY_KEY_ID: 'rzp_live_Abc1',
      RAZORPAY_KEY_SECRET: 'secret-of-key',
      RAZORPAY_WEBHOOK_SECRET: 'secret-of-hook',
    };
    expect(() => parseEnv(live)).toThrow(/GSTIN: is required to issue tax invoices/);
    expect(parseEnv({ ...live, GSTIN: '20ABCDE1234F1Z5' }).GSTIN).toBe('20ABCDE1234F1Z5');
    expect(() => parseEnv({ ...demo, GSTIN: '20-ABCDE' })).toThrow(/GSTIN: must be a 15-character GSTIN/);
  });

  it('reads the deadlines and connection caps, with defaults for a deployment and short ones for tests', () => {
    const secret = { JWT_SECRET: 'x'.repeat(32) };
    expect(parseEnv(secret)).toMatchObject({
      HEADERS_TIMEOUT_SECONDS: 10,
      BODY_TIMEOUT_SECONDS: 30,
      MAX_CONNECTIONS_PER_ADDRESS: 256,
      READY_MAX_LOOP_DELAY_MS: 1000,
    });
    expect(parseEnv({ ...secret, BODY_TIMEOUT_SECONDS: '1.5' }).BODY_TIMEOUT_SECONDS).toBe(1.5);
    expect(() => parseEnv({ ...secret, MAX_CONNECTIONS: 'many', HEADERS_TIMEOUT_SECONDS: '0' })).toThrow(
      /HEADERS_TIMEOUT_SECONDS: must be above 0\n {2}MAX_CONNECTIONS: must be a whole number/,
    );
    expect(() => parseEnv({ ...secret, HEADERS_TIMEOUT_SECONDS: '60', UPLOAD_TIMEOUT_SECONDS: '30' })).toThrow(
      /HEADERS_TIMEOUT_SECONDS: must not be above UPLOAD_TIMEOUT_SECONDS/,
    );
  });

  it('hashes passwords at OWASP’s minimum unless raised, and refuses a lower cost by name', () => {
    const secret = { JWT_SECRET: 'x'.repeat(32) };
    expect(passwordHashCost(parseEnv(secret))).toEqual({ memoryKib: 19 * 1024, iterations: 2 });
    expect(
      passwordHashCost(parseEnv({ ...secret, PASSWORD_HASH_MEMORY_KIB: '65536', PASSWORD_HASH_ITERATIONS: '3' })),
    ).toEqual({ memoryKib: 65536, iterations: 3 });
    expect(() => parseEnv({ ...secret, PASSWORD_HASH_MEMORY_KIB: '8', PASSWORD_HASH_ITERATIONS: '1' })).toThrow(
      /PASSWORD_HASH_MEMORY_KIB: must be at least 19456 \(OWASP's minimum for argon2id\)\n {2}PASSWORD_HASH_ITERATIONS: must be at least 2 \(OWASP's minimum for argon2id\)/,
    );
  });

  it('takes the selfie check’s settings as JSON, each left out at its default, and names a wrong one', () => {
    const secret = { JWT_SECRET: 'x'.repeat(32) };
    expect(parseEnv(secret).FACE_CHECK_SETTINGS).toEqual({});
    const settings = parseEnv({
      ...secret,
      FACE_CHECK_SETTINGS: '{"workers":2,"live":{"pass":0.4,"borderline":0.2}}',
    }).FACE_CHECK_SETTINGS;
    expect(settings).toMatchObject({ workers: 2, live: { pass: 0.4, borderline: 0.2 }, sameFace: { pass: 0.7 } });
    expect(() => parseEnv({ ...secret, FACE_CHECK_SETTINGS: '{"workers":0}' })).toThrow(
      /FACE_CHECK_SETTINGS: must be JSON of @matri\/face-check settings/,
    );
    expect(() => parseEnv({ ...secret, FACE_CHECK_SETTINGS: 'workers=2' })).toThrow(/FACE_CHECK_SETTINGS/);
  });

  it('starts the photo-work child at a nice value or under SCHED_IDLE, and names a wrong priority', () => {
    const secret = { JWT_SECRET: 'x'.repeat(32) };
    expect(parseEnv(secret).PHOTO_WORK_PRIORITY).toEqual({ isIdle: false, nice: 19 });
    expect(parseEnv({ ...secret, PHOTO_WORK_PRIORITY: 'idle' }).PHOTO_WORK_PRIORITY).toEqual({
      isIdle: true,
      nice: 19,
    });
    expect(parseEnv({ ...secret, PHOTO_WORK_PRIORITY: '10' }).PHOTO_WORK_PRIORITY).toEqual({ isIdle: false, nice: 10 });
    for (const wrong of ['20', '-1', 'low'])
      expect(() => parseEnv({ ...secret, PHOTO_WORK_PRIORITY: wrong })).toThrow(
        /PHOTO_WORK_PRIORITY: must be idle or a nice value from 0 to 19/,
      );
  });

  it('holds the photo-work children to a number of cores, half by default, and names a wrong one', () => {
    const secret = { JWT_SECRET: 'x'.repeat(32) };
    expect(parseEnv(secret).PHOTO_WORK_CORES).toBeUndefined();
    expect(parseEnv({ ...secret, PHOTO_WORK_CORES: '3' }).PHOTO_WORK_CORES).toBe(3);
    for (const wrong of ['0', '1.5', 'half'])
      expect(() => parseEnv({ ...secret, PHOTO_WORK_CORES: wrong })).toThrow(
        /PHOTO_WORK_CORES: must be a whole number of cores, 1 or more/,
      );
  });

  it("takes UIDAI's certificates, names a value that is not one, and a test certificate only in demo mode", async () => {
    const secret = { JWT_SECRET: 'x'.repeat(32) };
    expect(parseEnv(secret).UIDAI_CERTIFICATES).toBeUndefined();
    expect(() =>
      parseEnv({ ...secret, UIDAI_CERTIFICATES: '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----' }),
    ).toThrow(/UIDAI_CERTIFICATES: .*is not an X.509 certificate/);
    const testSigner = await createTestSigner();
    expect(() => parseEnv({ ...secret, UIDAI_CERTIFICATES: testSigner.certificatePem })).toThrow(
      /UIDAI_CERTIFICATES: .*Test signer.* is a test certificate, accepted in demo mode only/,
    );
    expect(parseEnv({ DEMO_MODE: 'true', UIDAI_CERTIFICATES: testSigner.certificatePem }).UIDAI_CERTIFICATES).toBe(
      testSigner.certificatePem,
    );
    const production = await createTestSigner('Unique Identification Authority of India');
    expect(parseEnv({ ...secret, UIDAI_CERTIFICATES: production.certificatePem }).UIDAI_CERTIFICATES).toBe(
      production.certificatePem,
    );
  });
});
