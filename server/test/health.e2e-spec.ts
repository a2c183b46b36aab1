import request from 'supertest';
import { createTestApp, type TestApp } from './support/test-app';
import { bearer, signUp } from './support/identity';
import { startTcpProxy } from './support/tcp-proxy';
import { BASE_DATABASE_URL } from './support/test-database';

describe('health and the shell', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('health');
  });
  afterAll(() => t.close());

  it('reports the database and Redis up', async () => {
    const res = await request(t.http).get('/api/health').expect(200);
    expect(res.body).toMatchObject({
      status: 'ok',
      info: { database: { status: 'up' }, redis: { status: 'up' } },
    });
  });

  it('answers liveness with the process alone and readiness with the schema of this release', async () => {
    expect((await request(t.http).get('/api/health/live').expect(200)).body).toEqual({
      status: 'ok',
    });
    const ready = await request(t.http).get('/api/health/ready').expect(200);
    expect(ready.body).toMatchObject({
      status: 'ok',
      info: { database: { status: 'up' }, redis: { status: 'up' }, schema: { status: 'up' } },
    });
  });

  it('answers unknown /api paths with the JSON 404 and serves both SPAs elsewhere', async () => {
    const api = await request(t.http)
      .get('/api/nothing-here')
      .set('Accept-Language', 'en')
      .expect(404);
    expect(api.body).toEqual({
      statusCode: 404,
      code: 'not_found',
      message: 'We could not find what you were looking for.',
    });
    const client = await request(t.http).get('/dashboard/my-videos').expect(200);
    expect(client.text).toContain('client');
    const admin = await request(t.http).get('/admin/users').expect(200);
    expect(admin.text).toContain('admin');
    expect((await request(t.http).get('/admin').expect(200)).text).toContain('admin');
  });

  it('publishes the OpenAPI document', async () => {
    const res = await request(t.http).get('/api/docs/json').expect(200);
    expect(res.body.paths).toHaveProperty('/api/auth/sync');
    expect(res.body.paths).toHaveProperty('/api/admin/users');
  });
});

describe('when PostgreSQL or Redis goes down', () => {
  it('answers 503 on /api/health and service_unavailable on calls that need them', async () => {
    const pg = await startTcpProxy(Number(new URL(BASE_DATABASE_URL).port || 5432));
    const redis = await startTcpProxy(6379);
    const t = await createTestApp(
      'outage',
      { REDIS_URL: `redis://127.0.0.1:${redis.port}` },
      { databasePort: pg.port },
    );
    try {
      const user = await signUp();
      await request(t.http).post('/api/auth/sync').set(bearer(user)).send({}).expect(200);

      await redis.cut();
      const redisDown = await request(t.http).get('/api/health').expect(503);
      await request(t.http).get('/api/health/ready').expect(503);
      await request(t.http).get('/api/health/live').expect(200);
      expect(redisDown.body).toMatchObject({
        status: 'error',
        code: 'service_unavailable',
        error: { redis: { status: 'down' } },
        info: { database: { status: 'up' } },
      });

      await pg.cut();
      const bothDown = await request(t.http).get('/api/health').expect(503);
      expect(bothDown.body.error).toMatchObject({
        database: { status: 'down' },
        redis: { status: 'down' },
      });

      const call = await request(t.http)
        .get('/api/user')
        .set(bearer(user))
        .set('Accept-Language', 'pt-BR')
        .expect(503);
      expect(call.body).toEqual({
        statusCode: 503,
        code: 'service_unavailable',
        message: 'Estamos com instabilidade agora. Tente novamente em instantes.',
      });
      // A gallery that cannot be read is answered like any route's outage.
      const gallery = await request(t.http)
        .get('/api/videos/latest')
        .set('Accept-Language', 'pt-BR')
        .expect(503);
      expect(gallery.body).toEqual(call.body);
    } finally {
      await t.close();
    }
  });
});
