import request from 'supertest';
import { uniqueEmail } from './support/identity';
import { createTestApp, type TestApp } from './support/test-app';

const json = { 'Content-Type': 'application/json' };

describe('POST /api/test/login (ENABLE_TEST_LOGIN=true)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('testlogin', { ENABLE_TEST_LOGIN: 'true' });
  });
  afterAll(() => t.close());

  it('creates a fresh emulator user per call, or signs in an existing one by e-mail', async () => {
    const first = await request(t.http).post('/api/test/login').set(json).expect(200);
    expect(first.body).toEqual({
      token: expect.any(String),
      user: { name: 'Usuário de Teste', credits: 20 },
    });
    const second = await request(t.http).post('/api/test/login').set(json).expect(200);
    const me = (token: string) =>
      request(t.http).get('/api/user').set('Authorization', `Bearer ${token}`).expect(200);
    const [a, b] = await Promise.all([me(first.body.token), me(second.body.token)]);
    expect(a.body.id).not.toBe(b.body.id);

    const again = await request(t.http)
      .post('/api/test/login')
      .send({ email: a.body.email })
      .expect(200);
    expect((await me(again.body.token)).body.id).toBe(a.body.id);
  });

  it('answers 404 for an e-mail with no emulator account', async () => {
    const res = await request(t.http)
      .post('/api/test/login')
      .send({ email: uniqueEmail('nobody') })
      .expect(404);
    expect(res.body.code).toBe('not_found');
  });
});

describe('POST /api/test/login (default)', () => {
  it('does not exist', async () => {
    const t = await createTestApp('testlogin-off');
    try {
      const res = await request(t.http).post('/api/test/login').set(json).expect(404);
      expect(res.body.code).toBe('not_found');
    } finally {
      await t.close();
    }
  });
});
