import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { HealthStatus } from '../src/health/health-status';
import { RedisHealthIndicator } from '../src/health/redis.health';
import { UsersRepository } from '../src/users/users.repository';
import { GalleryCache } from '../src/videos/gallery-cache';
import { GalleryRepository } from '../src/videos/gallery.repository';
import { VideosRepository } from '../src/videos/videos.repository';
import { bearer, signUp } from './support/identity';
import { startTcpProxy } from './support/tcp-proxy';
import { createTestApp, type TestApp } from './support/test-app';
import { until } from './support/until';
import { balanceAndLedger, createUser, type TestUser } from './support/users';

/**
 * Issue #12: what the speed work caches, and that no cache ever answers from the past: the
 * gallery and health share one database or Redis check between the requests arriving together,
 * verified tokens are reused, and still a change committed before a request is always seen.
 */
describe('API speed: shared checks and caches', () => {
  let t: TestApp;
  let ana: TestUser;

  let base: string;

  beforeAll(async () => {
    t = await createTestApp('speed');
    ana = await createUser(t);
    // Listening once, so the storms below arrive together over real connections.
    await new Promise<void>((resolve) => t.http.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(t.http.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  /** `count` requests sent at once (request i with `headersOf(i)`); their statuses and ETags. */
  const storm = (path: string, count: number, headersOf?: (i: number) => Record<string, string>) =>
    Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const res = await fetch(base + path, { headers: headersOf?.(i) });
        await res.arrayBuffer();
        return { status: res.status, etag: res.headers.get('etag') };
      }),
    );

  /** A public video of Ana's, rendering, then completed as the worker completes it. */
  const completedVideo = async (prompt: string): Promise<string> => {
    const [{ id }] = await t.db.query(
      `INSERT INTO videos (user_id, mode, status, prompt, title, duration_s, tone, soundtrack,
          provider, cost_credits, started_at, community_opt_in)
       VALUES ($1, 'text', 'processing', $2, 'Promoção', 4, 'fun', 'energetic', 'local', 0, now(),
          true)
       RETURNING id`,
      [ana.id, prompt],
    );
    const files = { videoKey: `videos/${ana.id}/${id}.mp4`, thumbnailKey: `thumbnails/${id}.jpg` };
    expect(await t.app.get(VideosRepository).markCompleted(id, files, null)).toBe(true);
    return id as string;
  };
  /**
   * Holds the first call of `method` until all `count` requests have reached `arrival` (the
   * method each request calls to ask for the shared work), then counts the calls of `method`
   * the storm caused.
   */
  const callsDuringStorm = async (
    target: object,
    method: string,
    arrival: [target: object, method: string],
    path: string,
    count: number,
    headersOf?: (i: number) => Record<string, string>,
  ): Promise<{ calls: number; answers: { status: number; etag: string | null }[] }> => {
    const arrived = jest.spyOn(arrival[0] as Record<string, () => Promise<unknown>>, arrival[1]);
    const spy = jest.spyOn(target as Record<string, () => Promise<unknown>>, method);
    const original =
      spy.getMockImplementation() ?? (target as Record<string, () => Promise<unknown>>)[method];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    spy.mockImplementation(async function (this: unknown, ...args: unknown[]) {
      await gate;
      return (original as (...a: unknown[]) => Promise<unknown>).apply(target, args);
    });
    try {
      const answers = storm(path, count, headersOf);
      await until(
        `${count} requests to ask for ${method}`,
        () => arrived.mock.calls.length >= count,
      );
      release();
      return { answers: await answers, calls: spy.mock.calls.length };
    } finally {
      spy.mockRestore();
      arrived.mockRestore();
    }
  };
  const gallery = async () => {
    const res = await request(t.http).get('/api/videos/latest').expect(200);
    return { ids: (res.body as { id: string }[]).map((v) => v.id), etag: res.headers.etag };
  };
  /** Polls for up to 5 s (the bound); the shared check makes it hold on the first try. */
  const within5s = async (predicate: () => Promise<boolean>) => {
    const deadline = Date.now() + 5000;
    let tries = 0;
    for (;;) {
      tries += 1;
      if (await predicate()) return tries;
      if (Date.now() > deadline) throw new Error('not within 5 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  it('shows a video completed after the gallery was served, and drops it once hidden, within 5 s', async () => {
    const before = await gallery();
    const id = await completedVideo('Sorveteria Gelato: casquinha em dobro no sábado');
    expect(await within5s(async () => (await gallery()).ids[0] === id)).toBe(1);

    await t.db.query('UPDATE videos SET hidden_at = now() WHERE id = $1', [id]);
    expect(await within5s(async () => !(await gallery()).ids.includes(id))).toBe(1);
    expect((await gallery()).etag).toBe(before.etag);
  });

  it('answers 304 to the current ETag and 200 with the new body after a change', async () => {
    const first = await request(t.http).get('/api/videos/latest').expect(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[\w+/]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=60');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');

    const cached = await request(t.http)
      .get('/api/videos/latest')
      .set('If-None-Match', etag)
      .expect(304);
    expect(cached.text).toBe('');
    expect(cached.headers.etag).toBe(etag);

    const id = await completedVideo('Floricultura Jardim: buquê de rosas por R$ 59,90');
    const changed = await request(t.http)
      .get('/api/videos/latest')
      .set('If-None-Match', etag)
      .expect(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body[0]).toEqual({
      id,
      thumbnailUrl: expect.stringMatching(/\/media\/thumbnails\/.+\.jpg\?exp=\d+&sig=/),
      videoUrl: expect.stringMatching(/\/media\/videos\/.+\.mp4\?exp=\d+&sig=/),
      prompt: 'Floricultura Jardim: buquê de rosas por R$ 59,90',
      createdAt: expect.any(String),
    });
  });

  it("answers every route through the one pipeline: security headers and the caller's request id", async () => {
    const notFound = await request(t.http)
      .get('/api/nothing-here')
      .set('x-request-id', 'missing-route-1')
      .expect(404);
    expect(notFound.headers['x-request-id']).toBe('missing-route-1');
    expect(notFound.body.code).toBe('not_found');
    const security = Object.keys(notFound.headers).filter(
      (name) => name.includes('policy') || name.includes('security') || name.startsWith('x-'),
    );
    expect(security).toEqual(
      expect.arrayContaining([
        'content-security-policy',
        'strict-transport-security',
        'x-content-type-options',
        'x-frame-options',
      ]),
    );
    for (const path of ['/api/videos/latest', '/api/health', '/api/user', '/api/videos']) {
      const res = await request(t.http)
        .get(path)
        .set(ana.auth)
        .set('x-request-id', `request-of-${path.length}`)
        .expect(200);
      for (const name of security) {
        expect([path, name, res.headers[name]]).toEqual([
          path,
          name,
          name === 'x-request-id' ? `request-of-${path.length}` : notFound.headers[name],
        ]);
      }
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    }
    // A request id that is not sane is replaced, never echoed.
    const replaced = await request(t.http).get('/api/health').set('x-request-id', 'a b');
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers GET /api/user with the account as PATCH answers it; refusals translated', async () => {
    const read = await request(t.http).get('/api/user').set(ana.auth).expect(200);
    const patched = await request(t.http).patch('/api/user').set(ana.auth).send({}).expect(200);
    expect(read.body).toEqual(patched.body);
    const anonymous = await request(t.http)
      .get('/api/user')
      .set('Accept-Language', 'en-US')
      .expect(401);
    expect(anonymous.body).toEqual({
      statusCode: 401,
      code: 'unauthenticated',
      message: expect.any(String),
    });
    await request(t.http).get('/api/user').set({ Authorization: 'Bearer nope' }).expect(401);
  });

  it('answers POST /api/generate in JSON as it answers the same request in multipart', async () => {
    const pro = await createUser(t, { plan: 'pro', credits: 100 });
    const viaForm = (fields: Record<string, string>) => {
      const req = request(t.http)
        .post('/api/generate')
        .set(pro.auth)
        .set('Accept-Language', 'en-US')
        .set('x-request-id', 'form-generate-1');
      for (const [name, value] of Object.entries(fields)) void req.field(name, value);
      return req;
    };
    const viaJson = (body: string) =>
      request(t.http)
        .post('/api/generate')
        .set(pro.auth)
        .set('Accept-Language', 'en-US')
        .set('x-request-id', 'json-generate-1')
        .set('Content-Type', 'application/json')
        .send(body);
    const comparable = (res: request.Response) => ({
      status: res.status,
      body: { ...res.body, id: typeof res.body.id, createdAt: typeof res.body.createdAt },
      security: Object.fromEntries(
        Object.entries(res.headers).filter(
          ([name]) =>
            name.includes('policy') ||
            (name.startsWith('x-') && name !== 'x-request-id' && !name.startsWith('x-ratelimit')),
        ),
      ),
    });
    const cases: [Record<string, string>, string][] = [
      [
        { prompt: 'Bolo de pote', duration: '6' },
        JSON.stringify({ prompt: 'Bolo de pote', duration: 6 }),
      ],
      [{ prompt: 'x', duration: '9' }, JSON.stringify({ prompt: 'x', duration: 9 })],
      [{ prompt: '   ' }, JSON.stringify({ prompt: '   ' })],
      [{ prompt: 'x', credits: '0' }, JSON.stringify({ prompt: 'x', credits: 0 })],
    ];
    for (const [fields, json] of cases) {
      const form = await viaForm(fields);
      const answer = await viaJson(json);
      expect(comparable(answer)).toEqual(comparable(form));
      expect(form.headers['x-request-id']).toBe('form-generate-1');
      expect(answer.headers['x-request-id']).toBe('json-generate-1');
      if (answer.status === 202) {
        // The accepted video as answered is the row as stored (no worker runs here).
        const stored = await request(t.http).get(`/api/videos/${answer.body.id}`).set(pro.auth);
        expect(stored.body).toEqual(answer.body);
      }
    }
    // Bad JSON, refused by the body parser: a 400 with the stable code, in the caller's language.
    const bad = await viaJson('{"prompt": ');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      statusCode: 400,
      code: 'bad_request',
      message: 'We could not understand the request. Check the data and try again.',
    });
    // Two accepted (the first case twice), 2 × 20 credits, nothing else written.
    expect(await balanceAndLedger(t, pro.id)).toEqual({ balance: 60, ledgerSum: 60 });
  });

  it('loads the accounts of a storm of signed-in requests in a few queries, not one each', async () => {
    const users = await Promise.all(Array.from({ length: 20 }, () => createUser(t)));
    const accounts = t.app.get(UsersRepository);
    const storm20 = await callsDuringStorm(
      accounts,
      'loadByFirebaseUids',
      [accounts, 'findByFirebaseUid'],
      '/api/user',
      20,
      (i) => users[i].auth,
    );
    expect(storm20.answers.every((a) => a.status === 200)).toBe(true);
    // The first request's query, then one for all the accounts asked while it ran.
    expect(storm20.calls).toBe(2);
  });

  it('answers a storm of gallery requests with a few database checks, not one each', async () => {
    const repository = t.app.get(GalleryRepository);
    const storm40 = await callsDuringStorm(
      repository,
      'fingerprint',
      [t.app.get(GalleryCache), 'current'],
      '/api/videos/latest',
      40,
    );
    expect(storm40.answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(storm40.answers.map((a) => a.etag)).size).toBe(1);
    // The first request's check, then one for all the requests that arrived while it ran.
    expect(storm40.calls).toBe(2);
  });

  it('refuses a disabled account at once, even with a token it has just verified', async () => {
    const user = await signUp();
    await request(t.http).post('/api/auth/sync').set(bearer(user)).send({}).expect(200);
    for (let i = 0; i < 3; i++)
      await request(t.http).get('/api/user').set(bearer(user)).expect(200);
    await t.db.query('UPDATE users SET disabled_at = now() WHERE firebase_uid = $1', [user.uid]);
    const refused = await request(t.http).get('/api/user').set(bearer(user)).expect(403);
    expect(refused.body.code).toBe('account_disabled');
    await t.db.query('UPDATE users SET disabled_at = NULL WHERE firebase_uid = $1', [user.uid]);
    await request(t.http).get('/api/user').set(bearer(user)).expect(200);
  });

  it('answers a storm of health requests with a few probes', async () => {
    const indicator = t.app.get(RedisHealthIndicator);
    const storm40 = await callsDuringStorm(
      indicator,
      'isHealthy',
      [t.app.get(HealthStatus), 'current'],
      '/api/health',
      40,
    );
    expect(storm40.answers.every((a) => a.status === 200)).toBe(true);
    expect(storm40.calls).toBe(2);
  });
});

describe('API speed: health never hides an outage', () => {
  it('reports Redis down on the first request after it goes, and up again once back', async () => {
    const redis = await startTcpProxy(6379);
    const t = await createTestApp('speed-outage', { REDIS_URL: `redis://127.0.0.1:${redis.port}` });
    try {
      await Promise.all(Array.from({ length: 10 }, () => request(t.http).get('/api/health')));
      await request(t.http).get('/api/health').expect(200);
      await redis.cut();
      const down = await request(t.http).get('/api/health').expect(503);
      expect(down.body).toMatchObject({
        code: 'service_unavailable',
        error: { redis: { status: 'down' } },
      });
    } finally {
      await t.close().catch(() => undefined);
      await redis.close();
    }
  });
});
