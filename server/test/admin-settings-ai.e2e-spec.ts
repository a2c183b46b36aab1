import type { AiOverviewDto, SettingDto } from '@cena/contracts';
import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { VideoProviderRegistry } from '../src/generation/providers/video-provider.registry';
import { DEFAULT_SETTINGS } from '../src/settings/settings.defaults';
import { SettingsService } from '../src/settings/settings.service';
import { failRenderJob } from './support/render-jobs';
import { createTestApp, startTestApi, type TestApp } from './support/test-app';
import { createTestWorker } from './support/test-worker';
import { until } from './support/until';
import { balanceAndLedger, createUser, type TestUser, withRole } from './support/users';

/** Back office settings and AI: validated, audited, applied in every process without a restart. */

/**
 * Runs `change` (a settings write through the api) and waits until `process`'s settings cache
 * was dropped by the change's message (SettingsBus), not until some time has passed: once
 * dropped, that process's very next read is the new value, whatever its cache lifetime says.
 */
async function changedIn(
  process: INestApplicationContext,
  change: () => PromiseLike<unknown>,
): Promise<void> {
  const invalidated = jest.spyOn(process.get(SettingsService), 'invalidate');
  try {
    await change();
    await until('the change to reach the other process', () => invalidated.mock.calls.length > 0);
  } finally {
    invalidated.mockRestore();
  }
}

const counts = async (t: TestApp) => {
  const [row] = await t.db.query(
    `SELECT (SELECT count(*)::int FROM settings) AS settings,
            (SELECT count(*)::int FROM audit_log) AS audit`,
  );
  return row as { settings: number; audit: number };
};

