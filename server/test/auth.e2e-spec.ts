import request from 'supertest';
import { createTestApp, type TestApp } from './support/test-app';
import { bearer, signInWithGoogle, signUp, uniqueEmail } from './support/identity';

describe('auth and users', () => {
  let t: TestApp;
  const adminEmail = uniqueEmail('admin');
  const impostorEmail = uniqueEmail('impostor');
  const ownerEmail = uniqueEmail('owner');

  beforeAll(async () => {
    t = await createTestApp('auth', {
      ADMIN_EMAILS: `${adminEmail}, ${impostorEmail.toUpperCase()}, ${ownerEmail}`,
    });
  });
  afterAll(() => t.close());

  it('syncs a user signed up in the Auth Emulator and grants the signup bonus', async () => {
    const user = await signUp();
    const res = await request(t.http)
      .post('/api/auth/sync')
      .set(bearer(user))
      .send({ uid: 'ignored', email: 'someone-else@example.com', displayName: 'Maria da Padaria' })
      .expect(200);
    expect(res.body).toMatchObject({
      created: true,
      user: {
        email: user.email,
        displayName: 'Maria da Padaria',
        plan: 'basic',
        role: 'user',
        credits: 20,
        locale: 'pt-BR',
      },
    });

    const me = await request(t.http).get('/api/user').set(bearer(user)).expect(200);
    expect(me.body).toEqual({
      id: res.body.user.id,
      email: user.email,
      displayName: 'Maria da Padaria',
      photoURL: null,
      plan: 'basic',
      role: 'user',
      credits: 20,
      locale: 'pt-BR',
    });

    const again = await request(t.http)
      .post('/api/auth/sync')
      .set(bearer(user))
      .send({})
      .expect(200);
    expect(again.body).toMatchObject({ created: false, user: { credits: 20 } });
  });

  it('leaves one user and one bonus when 4 syncs of a new user race', async () => {
    const user = await signUp();
    const responses = await Promise.all(
      Array.from({ length: 4 }, () =>
        request(t.http).post('/api/auth/sync').set(bearer(user)).send({}),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(responses.filter((r) => r.body.created)).toHaveLength(1);

    const users = await t.db.query('SELECT id, credit_balance FROM users WHERE firebase_uid = $1', [
      user.uid,
    ]);
    expect(users).toHaveLength(1);
    expect(users[0].credit_balance).toBe(20);
    const ledger = await t.db.query('SELECT delta, reason FROM credit_ledger WHERE user_id = $1', [
      users[0].id,
    ]);
    expect(ledger).toEqual([{ delta: 20, reason: 'signup_bonus' }]);
  });

  it('refuses a user token on the admin list and serves an admin with Content-Range', async () => {
    const user = await signUp();
    await request(t.http)
      .get('/api/admin/users')
      .set(bearer(user))
      .expect(403)
      .expect((r) => expect(r.body.code).toBe('forbidden'));

    const admin = await signInWithGoogle(adminEmail, 'Admin Cena');
    const sync = await request(t.http)
      .post('/api/auth/sync')
      .set(bearer(admin))
      .send({})
      .expect(200);
    expect(sync.body.user.role).toBe('admin');

    const list = await request(t.http)
      .get('/api/admin/users')
      .query({
        sort: JSON.stringify(['email', 'ASC']),
        range: JSON.stringify([0, 0]),
        filter: '{}',
      })
      .set(bearer(admin))
      .expect(200);
    expect(list.headers['content-range']).toMatch(/^users 0-0\/\d+$/);
    expect(Number(list.headers['content-range'].split('/')[1])).toBeGreaterThanOrEqual(2);
    expect(list.body).toHaveLength(1);

    const simple = await request(t.http)
      .get('/api/admin/users')
      .query({ _sort: 'credits', _order: 'DESC', _start: 0, _end: 10 })
      .set(bearer(admin))
      .expect(200);
    expect(simple.headers['content-range']).toMatch(/^users 0-\d+\/\d+$/);
  });

  it('creates an account in the app language sync names; a later sync leaves it', async () => {
    const user = await signUp();
    const syncIn = (locale: string, status: number) =>
      request(t.http).post('/api/auth/sync').set(bearer(user)).send({ locale }).expect(status);
    expect((await syncIn('es-ES', 200)).body.user.locale).toBe('es-ES');
    expect((await syncIn('de-DE', 200)).body.user.locale).toBe('es-ES');
    expect((await syncIn('xx-XX', 400)).body.fields).toEqual(['locale']);
  });

  it('keeps a role staff set: ADMIN_EMAILS does not re-promote a demoted admin at sign-in', async () => {
    const owner = await signInWithGoogle(ownerEmail, 'Dona Cena');
    const colleague = await signInWithGoogle(adminEmail, 'Admin Cena');
    /** The owner's role after a sign-in (every sign-in syncs). */
    const roleAtSignIn = async () =>
      (await request(t.http).post('/api/auth/sync').set(bearer(owner)).send({}).expect(200)).body
        .user as { id: string; role: string };
    const setOwnerRole = async (id: string, role: string) => {
      const res = await request(t.http)
        .put(`/api/admin/users/${id}`)
        .set(bearer(colleague))
        .send({ role })
        .expect(200);
      expect(res.body.role).toBe(role);
    };
    const first = await roleAtSignIn();
    expect(first.role).toBe('admin');
    await request(t.http).post('/api/auth/sync').set(bearer(colleague)).send({}).expect(200);

    await setOwnerRole(first.id, 'user');
    expect((await roleAtSignIn()).role).toBe('user');
    await request(t.http).get('/api/admin/users').set(bearer(owner)).expect(403);

    // Staff may give the role back; the list still never takes it away.
    await setOwnerRole(first.id, 'admin');
    expect((await roleAtSignIn()).role).toBe('admin');
  });

  it('does not make an admin of an unverified account that claims an admin e-mail', async () => {
    const impostor = await signUp(impostorEmail);
    const res = await request(t.http)
      .post('/api/auth/sync')
      .set(bearer(impostor))
      .send({})
      .expect(200);
    expect(res.body.user.role).toBe('user');
    await request(t.http).get('/api/admin/users').set(bearer(impostor)).expect(403);
  });

  it('answers 401 unauthenticated for a missing, malformed or tampered token', async () => {
    // The Auth Emulator's tokens are unsigned: here a tampered token fails only because its uid
    // has no account. Signatures (forgeries naming real users and admins) are proven in
    // auth-production.e2e-spec.ts, which runs the production verification path.
    const user = await signUp();
    const [header, payload, signature] = user.idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(
      JSON.stringify({ ...claims, user_id: 'someone-else', sub: 'someone-else' }),
    ).toString('base64url');
    const tampered = [header, forged, signature].join('.');

    for (const auth of [
      undefined,
      'Bearer',
      'Bearer not-a-jwt',
      `Bearer ${tampered}`,
      `Basic ${user.idToken}`,
    ]) {
      const req = request(t.http).get('/api/user').set('Accept-Language', 'pt-BR');
      const res = await (auth ? req.set('Authorization', auth) : req);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        statusCode: 401,
        code: 'unauthenticated',
        message: 'Faça login para continuar.',
      });
    }
  });

  it('answers 403 account_disabled for a valid token of a disabled account', async () => {
    const user = await signUp();
    await request(t.http).post('/api/auth/sync').set(bearer(user)).send({}).expect(200);
    await t.db.query('UPDATE users SET disabled_at = now() WHERE firebase_uid = $1', [user.uid]);
    const res = await request(t.http)
      .get('/api/user')
      .set(bearer(user))
      .set('Accept-Language', 'en-US')
      .expect(403);
    expect(res.body).toEqual({
      statusCode: 403,
      code: 'account_disabled',
      message: 'Your account is disabled. Please contact support.',
    });
  });

  it('refuses unknown body fields naming them, and writes nothing', async () => {
    const user = await signUp();
    await request(t.http).post('/api/auth/sync').set(bearer(user)).send({}).expect(200);
    const res = await request(t.http)
      .patch('/api/user')
      .set(bearer(user))
      .send({ displayName: 'Zé', credits: 999999, plan: 'pro' })
      .expect(400);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.fields).toEqual(expect.arrayContaining(['credits', 'plan']));
    const me = await request(t.http).get('/api/user').set(bearer(user)).expect(200);
    expect(me.body).toMatchObject({ credits: 20, plan: 'basic', displayName: null });
  });

  it('updates the display name and locale', async () => {
    const user = await signUp();
    const res = await request(t.http)
      .patch('/api/user')
      .set(bearer(user))
      .send({ displayName: 'João Confeiteiro', locale: 'es-ES' })
      .expect(200);
    expect(res.body).toMatchObject({ displayName: 'João Confeiteiro', locale: 'es-ES' });
    await request(t.http)
      .patch('/api/user')
      .set(bearer(user))
      .send({ locale: 'xx-XX' })
      .expect(400);
  });
});
