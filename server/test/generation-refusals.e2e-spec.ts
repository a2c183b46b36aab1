import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { createTestApp, type TestApp } from './support/test-app';
import { balanceAndLedger, createUser, type TestUser } from './support/users';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('POST /api/generate refusals: the documented code, and nothing written', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('refusals');
  });
  afterAll(() => t.close());

  async function expectNothingWritten(user: TestUser, balance: number): Promise<void> {
    const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM videos WHERE user_id = $1', [
      user.id,
    ]);
    expect(n).toBe(0);
    expect(await balanceAndLedger(t, user.id)).toEqual({ balance, ledgerSum: balance });
    const sources = join(t.config.STORAGE_DIR, 'sources', user.id);
    expect(existsSync(sources) ? readdirSync(sources) : []).toEqual([]);
  }

  it('401 without a token', async () => {
    const res = await request(t.http).post('/api/generate').send({ prompt: 'Bolo' }).expect(401);
    expect(res.body.code).toBe('unauthenticated');
  });

  it('400 prompt_required for a blank prompt, with the spec English text', async () => {
    const user = await createUser(t);
    for (const body of [{}, { prompt: '' }, { prompt: '   \n\t ' }]) {
      const res = await request(t.http)
        .post('/api/generate')
        .set(user.auth)
        .set('Accept-Language', 'en-US')
        .send(body)
        .expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        code: 'prompt_required',
        message: 'Please describe the video you want to create.',
      });
    }
    await expectNothingWritten(user, 20);
  });

  it('400 prompt_too_long over 500 characters (500 is fine)', async () => {
    const user = await createUser(t);
    const res = await request(t.http)
      .post('/api/generate')
      .set(user.auth)
      .send({ prompt: 'a'.repeat(501) })
      .expect(400);
    expect(res.body.code).toBe('prompt_too_long');
    await expectNothingWritten(user, 20);
  });

  it('400 prompt_placeholder for a template slot left in the prompt, on both routes', async () => {
    const user = await createUser(t);
    const generate = await request(t.http)
      .post('/api/generate')
      .set(user.auth)
      .set('Accept-Language', 'pt-BR')
      .send({ prompt: '[nome do restaurante]: prato do dia a R$ 30, de segunda a sexta' })
      .expect(400);
    expect(generate.body).toEqual({
      statusCode: 400,
      code: 'prompt_placeholder',
      message: 'Troque [nome do restaurante] pelos dados do seu negócio antes de criar o vídeo.',
    });
    const legacy = await request(t.http)
      .post('/api/videos')
      .set(user.auth)
      .send({ description: 'Vídeo promocional animado para [seu negócio]', duration: 4 })
      .expect(400);
    expect(legacy.body.code).toBe('prompt_placeholder');
    await expectNothingWritten(user, 20);
  });

  it('400 image_required in image mode without an image', async () => {
    const user = await createUser(t, { plan: 'pro' });
    const res = await request(t.http)
      .post('/api/generate')
      .set(user.auth)
      .send({ prompt: 'Vitrine da loja', mode: 'image' })
      .expect(400);
    expect(res.body.code).toBe('image_required');
    await expectNothingWritten(user, 20);
  });

  it('403 upgrade_required for an image from a Basic account', async () => {
    const user = await createUser(t);
    const res = await request(t.http)
      .post('/api/generate')
      .set(user.auth)
      .field('prompt', 'Meu produto')
      .attach('image', PNG, { filename: 'p.png', contentType: 'image/png' })
      .expect(403);
    expect(res.body.code).toBe('upgrade_required');
    await expectNothingWritten(user, 20);
  });

  it('415 not_an_image by content, whatever the name and header say', async () => {
    const user = await createUser(t, { plan: 'pro' });
    const res = await request(t.http)
      .post('/api/generate')
      .set(user.auth)
      .field('prompt', 'Meu produto')
      .field('mode', 'image')
      .attach('image', Buffer.from('%PDF-1.7 not an image at all'), {
        filename: 'foto.png',
        contentType: 'image/png',
      })
      .set('Accept-Language', 'pt-BR')
      .expect(415);
    expect(res.body).toMatchObject({
      code: 'not_an_image',
      message: 'Por favor, selecione apenas arquivos de imagem.',
    });
    await expectNothingWritten(user, 20);
  });

  it('413 image_too_large over 10 MB, after the other checks', async () => {
    const user = await createUser(t, { plan: 'pro' });
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await request(t.http)
      .post('/api/generate')
      .set(user.auth)
      .attach('image', big, { filename: 'grande.png', contentType: 'image/png' })
      .field('prompt', 'Foto grande')
      .field('mode', 'image')
      .set('Accept-Language', 'pt-BR')
      .expect(413);
    expect(res.body).toMatchObject({
      code: 'image_too_large',
      message: 'A imagem deve ter no máximo 10MB.',
    });
    await expectNothingWritten(user, 20);

    const blank = await request(t.http)
      .post('/api/generate')
      .set(user.auth)
      .attach('image', big, { filename: 'grande.png', contentType: 'image/png' })
      .field('prompt', ' ')
      .expect(400);
    expect(blank.body.code).toBe('prompt_required');
  });

  it('429 daily_limit_reached at the sixth video of a Basic day', async () => {
    const user = await createUser(t, { credits: 200 });
    await t.db.query(
      `INSERT INTO videos (user_id, mode, status, prompt, title, duration_s, tone, soundtrack, cost_credits)
       SELECT $1, 'text', 'completed', 'x', 'x', 8, 'fun', 'none', 20 FROM generate_series(1, 5)`,
      [user.id],
    );
    const res = await request(t.http)
      .post('/api/generate')
      .set(user.auth)
      .send({ prompt: 'Mais um' })
      .expect(429);
    expect(res.body.code).toBe('daily_limit_reached');
    // The limit is a setting: the message says today's number, in the caller's language.
    expect(res.body.message).toBe(
      'Você atingiu o limite de 5 vídeos por dia do plano Basic. Volte amanhã ou assine o Pro.',
    );
    const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM videos WHERE user_id = $1', [
      user.id,
    ]);
    expect(n).toBe(5);
    expect(await balanceAndLedger(t, user.id)).toEqual({ balance: 200, ledgerSum: 200 });

    await t.db.query(
      `UPDATE videos SET status = 'failed' WHERE user_id = $1 AND ctid IN (SELECT ctid FROM videos WHERE user_id = $1 LIMIT 1)`,
      [user.id],
    );
    await request(t.http)
      .post('/api/generate')
      .set(user.auth)
      .send({ prompt: 'Um falhou, então cabe mais um' })
      .expect(202);
  });

  it('lets exactly 5 of 6 parallel generates through for a Basic user with credits for 10', async () => {
    const user = await createUser(t, { credits: 200 });
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        request(t.http)
          .post('/api/generate')
          .set(user.auth)
          .send({ prompt: `Oferta do dia número ${i + 1}` }),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    expect(responses.find((r) => r.status === 429)!.body.code).toBe('daily_limit_reached');
    const videos = await t.db.query('SELECT id, cost_credits FROM videos WHERE user_id = $1', [
      user.id,
    ]);
    expect(videos.map((v: { id: string }) => v.id).sort()).toEqual(
      responses
        .filter((r) => r.status === 202)
        .map((r) => r.body.id)
        .sort(),
    );
    const debits = await t.db.query(
      `SELECT video_id, delta FROM credit_ledger WHERE user_id = $1 AND delta < 0`,
      [user.id],
    );
    expect(debits).toHaveLength(5);
    expect(new Set(debits.map((d: { video_id: string }) => d.video_id)).size).toBe(5);
    expect(await balanceAndLedger(t, user.id)).toEqual({ balance: 100, ledgerSum: 100 });
  });

  it('402 insufficient_credits below the cost', async () => {
    const user = await createUser(t, { credits: 19 });
    const res = await request(t.http)
      .post('/api/generate')
      .set(user.auth)
      .send({ prompt: 'Bolo de pote' })
      .expect(402);
    expect(res.body.code).toBe('insufficient_credits');
    expect(res.body.message).toContain('São necessários 20 créditos');
    await expectNothingWritten(user, 19);

    const pro = await createUser(t, { plan: 'pro', credits: 34 });
    const expansion = await request(t.http)
      .post('/api/generate')
      .set(pro.auth)
      .field('prompt', 'Expansão mágica custa 35')
      .field('magicExpansion', 'true')
      .attach('image', PNG, { filename: 'p.png', contentType: 'image/png' })
      .expect(402);
    expect(expansion.body.code).toBe('insufficient_credits');
    expect(expansion.body.message).toContain('São necessários 35 créditos');
    await expectNothingWritten(pro, 34);
  });

  it('400 for a duration outside 4–8 s and unknown fields', async () => {
    const user = await createUser(t);
    expect(
      (
        await request(t.http)
          .post('/api/generate')
          .set(user.auth)
          .send({ prompt: 'x', duration: 9 })
          .expect(400)
      ).body.code,
    ).toBe('invalid_duration');
    expect(
      (
        await request(t.http)
          .post('/api/generate')
          .set(user.auth)
          .send({ prompt: 'x', duration: 3 })
          .expect(400)
      ).body.code,
    ).toBe('invalid_duration');
    const unknown = await request(t.http)
      .post('/api/generate')
      .set(user.auth)
      .send({ prompt: 'x', credits: 0 })
      .expect(400);
    expect(unknown.body).toMatchObject({ code: 'validation_failed', fields: ['credits'] });
    await expectNothingWritten(user, 20);
  });
});
