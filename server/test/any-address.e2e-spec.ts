import request from 'supertest';
import { checkout, paySandboxCheckout } from './support/billing.contract';
import { uniqueEmail } from './support/identity';
import { createTestApp, type TestApp } from './support/test-app';
import { createUser } from './support/users';

/**
 * Cena works at whatever address it is reached: a phone on the LAN or a second host name gets
 * links relative to the page, and the Auth Emulator through the api's own origin.
 */
describe('any address works', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('any-address', { PUBLIC_URL: 'https://cena.example' });
  });
  afterAll(() => t.close());

  it('tells the browser the Auth Emulator is on its own origin', async () => {
    const res = await request(t.http).get('/api/client-config').expect(200);
    expect(res.body.authEmulatorUrl).toBe('/');
  });

  it('forwards the emulator: a sign-up through the api gives a token the api accepts', async () => {
    const email = uniqueEmail('lan');
    const signUp = await request(t.http)
      .post('/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key')
      .set('Host', '192.168.0.12:3000')
      .send({ email, password: 'senha-segura-123', returnSecureToken: true })
      .expect(200);
    expect(signUp.body.email).toBe(email);
    await request(t.http)
      .post('/api/auth/sync')
      .set('Authorization', `Bearer ${signUp.body.idToken}`)
      .send({})
      .expect(200);
    const refreshed = await request(t.http)
      .post('/securetoken.googleapis.com/v1/token?key=demo-api-key')
      .type('form')
      .send({ grant_type: 'refresh_token', refresh_token: signUp.body.refreshToken })
      .expect(200);
    expect(typeof refreshed.body.id_token).toBe('string');
    const refused = await request(t.http)
      .post('/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key')
      .send({ email, password: 'errada', returnSecureToken: true })
      .expect(400);
    expect(refused.body.error.message).toMatch(/INVALID_LOGIN_CREDENTIALS|INVALID_PASSWORD/);
  });

  it('plays media from the page origin only, and the CSP names no other host for them', async () => {
    const res = await request(t.http).get('/').expect(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("media-src 'self' blob:;");
    expect(csp).not.toMatch(/connect-src[^;]*127\.0\.0\.1/);
    // Google sign-in's popup must be able to report back to the page that opened it.
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('sends the sandbox checkout and portal to paths, not to PUBLIC_URL', async () => {
    const user = await createUser(t);
    const url = await checkout(t, user, 'credits', 'credits_100');
    expect(url).toMatch(/^\/api\/sandbox\/checkout\/[\w-]+\?t=/);
    const paid = await paySandboxCheckout(t, url);
    expect(paid.headers.location).toMatch(/^\/obrigado\?session_id=/);
    const portal = await request(t.http).post('/api/billing/portal').set(user.auth).expect(200);
    expect(portal.body.url).toMatch(/^\/api\/sandbox\/portal\?t=/);
  });
});
