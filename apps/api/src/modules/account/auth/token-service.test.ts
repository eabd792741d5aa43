import { SignJWT } from 'jose';
import { createTokenService } from './token-service';

const options = { secret: 'a'.repeat(40), issuer: 'https://www.shubhvivah.in', audience: 'members', ttlDays: 30 };

describe('token service', () => {
  const tokens = createTokenService(options);

  it('round-trips the member id and token version, with an id of its own and its expiry', async () => {
    const token = await tokens.sign({ userId: 7, tokenVersion: 3 });
    const verified = await tokens.verify(token);
    expect(verified).toMatchObject({ userId: 7, tokenVersion: 3, tokenId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const days = ((verified?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const another = await tokens.verify(await tokens.sign({ userId: 7, tokenVersion: 3 }));
    expect(another?.tokenId).not.toBe(verified?.tokenId);
  });

  it('refuses tokens of another issuer, audience or key, expired ones and other algorithms', async () => {
    const key = new TextEncoder().encode(options.secret);
    const base = () => new SignJWT({ tv: 0 }).setSubject('7').setIssuedAt();
    const wrongIssuer = await base()
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('x')
      .setAudience('members')
      .setExpirationTime('1d')
      .sign(key);
    const wrongAudience = await base()
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(options.issuer)
      .setAudience('x')
      .setExpirationTime('1d')
      .sign(key);
    const expired = await base()
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(options.issuer)
      .setAudience('members')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(key);
    const otherAlg = await base()
      .setProtectedHeader({ alg: 'HS512' })
      .setIssuer(options.issuer)
      .setAudience('members')
      .setExpirationTime('1d')
      .sign(key);
    const otherKey = await createTokenService({ ...options, secret: 'b'.repeat(40) }).sign({
      userId: 7,
      tokenVersion: 0,
    });
    for (const token of [wrongIssuer, wrongAudience, expired, otherAlg, otherKey, 'not.a.jwt']) {
      await expect(tokens.verify(token)).resolves.toBeNull();
    }
  });

  it('refuses a remembered token once it expires, and a token that differs from a remembered one', async () => {
    const key = new TextEncoder().encode(options.secret);
    const expiresAt = Math.floor(Date.now() / 1000) + 60;
    const token = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setJti('d9428888-122b-11e1-b85c-61cd3cbb3210')
      .setIssuer(options.issuer)
      .setAudience('members')
      .setExpirationTime(expiresAt)
      .sign(key);
    expect(await tokens.verify(token)).toMatchObject({ userId: 7 });
    const [header, payload, signature] = token.split('.');
    const tampered = `${header}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await tokens.verify(tampered)).toBeNull();
    const later = jest.spyOn(Date, 'now').mockReturnValue(expiresAt * 1000 + 1000);
    try {
      expect(await tokens.verify(token)).toBeNull();
    } finally {
      later.mockRestore();
    }
  });
});