describe('admin settings', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp('admin_settings');
    admin = await withRole(t, 'admin');
  });
  afterAll(() => t?.close());

  const put = (key: string, value: unknown, who: TestUser = admin) =>
    request(t.http).put(`/api/admin/settings/${key}`).set(who.auth).send({ value });

  it('lists every key with its value and default (react-admin list)', async () => {
    const res = await request(t.http).get('/api/admin/settings').set(admin.auth).expect(200);
    const keys = Object.keys(DEFAULT_SETTINGS);
    expect((res.body as SettingDto[]).map((s) => s.id)).toEqual(keys);
    expect(res.headers['content-range']).toBe(`settings 0-${keys.length - 1}/${keys.length}`);
    expect(res.body[0]).toEqual({
      id: 'credits.signupBonus',
      value: 20,
      defaultValue: 20,
      updatedAt: null,
      updatedBy: null,
    });
    const one = await request(t.http)
      .get('/api/admin/settings/gallery.moderation')
      .set(admin.auth)
      .expect(200);
    expect(one.body).toMatchObject({ id: 'gallery.moderation', value: 'auto' });
    await request(t.http).get('/api/admin/settings/no.such.key').set(admin.auth).expect(404);
    await put('no.such.key', 1).expect(404);
  });

  it.each<[string, unknown, string]>([
    ['credits.videoCost', -5, 'credits.videoCost'],
    ['credits.imageExpansionCost', -1, 'credits.imageExpansionCost'],
    ['credits.signupBonus', 10_001, 'credits.signupBonus'],
    ['credits.signupBonus', 'twenty', 'credits.signupBonus'],
    ['limits.basicDailyVideos', -1, 'limits.basicDailyVideos'],
    ['retention.basicDays', 0, 'retention.basicDays'],
    ['gallery.moderation', 'sometimes', 'gallery.moderation'],
    ['providers.video', 'veo', 'providers.video'], // no Gemini key in this api
    ['alerts.failureRatePercent', 150, 'alerts.failureRatePercent'],
    [
      'billing.catalogue',
      {
        ...DEFAULT_SETTINGS['billing.catalogue'],
        packages: [
          { ...DEFAULT_SETTINGS['billing.catalogue'].packages[0], priceCents: -100 },
          DEFAULT_SETTINGS['billing.catalogue'].packages[1],
        ],
      },
      'billing.catalogue.packages.0.priceCents',
    ],
  ])(
    'refuses a bad %s (#%#) with 400 naming the field, writing nothing',
    async (key, value, field) => {
      const before = await counts(t);
      const res = await put(key, value).expect(400);
      expect(res.body.code).toBe('validation_failed');
      expect(res.body.fields).toEqual([field]);
      expect(await counts(t)).toEqual(before);
    },
  );

  it("refuses switching the AI screen to 'veo' without a Gemini key, naming videoProvider", async () => {
    const res = await request(t.http)
      .put('/api/admin/ai')
      .set(admin.auth)
      .send({ videoProvider: 'veo' })
      .expect(400);
    expect(res.body).toMatchObject({ code: 'validation_failed', fields: ['videoProvider'] });
    const ai = await request(t.http).get('/api/admin/ai').set(admin.auth).expect(200);
    expect(ai.body).toMatchObject({ videoProvider: 'local', veoConfigured: false });
    expect((await counts(t)).settings).toBe(0);
  });

  it('refuses a body without a value, and user or support tokens', async () => {
    await request(t.http)
      .put('/api/admin/settings/credits.signupBonus')
      .set(admin.auth)
      .send({})
      .expect(400);
    const user = await createUser(t);
    const support = await withRole(t, 'support');
    for (const who of [user, support]) {
      await request(t.http).get('/api/admin/settings').set(who.auth).expect(403);
      await put('credits.signupBonus', 30, who).expect(403);
      await request(t.http).get('/api/admin/ai').set(who.auth).expect(403);
      await request(t.http).get('/api/admin/prompt-sessions').set(who.auth).expect(403);
      await request(t.http).get('/api/admin/queue').set(who.auth).expect(403);
    }
    expect((await counts(t)).settings).toBe(0);
  });

  it('stores a valid value with who and when, audited before/after, from a whole react-admin record', async () => {
    const res = await request(t.http)
      .put('/api/admin/settings/credits.signupBonus')
      .set(admin.auth)
      .send({
        id: 'credits.signupBonus',
        value: 35,
        defaultValue: 20,
        updatedAt: null,
        updatedBy: null,
      })
      .expect(200);
    expect(res.body).toMatchObject({
      id: 'credits.signupBonus',
      value: 35,
      defaultValue: 20,
      updatedBy: admin.id,
    });
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    const [entry] = await t.db.query(
      `SELECT actor_id AS "actorId", data FROM audit_log WHERE action = 'setting.update' AND target_id = $1`,
      ['credits.signupBonus'],
    );
    expect(entry).toEqual({ actorId: admin.id, data: { before: 20, after: 35, reason: null } });
    // The next signup gets the new bonus at once.
    const newcomer = await createUser(t);
    expect(await balanceAndLedger(t, newcomer.id)).toEqual({ balance: 35, ledgerSum: 35 });
  });

  it('publishes the numbers staff set to every customer in GET /api/plans, at once', async () => {
    const allowance = async () =>
      (await request(t.http).get('/api/plans').expect(200)).body.allowance as Record<
        string,
        number
      >;
    const before = await allowance(); // cached now
    try {
      await put('credits.videoCost', 25).expect(200);
      await put('limits.basicDailyVideos', 3).expect(200);
      await put('credits.signupBonus', 50).expect(200);
      expect(await allowance()).toEqual({
        ...before,
        videoCost: 25,
        basicDailyVideos: 3,
        signupBonus: 50,
      });
      // The plan cards state the same numbers, in the plural the number asks for.
      const features = async (plan: string, lang = 'pt-BR') => {
        const { plans } = (
          await request(t.http).get('/api/plans').set('Accept-Language', lang).expect(200)
        ).body as { plans: { plan: string; features: string[] }[] };
        return plans.find((p) => p.plan === plan)?.features;
      };
      expect(await features('basic')).toEqual(
        expect.arrayContaining([
          '2 vídeos grátis (50 créditos de boas-vindas)',
          'Até 3 vídeos por dia',
        ]),
      );
      expect(await features('pro')).toContain('100 créditos por mês (4 vídeos)');
      expect(await features('basic', 'en-US')).toContain('2 free videos (50 welcome credits)');
      await put('limits.basicDailyVideos', 1).expect(200);
      await put('credits.signupBonus', 25).expect(200);
      expect(await features('basic')).toEqual(
        expect.arrayContaining([
          '1 vídeo grátis (25 créditos de boas-vindas)',
          'Até 1 vídeo por dia',
        ]),
      );
      // A bonus that pays for no whole video states its credits alone.
      await put('credits.signupBonus', 10).expect(200);
      expect(await features('basic')).toContain('10 créditos de boas-vindas');
      // A credit pack's name states the credits it sells, not its key's number.
      const catalogue = DEFAULT_SETTINGS['billing.catalogue'];
      await put('billing.catalogue', {
        ...catalogue,
        packages: [{ ...catalogue.packages[0], credits: 120 }, catalogue.packages[1]],
      }).expect(200);
      const { packages } = (await request(t.http).get('/api/plans').expect(200)).body as {
        packages: { productKey: string; name: string; credits: number }[];
      };
      expect(packages[0]).toMatchObject({
        productKey: 'credits_100',
        name: '120 créditos',
        credits: 120,
      });
    } finally {
      await put('billing.catalogue', DEFAULT_SETTINGS['billing.catalogue']).expect(200);
      await put('credits.videoCost', before.videoCost).expect(200);
      await put('limits.basicDailyVideos', before.basicDailyVideos).expect(200);
      await put('credits.signupBonus', before.signupBonus).expect(200);
    }
    expect(await allowance()).toEqual(before);
  });

  it('applies a change in the other processes (api replica and worker) within seconds, without a restart', async () => {
    const replica: INestApplication = await startTestApi(t.config);
    try {
      // The worker: its cached value is replaced as soon as the change is committed.
      const worker: INestApplicationContext = await createTestWorker(t.config);
      try {
        const workerSettings = worker.get(SettingsService);
        expect(await workerSettings.get('retention.basicDays')).toBe(30); // cached now
        await changedIn(worker, () => put('retention.basicDays', 7).expect(200));
        expect(await workerSettings.get('retention.basicDays')).toBe(7);
      } finally {
        await worker.close(); // before any generate, so nothing is rendered here
      }

      // Another api replica: its generate charges the new cost on the very next request.
      const customer = await createUser(t, { credits: 200 });
      const generate = () =>
        request(replica.getHttpServer())
          .post('/api/generate')
          .set(customer.auth)
          .send({ prompt: 'Padaria Pão Quente: pão de queijo saindo do forno' })
          .expect(202);
      const charged = async (id: string) =>
        -(
          await t.db.query(
            `SELECT delta FROM credit_ledger WHERE video_id = $1 AND reason = 'video_debit'`,
            [id],
          )
        )[0].delta;
      expect(await charged((await generate()).body.id)).toBe(20); // the replica cached 20
      await changedIn(replica, () => put('credits.videoCost', 25).expect(200));
      expect(await charged((await generate()).body.id)).toBe(25);
    } finally {
      await replica.close();
    }
  });
});

