import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startLocalTokenIssuer, type LocalTokenIssuer } from '../../test/support/token-signer';
import { loadConfig } from '../config/app-config';
import { JwksKeySource, verifyFirebaseIdToken } from './id-token-verifier';

const PROJECT = 'demo-cena';
const account = { uid: 'uid-ana', email: 'ana@example.com' };

describe('FIREBASE_ID_TOKEN_JWKS_URL', () => {
  it("defaults to Google's keys, takes http(s) outside production and only https in it", () => {
    expect(loadConfig({}).FIREBASE_ID_TOKEN_JWKS_URL).toBe(
      'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com',
    );
    expect(loadConfig({ FIREBASE_ID_TOKEN_JWKS_URL: '' }).FIREBASE_ID_TOKEN_JWKS_URL).toMatch(
      /^https:\/\/www\.googleapis\.com\//,
    );
    const local = 'http://127.0.0.1:8089/jwks';
    expect(loadConfig({ FIREBASE_ID_TOKEN_JWKS_URL: local }).FIREBASE_ID_TOKEN_JWKS_URL).toBe(
      local,
    );
    for (const bad of ['not a url', 'ftp://keys.example/jwks'])
      expect(() => loadConfig({ FIREBASE_ID_TOKEN_JWKS_URL: bad })).toThrow(
        /FIREBASE_ID_TOKEN_JWKS_URL: must be an http\(s\) URL/,
      );
    expect(() => loadConfig({ NODE_ENV: 'production', FIREBASE_ID_TOKEN_JWKS_URL: local })).toThrow(
      /FIREBASE_ID_TOKEN_JWKS_URL: must be an https:\/\/ URL in production/,
    );
  });
});

describe('verifyFirebaseIdToken', () => {
  let issuer: LocalTokenIssuer;
  let keys: JwksKeySource;

  beforeAll(async () => {
    issuer = await startLocalTokenIssuer(PROJECT);
    keys = new JwksKeySource(issuer.jwksUrl);
  });
  afterAll(() => issuer.close());

  it('returns the claims of a token signed by a published key', async () => {
    const claims = await verifyFirebaseIdToken(issuer.sign(account), PROJECT, keys);
    expect(claims).toMatchObject({
      sub: 'uid-ana',
      email: 'ana@example.com',
      email_verified: true,
    });
  });

  it.each([
    ['an empty sub', { sub: '' }],
    ['a sub over 128 characters', { sub: 'x'.repeat(129) }],
    ['no auth_time', { auth_time: undefined }],
    ['an iat in the future', { iat: Math.floor(Date.now() / 1000) + 3600 }],
  ])('refuses a correctly signed token with %s', async (_what, overrides) => {
    await expect(
      verifyFirebaseIdToken(issuer.sign(account, overrides), PROJECT, keys),
    ).rejects.toThrow();
  });

  it('checks expiry against the clock it is given', async () => {
    const token = issuer.sign(account);
    const inTwoHours = () => Date.now() + 2 * 3600_000;
    await expect(verifyFirebaseIdToken(token, PROJECT, keys, inTwoHours)).rejects.toThrow(
      /expired/,
    );
  });
});

describe('JwksKeySource', () => {
  let server: Server;
  let url: string;
  let fetches = 0;
  let answer: { status: number; keys: object[]; maxAge?: number };
  let issuer: LocalTokenIssuer;
  let publishedKey: object;

  beforeAll(async () => {
    issuer = await startLocalTokenIssuer(PROJECT);
    const published = (await (await fetch(issuer.jwksUrl)).json()) as { keys: object[] };
    publishedKey = published.keys[0];
    server = createServer((_req, res) => {
      fetches += 1;
      res.writeHead(answer.status, {
        'content-type': 'application/json',
        ...(answer.maxAge === undefined ? {} : { 'cache-control': `max-age=${answer.maxAge}` }),
      });
      res.end(JSON.stringify({ keys: answer.keys }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks`;
  });
  afterAll(async () => {
    await issuer.close();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    fetches = 0;
    answer = { status: 200, keys: [publishedKey], maxAge: 600 };
  });

  it('fetches once and keeps the keys for the max-age, then fetches again', async () => {
    let now = 1_000_000;
    const source = new JwksKeySource(url, () => now);
    expect(await source.key(issuer.kid)).toBeDefined();
    now += 599_000;
    expect(await source.key(issuer.kid)).toBeDefined();
    expect(fetches).toBe(1);
    now += 2_000;
    expect(await source.key(issuer.kid)).toBeDefined();
    expect(fetches).toBe(2);
  });

  it('looks for an unknown kid again at most once a minute (a key rotated in)', async () => {
    let now = 1_000_000;
    const source = new JwksKeySource(url, () => now);
    expect(await source.key('rotated-in')).toBeUndefined();
    expect(await source.key('rotated-in')).toBeUndefined();
    expect(fetches).toBe(1);
    now += 60_000;
    answer.keys = [publishedKey, { ...publishedKey, kid: 'rotated-in' }];
    expect(await source.key('rotated-in')).toBeDefined();
    expect(fetches).toBe(2);
  });

  it('keeps serving the keys it holds while the key server fails, and fails without them', async () => {
    let now = 1_000_000;
    const source = new JwksKeySource(url, () => now);
    await source.key(issuer.kid);
    answer.status = 503;
    now += 3600_000;
    expect(await source.key(issuer.kid)).toBeDefined();
    await expect(source.key('never-seen')).rejects.toThrow(/HTTP 503/);
    await expect(new JwksKeySource(url).key(issuer.kid)).rejects.toThrow(/HTTP 503/);
  });

  it('skips keys that are not RSA and refuses a body without keys', async () => {
    answer.keys = [{ kty: 'oct', kid: 'hmac', k: 'c2VjcmV0' }, publishedKey];
    const source = new JwksKeySource(url);
    expect(await source.key('hmac')).toBeUndefined();
    expect(await source.key(issuer.kid)).toBeDefined();
    answer.keys = undefined as unknown as object[];
    await expect(new JwksKeySource(url).key(issuer.kid)).rejects.toThrow(/no "keys" array/);
  });
});
