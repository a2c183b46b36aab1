import { createPublicKey, generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import jwt from 'jsonwebtoken';

/** Firebase ID token claims a test may set or override. */
export type IdTokenClaims = Record<string, unknown>;

export interface LocalTokenIssuer {
  /** The JWKS URL to give the app as FIREBASE_ID_TOKEN_JWKS_URL. */
  jwksUrl: string;
  /** The kid of the published key. */
  kid: string;
  /** The published key as PEM (what an attacker has: for the HS256-with-public-key trick). */
  publicKeyPem: string;
  /** How many times the app fetched the key set. */
  fetches(): number;
  /** An RS256 ID token signed by the published key, as Firebase would issue it for this account. */
  sign(account: { uid: string; email: string }, overrides?: IdTokenClaims): string;
  /** The same claims signed by any key, under any header (forgeries). */
  signWith(key: KeyObject | string, claims: IdTokenClaims, header: jwt.SignOptions): string;
  /** The claims Firebase puts in an ID token for this account. */
  claims(account: { uid: string; email: string }, overrides?: IdTokenClaims): IdTokenClaims;
  close(): Promise<void>;
}

export const newRsaKey = (): KeyObject =>
  generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

/**
 * Plays Google's part for the production verification path: a local RSA key whose public half is
 * served as a JWKS (like https://www.googleapis.com/service_accounts/v1/jwk/securetoken@…), and
 * ID tokens signed with it for the given project.
 */
export async function startLocalTokenIssuer(projectId: string): Promise<LocalTokenIssuer> {
  const privateKey = newRsaKey();
  const kid = randomBytes(8).toString('hex');
  const publicJwk = {
    ...createPublicKey(privateKey).export({ format: 'jwk' }),
    kid,
    alg: 'RS256',
    use: 'sig',
  };
  let fetches = 0;
  const server: Server = createServer((req, res) => {
    fetches += 1;
    res.writeHead(200, {
      'content-type': 'application/json',
      'cache-control': 'public, max-age=3600',
    });
    res.end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const claims = (account: { uid: string; email: string }, overrides: IdTokenClaims = {}) => {
    const now = Math.floor(Date.now() / 1000);
    const all: IdTokenClaims = {
      iss: `https://securetoken.google.com/${projectId}`,
      aud: projectId,
      sub: account.uid,
      user_id: account.uid,
      auth_time: now,
      iat: now,
      exp: now + 3600,
      email: account.email,
      email_verified: true,
      firebase: { identities: { email: [account.email] }, sign_in_provider: 'password' },
      ...overrides,
    };
    // An override of undefined leaves the claim out.
    return Object.fromEntries(Object.entries(all).filter(([, value]) => value !== undefined));
  };
  const signWith = (key: KeyObject | string, body: IdTokenClaims, header: jwt.SignOptions) =>
    jwt.sign(body, key as jwt.Secret, header);

  return {
    jwksUrl: `http://127.0.0.1:${port}/service_accounts/v1/jwk/securetoken`,
    kid,
    publicKeyPem: createPublicKey(privateKey).export({ format: 'pem', type: 'spki' }).toString(),
    fetches: () => fetches,
    claims,
    sign: (account, overrides) =>
      signWith(privateKey, claims(account, overrides), { algorithm: 'RS256', keyid: kid }),
    signWith,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
