import { createPublicKey, type JsonWebKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';

/** The claims Cena reads from a verified Firebase ID token. */
export interface IdTokenClaims {
  sub: string;
  auth_time: number;
  /** Expiry, epoch seconds. */
  exp: number;
  email?: string;
  email_verified?: boolean;
  name?: unknown;
  picture?: string;
}

const DEFAULT_MAX_AGE_MS = 3600_000;
/** An unknown `kid` refetches the key set, at most this often (Google rotates keys daily). */
const REFETCH_COOLDOWN_MS = 60_000;

/**
 * The public keys Firebase signs ID tokens with, read from a JWKS URL (Google publishes the same
 * keys there as firebase-admin's X.509 list) and kept for the response's `max-age`.
 */
export class JwksKeySource {
  private keys = new Map<string, KeyObject>();
  private expiresAt = 0;
  private fetchedAt = Number.NEGATIVE_INFINITY;
  private pending?: Promise<void>;

  constructor(
    private readonly url: string,
    private readonly now: () => number = Date.now,
  ) {}

  async key(kid: string): Promise<KeyObject | undefined> {
    const stale = this.now() >= this.expiresAt;
    const unknownButMayRefetch =
      !this.keys.has(kid) && this.now() - this.fetchedAt >= REFETCH_COOLDOWN_MS;
    if (stale || unknownButMayRefetch) {
      // Keys already held keep working while the key server is unreachable.
      await this.refresh().catch((error: unknown) => {
        if (!this.keys.has(kid)) throw error;
      });
    }
    return this.keys.get(kid);
  }

  private refresh(): Promise<void> {
    this.pending ??= this.load().finally(() => (this.pending = undefined));
    return this.pending;
  }

  private async load(): Promise<void> {
    const response = await fetch(this.url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`ID token keys: HTTP ${response.status} from ${this.url}`);
    const body = (await response.json()) as { keys?: unknown };
    if (!Array.isArray(body.keys)) throw new Error(`ID token keys: no "keys" array at ${this.url}`);
    const keys = new Map<string, KeyObject>();
    for (const jwk of body.keys as Array<JsonWebKey & { kid?: unknown }>) {
      if (jwk.kty !== 'RSA' || typeof jwk.kid !== 'string') continue;
      keys.set(jwk.kid, createPublicKey({ key: jwk, format: 'jwk' }));
    }
    const maxAge = /max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '');
    this.keys = keys;
    this.fetchedAt = this.now();
    this.expiresAt = this.fetchedAt + (maxAge ? Number(maxAge[1]) * 1000 : DEFAULT_MAX_AGE_MS);
  }
}

/**
 * Verifies a Firebase ID token as Firebase documents it: RS256 signed by one of the published
 * keys (by `kid`), `aud` the project, `iss` https://securetoken.google.com/<project>, not expired,
 * a non-empty `sub` of at most 128 characters and an `auth_time` in the past. Throws otherwise.
 */
export async function verifyFirebaseIdToken(
  token: string,
  projectId: string,
  keys: JwksKeySource,
  now: () => number = Date.now,
): Promise<IdTokenClaims> {
  const decoded = jwt.decode(token, { complete: true });
  if (!decoded || typeof decoded.payload === 'string') throw new Error('not a JWT');
  const { alg, kid } = decoded.header;
  if (alg !== 'RS256' || typeof kid !== 'string') throw new Error(`unexpected header ${alg}`);
  const key = await keys.key(kid);
  if (!key) throw new Error(`no public key for kid ${kid}`);
  const claims = jwt.verify(token, key, {
    algorithms: ['RS256'],
    audience: projectId,
    issuer: `https://securetoken.google.com/${projectId}`,
    clockTimestamp: Math.floor(now() / 1000),
  }) as jwt.JwtPayload;
  const nowS = now() / 1000;
  if (typeof claims.exp !== 'number' || typeof claims.iat !== 'number' || claims.iat > nowS + 60)
    throw new Error('missing or future exp/iat');
  if (typeof claims.sub !== 'string' || claims.sub === '' || claims.sub.length > 128)
    throw new Error('bad sub');
  if (typeof claims.auth_time !== 'number' || claims.auth_time > nowS + 60)
    throw new Error('missing or future auth_time');
  return claims as IdTokenClaims;
}
