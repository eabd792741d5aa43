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

/** Signed tokens whose signature and claims one process remembers (about 300 bytes each). */
const REMEMBERED_TOKENS = 20_000;

/**
 * HS256 only (pinned), with issuer, audience and expiry checked on every request. A token once verified is
 * remembered by the process (only ever a token we signed: a forged or foreign one is never stored) and only its
 * expiry is checked again: the signature check went through WebCrypto's thread pool, and handing each request's check
 * to another thread cost more CPU than the rest of a small request's work together. Whether the session still
 * stands (signed out, password changed, suspended) is not the token's to say: the caller reads it every request.
 */
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
  const verified = new Map<string, VerifiedToken>();
  const remember = (token: string, claims: VerifiedToken) => {
    if (verified.size >= REMEMBERED_TOKENS) verified.delete(verified.keys().next().value as string);
    verified.set(token, claims);
  };
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
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt.getTime() > Date.now()) return known;
        verified.delete(token);
        return null;
      }
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
        const claims = Object.freeze({
          userId,
          tokenVersion,
          tokenId: payload.jti,
          expiresAt: new Date(payload.exp * 1000),
        });
        remember(token, claims);
        return claims;
      } catch {
        return null;
      }
    },
  };
}
