import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  userId: number;
  tokenVersion: number;
}

/** What a verified token carries besides the claims we sign: its own id and expiry, for signing out one session. */
export interface VerifiedToken extends TokenClaims {
  tokenId: string;
  expiresAt: Date;
}

export interface TokenService {
  sign: (claims: TokenClaims) => Promise<string>;
  /** The claims of a valid token, or null for a missing, malformed, expired or foreign one. */
  verify: (token: string) => Promise<VerifiedToken | null>;
}

/** HS256 only (pinned), with issuer, audience and expiry checked on every request. */
export function createTokenService(options: {
  secret: string;
  issuer: string;
  audience: string;
  ttlDays: number;
}): TokenService {
  // Imported once: jose imports a raw secret again on every call, which cost more than the signature check itself.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(options.secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    sign: async ({ userId, tokenVersion }) =>
      new SignJWT({ tv: tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setJti(crypto.randomUUID())
        .setIssuer(options.issuer)
        .setAudience(options.audience)
        .setIssuedAt()
        .setExpirationTime(`${options.ttlDays}d`)
        .sign(await key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          issuer: options.issuer,
          audience: options.audience,
        });
        const userId = Number(payload.sub);
        const tokenVersion = payload['tv'];
        if (!Number.isInteger(userId) || typeof tokenVersion !== 'number') return null;
        if (typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
        return { userId, tokenVersion, tokenId: payload.jti, expiresAt: new Date(payload.exp * 1000) };
      } catch {
        return null;
      }
    },
  };
}
