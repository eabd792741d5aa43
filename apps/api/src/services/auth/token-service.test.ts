import { SignJWT } from 'jose';
import { createTokenService } from './token-service';

const options = { secret: 'a'.repeat(40), issuer: 'https://www.shubhvivah.in', audience: 'members', ttlDays: 30 };

describe('token service', () => {
  const tokens = createTokenService(options);

  it('round-trips the member id and token version', async () => {
    const token = await tokens.sign({ userId: 7, tokenVersion: 3 });
    await expect(tokens.verify(token)).resolves.toEqual({ userId: 7, tokenVersion: 3 });
  });

  it('refuses tokens of another issuer, audience or key, expired ones and other algorithms', async () => {
    const key = new TextEncoder().encode(options.secret);
    const base = () => new SignJWT({ tv: 0 }).setSubject('7').setIssuedAt();
    const wrongIssuer = await base().setProtectedHeader({ alg: 'HS256' }).setIssuer('x').setAudience('members').setExpirationTime('1d').sign(key);
    const wrongAudience = await base().setProtectedHeader({ alg: 'HS256' }).setIssuer(options.issuer).setAudience('x').setExpirationTime('1d').sign(key);
    const expired = await base().setProtectedHeader({ alg: 'HS256' }).setIssuer(options.issuer).setAudience('members').setExpirationTime(Math.floor(Date.now() / 1000) - 10).sign(key);
    const otherAlg = await base().setProtectedHeader({ alg: 'HS512' }).setIssuer(options.issuer).setAudience('members').setExpirationTime('1d').sign(key);
    const otherKey = await createTokenService({ ...options, secret: 'b'.repeat(40) }).sign({ userId: 7, tokenVersion: 0 });
    for (const token of [wrongIssuer, wrongAudience, expired, otherAlg, otherKey, 'not.a.jwt']) {
      await expect(tokens.verify(token)).resolves.toBeNull();
    }
  });
});
