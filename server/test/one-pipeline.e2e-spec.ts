import request from 'supertest';
import { GenerationService } from '../src/generation/generation.service';
import { RenderProducer } from '../src/generation/queue/render.producer';
import { rgbPng } from './support/png';
import { createTestApp, type TestApp } from './support/test-app';
import { balanceAndLedger, createUser, type TestUser } from './support/users';

/**
 * Issue #23: every request goes through one pipeline (Fastify, Nest's guards, interceptors,
 * filter and request logger), whatever its body: what is put on a route applies to every way of
 * calling it, and whatever a request logs carries its id.
 */
describe('one request pipeline', () => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    t = await createTestApp(
      'pipeline',
      { GENERATE_RATE_LIMIT_PER_MINUTE: '3', LOG_LEVEL: 'info' },
      { logLines: lines },
    );
  });
  afterAll(() => t.close());

  const asJson = (user: TestUser, prompt: string, requestId = 'json-request-0001') =>
    request(t.http)
      .post('/api/generate')
      .set(user.auth)
      .set('x-request-id', requestId)
      .send({ prompt, duration: 6 });
  const asForm = (user: TestUser, prompt: string, requestId = 'form-request-0001') =>
    request(t.http)
      .post('/api/generate')
      .set(user.auth)
      .set('x-request-id', requestId)
      .field('prompt', prompt)
      .field('mode', 'image')
      .attach('image', rgbPng(64, 64, Buffer.alloc(64 * (1 + 64 * 3))), 'bolo.png');

  it('counts JSON and multipart generate requests against one throttle, and refuses both past it', async () => {
    const ana = await createUser(t, { plan: 'pro', credits: 200 });
    const bruno = await createUser(t, { plan: 'pro', credits: 200 });

    const accepted = [
      await asJson(ana, 'Bolo de pote por R$ 12'),
      await asForm(ana, 'Bolo de chocolate na vitrine'),
      await asJson(ana, 'Pão de queijo quentinho'),
    ];
    expect(accepted.map((res) => res.status)).toEqual([202, 202, 202]);

    const refused = [
      await asForm(ana, 'Torta de limão').set('Accept-Language', 'en-US'),
      await asJson(ana, 'Sonho de creme').set('Accept-Language', 'en-US'),
    ];
    for (const res of refused) {
      expect(res.status).toBe(429);
      expect(res.body).toEqual({
        statusCode: 429,
        code: 'rate_limited',
        message: expect.any(String),
      });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The refused requests changed nothing: three videos, three charges.
    const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM videos WHERE user_id = $1', [
      ana.id,
    ]);
    expect(n).toBe(3);
    expect(await balanceAndLedger(t, ana.id)).toEqual({ balance: 140, ledgerSum: 140 });
    // The throttle counts per account.
    await asForm(bruno, 'Brigadeiro gourmet').expect(202);
  });

  it('writes the request id on every line a request logs, JSON or multipart', async () => {
    const producer = t.app.get(RenderProducer);
    const enqueue = jest.spyOn(producer, 'enqueue').mockRejectedValue(new Error('queue away'));
    try {
      for (const [send, id] of [
        [asJson, 'log-json-000001'],
        [asForm, 'log-form-000001'],
      ] as const) {
        const carla = await createUser(t, { plan: 'pro', credits: 100 });
        lines.length = 0;
        await send(carla, 'Coxinha crocante por R$ 6', id).expect(202);
        // The service's own warning (the enqueue failed) and the request's line, at least.
        const warning = lines.find((line) => String(line.msg).startsWith('enqueue of video'));
        const completed = lines.find((line) => line.msg === 'request completed');
        expect(warning).toBeDefined();
        expect(completed).toBeDefined();
        const ofRequest = lines.filter(
          (line) => line.context === 'GenerationService' || line.msg === 'request completed',
        );
        for (const line of ofRequest) {
          expect([line.msg, (line.req as { id?: unknown } | undefined)?.id]).toEqual([
            line.msg,
            id,
          ]);
        }
      }
    } finally {
      enqueue.mockRestore();
    }
  });

  it('logs a failed request with its id: the error line and the request line', async () => {
    const dave = await createUser(t, { plan: 'pro', credits: 100 });
    const failure = jest
      .spyOn(t.app.get(GenerationService), 'create')
      .mockRejectedValue(new TypeError('a bug'));
    lines.length = 0;
    try {
      const res = await asJson(dave, 'Pastel de feira', 'log-500-0000001').expect(500);
      expect(res.body.code).toBe('internal_error');
    } finally {
      failure.mockRestore();
    }
    const failed = lines.find((line) => line.msg === 'request failed');
    // pino-http's own line for a request that ended in a server error.
    const completed = lines.find((line) => line.msg === 'request errored');
    expect(failed).toMatchObject({ level: 50, req: { id: 'log-500-0000001' } });
    expect(completed).toMatchObject({
      level: 50,
      req: { id: 'log-500-0000001', method: 'POST', url: '/api/generate' },
      res: { statusCode: 500 },
    });
  });

  it('refuses a body the platform cannot read with the body codes, not the image ones', async () => {
    const erin = await createUser(t, { plan: 'pro', credits: 100 });
    const huge = await request(t.http)
      .post('/api/generate')
      .set(erin.auth)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ prompt: 'x'.repeat(2 * 1024 * 1024) }));
    expect([huge.status, huge.body.code]).toEqual([413, 'payload_too_large']);
    const xml = await request(t.http)
      .post('/api/generate')
      .set(erin.auth)
      .set('Content-Type', 'application/xml')
      .send('<prompt>Bolo de pote</prompt>');
    expect([xml.status, xml.body.code]).toEqual([400, 'bad_request']);
    expect(await balanceAndLedger(t, erin.id)).toEqual({ balance: 100, ledgerSum: 100 });
  });
});
