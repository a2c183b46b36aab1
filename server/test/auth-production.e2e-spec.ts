import { createHmac, randomUUID } from 'node:crypto';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import request from 'supertest';
import { createTestApp, type TestApp } from './support/test-app';
import { type EmulatorUser, signInWithGoogle, signUp, uniqueEmail } from './support/identity';
import { type LocalTokenIssuer, newRsaKey, startLocalTokenIssuer } from './support/token-signer';
import { until } from './support/until';

/**
 * The production verification path. The Auth Emulator's tokens are unsigned, so every other API
 * test proves nothing about signatures: here the app runs without FIREBASE_AUTH_EMULATOR_HOST and
 * checks RS256 signatures against a local JWKS, as it checks Google's in production. Accounts
 * (disabled, revoked) are still looked up through firebase-admin, which this jest process points
 * at the Auth Emulator in place of Google's user API.
 */
describe('ID tokens outside the emulator: RS256 against the published keys', () => {
  let t: TestApp;
  let issuer: LocalTokenIssuer;
  let firebase: App;
  const projectId = 'demo-cena';
  const adminEmail = uniqueEmail('admin-prod');
  let user: EmulatorUser;
  let admin: EmulatorUser;

  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const get = (path: string, token: string) =>
    request(t.http).get(path).set('Authorization', `Bearer ${token}`);
  async function expectRefused(token: string, what: string) {
    for (const path of ['/api/user', '/api/admin/users']) {
      const res = await get(path, token);
      expect({ what, path, status: res.status, code: res.body.code }).toEqual({
        what,
        path,
        status: 401,
        code: 'unauthenticated',
      });
    }
  }

  /** Refused once the account check's window has passed: polls up to 3 s, then both paths. */
  async function expectRefusedSoon(token: string, what: string) {
    const deadline = Date.now() + 3000;
    while ((await get('/api/user', token)).status !== 401 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    await expectRefused(token, what);
  }

  beforeAll(async () => {
    issuer = await startLocalTokenIssuer(projectId);
    t = await createTestApp('auth_prod', {
      FIREBASE_PROJECT_ID: projectId,
      FIREBASE_AUTH_EMULATOR_HOST: '',
      FIREBASE_ID_TOKEN_JWKS_URL: issuer.jwksUrl,
      ADMIN_EMAILS: adminEmail,
      // A Firebase-side disable or revocation is seen once this window has passed.
      FIREBASE_ACCOUNT_CHECK_TTL_MS: '1000',
    });
    firebase = initializeApp({ projectId }, `auth-prod-${randomUUID()}`);
    user = await signUp();
    admin = await signInWithGoogle(adminEmail, 'Admin Cena');
    for (const account of [user, admin])
      await request(t.http)
        .post('/api/auth/sync')
        .set('Authorization', `Bearer ${issuer.sign(account)}`)
        .send({})
        .expect(200);
  });
  afterAll(async () => {
    await t.close();
    await issuer.close();
    await deleteApp(firebase);
  });

  it('runs without the emulator', () => {
    expect(t.config.usesAuthEmulator).toBe(false);
    expect(t.config.FIREBASE_ID_TOKEN_JWKS_URL).toBe(issuer.jwksUrl);
  });

  it('accepts a token signed by the published key: the user gets 200, the admin the admin list', async () => {
    const me = await get('/api/user', issuer.sign(user)).expect(200);
    expect(me.body).toMatchObject({ email: user.email, role: 'user' });
    await get('/api/admin/users', issuer.sign(user)).expect(403);

    const adminMe = await get('/api/user', issuer.sign(admin)).expect(200);
    expect(adminMe.body).toMatchObject({ email: adminEmail, role: 'admin' });
    const list = await get('/api/admin/users', issuer.sign(admin)).expect(200);
    expect(list.body.map((u: { email: string }) => u.email)).toEqual(
      expect.arrayContaining([user.email, adminEmail]),
    );
    // The key set is fetched once and kept for its max-age.
    expect(issuer.fetches()).toBe(1);
  });

  it('answers 401 to forged tokens naming an existing user or the admin', async () => {
    const otherKey = newRsaKey();
    const adminClaims = issuer.claims(admin);
    const [header, , signature] = issuer.sign(user).split('.');
    const forgeries: Record<string, string> = {
      'signed by another key under the published kid': issuer.signWith(otherKey, adminClaims, {
        algorithm: 'RS256',
        keyid: issuer.kid,
      }),
      'signed by another key under an unknown kid': issuer.signWith(otherKey, adminClaims, {
        algorithm: 'RS256',
        keyid: 'not-a-published-kid',
      }),
      'unsigned (alg none)': `${b64({ alg: 'none', typ: 'JWT', kid: issuer.kid })}.${b64(adminClaims)}.`,
      'HS256 keyed with the public key': (() => {
        const head = `${b64({ alg: 'HS256', typ: 'JWT', kid: issuer.kid })}.${b64(adminClaims)}`;
        const mac = createHmac('sha256', issuer.publicKeyPem).update(head).digest('base64url');
        return `${head}.${mac}`;
      })(),
      "the user's signature over the admin's claims": `${header}.${b64(adminClaims)}.${signature}`,
      'the Auth Emulator’s own (unsigned) token of the admin': admin.idToken,
      'another project (aud)': issuer.sign(admin, { aud: 'someone-elses-project' }),
      'another issuer (iss)': issuer.sign(admin, {
        iss: 'https://securetoken.google.com/someone-elses-project',
      }),
      expired: issuer.sign(admin, {
        iat: Math.floor(Date.now() / 1000) - 7200,
        exp: Math.floor(Date.now() / 1000) - 3600,
      }),
      'without exp': issuer.sign(admin, { exp: undefined }),
      'signed in in the future (auth_time)': issuer.sign(admin, {
        auth_time: Math.floor(Date.now() / 1000) + 3600,
      }),
      'an account that does not exist': issuer.sign({ uid: 'nobody-here', email: adminEmail }),
    };
    const [{ users }] = await t.db.query('SELECT count(*)::int AS users FROM users');
    for (const [what, token] of Object.entries(forgeries)) {
      await expectRefused(token, what);
      const sync = await request(t.http)
        .post('/api/auth/sync')
        .set('Authorization', `Bearer ${token}`)
        .send({});
      expect({ what, status: sync.status }).toEqual({ what, status: 401 });
    }
    // Nobody was signed up by a forged token.
    expect(await t.db.query('SELECT count(*)::int AS users FROM users')).toEqual([{ users }]);
    // The genuine tokens still work after all that.
    await get('/api/admin/users', issuer.sign(admin)).expect(200);
  });

  it('answers 401 to a token from before a sign-out everywhere, and for an account disabled in Firebase', async () => {
    const account = await signUp();
    const signedInAt = Math.floor(Date.now() / 1000); // the token's auth_time, in seconds
    const early = issuer.sign(account, { auth_time: signedInAt });
    await request(t.http)
      .post('/api/auth/sync')
      .set('Authorization', `Bearer ${early}`)
      .send({})
      .expect(200);

    // Revocation has a one-second resolution: revoke in a later second than the sign-in.
    await until('a later second than the sign-in', () => Date.now() / 1000 >= signedInAt + 1);
    await getAuth(firebase).revokeRefreshTokens(account.uid);
    await expectRefusedSoon(early, 'issued before the revocation');
    const later = issuer.sign(account, { auth_time: Math.ceil(Date.now() / 1000) });
    await get('/api/user', later).expect(200);

    await getAuth(firebase).updateUser(account.uid, { disabled: true });
    await expectRefusedSoon(later, 'account disabled in Firebase');
  });
});