describe('admin AI', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    // A Gemini key is configured (no call is made: switching only picks the provider).
    t = await createTestApp('admin_ai', {
      GEMINI_API_KEY: 'test-gemini-key',
      GEMINI_BASE_URL: 'http://127.0.0.1:9',
    });
    admin = await withRole(t, 'admin');
  });
  afterAll(() => t?.close());

  it('shows providers, models, costs and failures by provider over 7 days', async () => {
    const owner = await createUser(t);
    await t.db.query(
      `INSERT INTO videos (user_id, mode, status, prompt, title, duration_s, tone, soundtrack, cost_credits,
                           provider, error_code, updated_at)
       VALUES ($1, 'text', 'failed', 'p', 't', 8, 'upbeat', 'none', 20, 'veo', 'provider_failed', now()),
              ($1, 'text', 'failed', 'p', 't', 8, 'upbeat', 'none', 20, 'veo', 'provider_failed', now()),
              ($1, 'text', 'failed', 'p', 't', 8, 'upbeat', 'none', 20, 'local', 'render_failed', now()),
              ($1, 'text', 'failed', 'p', 't', 8, 'upbeat', 'none', 20, 'local', 'render_failed',
               now() - interval '8 days')`,
      [owner.id],
    );
    const res = await request(t.http).get('/api/admin/ai').set(admin.auth).expect(200);
    expect(res.body as AiOverviewDto).toEqual({
      videoProvider: 'local',
      videoModel: 'veo-3.0-fast-generate-001',
      promptProvider: expect.any(String),
      promptModel: expect.any(String),
      costs: { video: 20, imageExpansion: 35 },
      veoConfigured: true,
      pinnedByEnvironment: false,
      failures: [
        { provider: 'veo', errorCode: 'provider_failed', count: 2 },
        { provider: 'local', errorCode: 'render_failed', count: 1 },
      ],
    });
  });

  it('switches the video provider at run time: the worker renders the next job with it', async () => {
    const worker = await createTestWorker(t.config);
    try {
      const registry = worker.get(VideoProviderRegistry);
      expect((await registry.current()).name).toBe('local'); // cached as local
      await changedIn(worker, async () => {
        const res = await request(t.http)
          .put('/api/admin/ai')
          .set(admin.auth)
          .send({ videoProvider: 'veo', videoModel: 'veo-3.0-generate-001' })
          .expect(200);
        expect(res.body).toMatchObject({
          videoProvider: 'veo',
          videoModel: 'veo-3.0-generate-001',
        });
      });
      expect((await registry.current()).name).toBe('veo');
      const [entry] = await t.db.query(
        `SELECT actor_id AS "actorId", data FROM audit_log WHERE action = 'ai.update'`,
      );
      expect(entry).toEqual({
        actorId: admin.id,
        data: {
          before: { videoProvider: 'local', videoModel: 'veo-3.0-fast-generate-001' },
          after: { videoProvider: 'veo', videoModel: 'veo-3.0-generate-001' },
          reason: null,
        },
      });
      await changedIn(worker, () =>
        request(t.http)
          .put('/api/admin/ai')
          .set(admin.auth)
          .send({ videoProvider: 'local' })
          .expect(200),
      );
      expect((await registry.current()).name).toBe('local');
    } finally {
      await worker.close();
    }
  });

  it('refuses bad values naming the field, writing nothing', async () => {
    const [before] = await t.db.query('SELECT count(*)::int AS n FROM audit_log');
    for (const [body, field] of [
      [{ videoProvider: 'sora' }, 'videoProvider'],
      [{ videoModel: 'Bad Model!' }, 'videoModel'],
      [{ videoModel: 7 }, 'videoModel'],
    ] as const) {
      const res = await request(t.http).put('/api/admin/ai').set(admin.auth).send(body).expect(400);
      expect(res.body.fields).toContain(field);
    }
    const [after] = await t.db.query('SELECT count(*)::int AS n FROM audit_log');
    expect(after.n).toBe(before.n);
  });

  it('lists prompt sessions with the proposals text, filtered by user', async () => {
    const owner = await createUser(t);
    const [session] = await t.db.query(
      `INSERT INTO prompt_sessions (user_id, original_prompt, locale, category, engine, proposals, selected_index, final_prompt)
       VALUES ($1, 'bolo de pote', 'pt-BR', 'bakery', 'local', $2, 1, 'Bolo de pote cremoso')
       RETURNING id`,
      [
        owner.id,
        JSON.stringify([
          { prompt: 'Bolo de pote artesanal', tags: [] },
          { prompt: 'Bolo de pote cremoso', tags: ['doce'] },
        ]),
      ],
    );
    const list = await request(t.http)
      .get('/api/admin/prompt-sessions')
      .query({ filter: JSON.stringify({ userId: owner.id }) })
      .set(admin.auth)
      .expect(200);
    expect(list.headers['content-range']).toBe('prompt-sessions 0-0/1');
    expect(list.body[0]).toMatchObject({
      id: session.id,
      userId: owner.id,
      userEmail: owner.email,
      originalPrompt: 'bolo de pote',
      proposals: 2,
      proposalTexts: ['Bolo de pote artesanal', 'Bolo de pote cremoso'],
      selectedIndex: 1,
      finalPrompt: 'Bolo de pote cremoso',
      engine: 'local',
      category: 'bakery',
    });
    const one = await request(t.http)
      .get(`/api/admin/prompt-sessions/${session.id}`)
      .set(admin.auth)
      .expect(200);
    expect(one.body).toEqual(list.body[0]);
    await request(t.http).get('/api/admin/prompt-sessions/nope').set(admin.auth).expect(404);
  });

  it('lists the queue by state, and retries only a failed job whose video still waits', async () => {
    const customer = await createUser(t, { credits: 100 });
    const res = await request(t.http)
      .post('/api/generate')
      .set(customer.auth)
      .send({ prompt: 'Barbearia do Zé: corte na régua' })
      .expect(202);
    const videoId = res.body.id as string;
    const waiting = await request(t.http)
      .get('/api/admin/queue')
      .query({ filter: JSON.stringify({ state: 'waiting' }) })
      .set(admin.auth)
      .expect(200);
    expect(waiting.body).toEqual([
      expect.objectContaining({
        id: videoId,
        videoId,
        state: 'waiting',
        attemptsMade: 0,
        retryable: false,
      }),
    ]);
    expect(waiting.headers['content-range']).toBe('queue 0-0/1');
    await request(t.http)
      .get('/api/admin/queue')
      .query({ filter: JSON.stringify({ state: 'lost' }) })
      .set(admin.auth)
      .expect(400);
    // Not failed: nothing to retry.
    await request(t.http).post(`/api/admin/queue/${videoId}/retry`).set(admin.auth).expect(409);
    await request(t.http).post('/api/admin/queue/no-such-job/retry').set(admin.auth).expect(404);
    const stats = await request(t.http).get('/api/admin/stats').set(admin.auth).expect(200);
    expect(stats.body.queue).toMatchObject({ waiting: 1, active: 0, failed: 0 });
  });

  it("says which failed jobs the queue's retry can run: not one whose video failed too", async () => {
    const owner = await createUser(t);
    const insert = async (status: 'processing' | 'failed') => {
      const [row] = (await t.db.query(
        `INSERT INTO videos (user_id, mode, prompt, title, duration_s, tone, soundtrack,
                             cost_credits, status, error_code, provider)
         VALUES ($1, 'text', 'Bolo de pote', 'Vídeo', 8, 'fun', 'animated', 20, $2::text,
                 CASE WHEN $2::text = 'failed' THEN 'provider_failed' END, 'local')
         RETURNING id`,
        [owner.id, status],
      )) as { id: string }[];
      await failRenderJob(t, row!.id);
      return row!.id;
    };
    const stillWaiting = await insert('processing');
    const gaveUp = await insert('failed');
    const failed = await request(t.http)
      .get('/api/admin/queue')
      .query({ filter: JSON.stringify({ state: 'failed' }) })
      .set(admin.auth)
      .expect(200);
    const retryable = Object.fromEntries(
      (failed.body as { videoId: string; retryable: boolean }[]).map((job) => [
        job.videoId,
        job.retryable,
      ]),
    );
    expect(retryable).toMatchObject({ [stillWaiting]: true, [gaveUp]: false });

    await request(t.http).post(`/api/admin/queue/${gaveUp}/retry`).set(admin.auth).expect(409);
    const retried = await request(t.http)
      .post(`/api/admin/queue/${stillWaiting}/retry`)
      .set(admin.auth)
      .expect(200);
    expect(retried.body).toMatchObject({
      videoId: stillWaiting,
      state: 'waiting',
      retryable: false,
    });
  });
});
