import { createServer } from 'node:net';
import type { Redis } from 'ioredis';
import request from 'supertest';
import { RedisThrottlerStorage } from '../src/common/throttler/redis-throttler.storage';
import { REDIS } from '../src/redis/redis.module';
import { createTestApp, type TestApp } from './support/test-app';
import { until } from './support/until';
import { bearer, type EmulatorUser } from './support/identity';
import { fenced, type OpenAiTestServer, startOpenAiTestServer } from './support/openai-server';
import { createUser } from './support/users';

const IDEA = 'Promoção de pão de queijo quentinho na Padaria Bom Dia, todo sábado de manhã';

/** An offer that names no business: with a kit, the assistant names it. */
const OFFER = 'Promoção de sonho a R$ 5 neste sábado, 25/10';
const KIT = {
  businessName: 'Doceria Flor de Lis',
  whatsapp: '(11) 98765-4321',
  phone: null,
  instagram: null,
  address: 'Rua das Flores, 120 - Centro',
  hours: 'Seg a sáb, 9h às 19h',
  website: null,
  colors: [],
};

/** Saves `KIT` as the user's brand kit through the api. */
async function saveKit(t: TestApp, user: EmulatorUser): Promise<void> {
  await request(t.http).put('/api/brand-kit').set(bearer(user)).send(KIT).expect(200);
}

async function sessionRow(t: TestApp, id: string): Promise<Record<string, unknown>> {
  const rows: Record<string, unknown>[] = await t.db.query(
    'SELECT * FROM prompt_sessions WHERE id = $1',
    [id],
  );
  return rows[0];
}

/** A loopback port with nothing listening: connections are refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('prompt assistant', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('prompts');
  });
  afterAll(() => t.close());

  const refine = (user: EmulatorUser, body: object) =>
    request(t.http).post('/api/refine-prompt').set(bearer(user)).send(body);
  const alternatives = (user: EmulatorUser, body: object) =>
    request(t.http)
      .post('/api/generate-alternatives')
      .set(bearer(user))
      .set('Accept-Language', 'pt-BR')
      .send(body);
  const formatFinal = (user: EmulatorUser, body: object) =>
    request(t.http).post('/api/format-final-prompt').set(bearer(user)).send(body);

  it('refines, adds two proposals, formats the final prompt and keeps it all on the session', async () => {
    const user = await createUser(t);
    const first = await refine(user, { userPrompt: `  ${IDEA}  `, userLanguage: 'pt-BR' }).expect(
      200,
    );
    expect(first.body).toEqual({
      refinedPrompt: expect.any(String),
      tags: expect.any(Array),
      sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      category: 'bakery',
    });
    expect(first.body.refinedPrompt.length).toBeGreaterThan(0);
    const { sessionId } = first.body;

    const second = await alternatives(user, {
      originalPrompt: IDEA,
      previousSuggestions: [first.body.refinedPrompt],
      sessionId,
    }).expect(200);
    expect(second.body).toEqual({ newAlternative: expect.any(String), tags: expect.any(Array) });
    expect(second.body.newAlternative).not.toBe(first.body.refinedPrompt);

    const third = await alternatives(user, {
      originalPrompt: IDEA,
      previousSuggestions: [first.body.refinedPrompt, second.body.newAlternative],
      sessionId,
    }).expect(200);
    const shown = [first.body.refinedPrompt, second.body.newAlternative, third.body.newAlternative];
    expect(new Set(shown).size).toBe(3);

    const final = await formatFinal(user, { approvedPrompt: shown[1], sessionId }).expect(200);
    expect(final.body).toEqual({
      finalPrompt: expect.any(String),
      englishPrompt: expect.any(String),
    });
    expect(final.body.finalPrompt.length).toBeGreaterThan(0);
    expect(final.body.finalPrompt.length).toBeLessThanOrEqual(500);
    expect(final.body.englishPrompt.length).toBeGreaterThan(0);

    const row = await sessionRow(t, sessionId);
    expect(row).toMatchObject({
      user_id: user.id,
      original_prompt: IDEA,
      locale: 'pt-BR',
      category: 'bakery',
      engine: 'local',
      proposals: [
        { prompt: shown[0], tags: first.body.tags },
        { prompt: shown[1], tags: second.body.tags },
        { prompt: shown[2], tags: third.body.tags },
      ],
      selected_index: 1,
      final_prompt: final.body.finalPrompt,
      english_prompt: final.body.englishPrompt,
    });
  });

  it('refuses a blank prompt and one over 500 characters after trimming', async () => {
    const user = await createUser(t);
    for (const userPrompt of ['', '   \n\t ']) {
      const res = await refine(user, { userPrompt }).set('Accept-Language', 'en-US').expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        code: 'prompt_required',
        message: 'Please describe the video you want to create.',
      });
    }
    const tooLong = await refine(user, { userPrompt: 'a'.repeat(501) }).expect(400);
    expect(tooLong.body.code).toBe('prompt_too_long');
    await refine(user, { userPrompt: `   ${'a'.repeat(500)}   ` }).expect(200);

    await alternatives(user, { originalPrompt: ' ' })
      .expect(400)
      .expect((r) => expect(r.body.code).toBe('prompt_required'));
    await formatFinal(user, { approvedPrompt: 'b'.repeat(501) })
      .expect(400)
      .expect((r) => expect(r.body.code).toBe('prompt_too_long'));
    const rows: unknown[] = await t.db.query('SELECT 1 FROM prompt_sessions WHERE user_id = $1', [
      user.id,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('caps absurd bodies and unknown fields with validation_failed', async () => {
    const user = await createUser(t);
    const cases: [string, object, string][] = [
      ['/api/refine-prompt', { userPrompt: 'a'.repeat(5_001) }, 'userPrompt'],
      ['/api/refine-prompt', { userPrompt: 42 }, 'userPrompt'],
      ['/api/refine-prompt', { userPrompt: 'Padaria', userLanguage: 'xx-XX' }, 'userLanguage'],
      ['/api/refine-prompt', { userPrompt: 'Padaria', credits: 10 }, 'credits'],
      [
        '/api/generate-alternatives',
        { originalPrompt: 'Padaria', previousSuggestions: Array(11).fill('x') },
        'previousSuggestions',
      ],
      [
        '/api/generate-alternatives',
        { originalPrompt: 'Padaria', previousSuggestions: ['x'.repeat(1_001)] },
        'previousSuggestions',
      ],
      ['/api/generate-alternatives', { originalPrompt: 'Padaria', sessionId: 'abc' }, 'sessionId'],
      ['/api/generate-alternatives', { originalPrompt: 'Padaria', count: 4 }, 'count'],
      ['/api/format-final-prompt', { approvedPrompt: 'x'.repeat(5_001) }, 'approvedPrompt'],
      ['/api/prompt-chat', { messages: [] }, 'messages'],
      [
        '/api/prompt-chat',
        { messages: Array(31).fill({ role: 'user', content: 'oi' }) },
        'messages',
      ],
      [
        '/api/prompt-chat',
        { messages: [{ role: 'user', content: 'x'.repeat(2_001) }] },
        'messages',
      ],
      ['/api/prompt-chat', { messages: [{ role: 'system', content: 'oi' }] }, 'messages'],
    ];
    for (const [path, body, field] of cases) {
      const res = await request(t.http).post(path).set(bearer(user)).send(body);
      expect({ path, body: Object.keys(body), status: res.status, code: res.body.code }).toEqual({
        path,
        body: Object.keys(body),
        status: 400,
        code: 'validation_failed',
      });
      expect(res.body.fields.join(' ')).toContain(field);
    }
  });

  it('answers 401 on every route without sign-in', async () => {
    const bodies: [string, object][] = [
      ['/api/refine-prompt', { userPrompt: IDEA }],
      ['/api/generate-alternatives', { originalPrompt: IDEA }],
      ['/api/format-final-prompt', { approvedPrompt: IDEA }],
      ['/api/prompt-chat', { messages: [{ role: 'user', content: IDEA }] }],
    ];
    for (const [path, body] of bodies) {
      const res = await request(t.http).post(path).send(body).expect(401);
      expect(res.body.code).toBe('unauthenticated');
    }
  });

  it('refuses a 4th proposal with 409 proposal_limit, counted on the session', async () => {
    const user = await createUser(t);
    const { sessionId } = (await refine(user, { userPrompt: IDEA }).expect(200)).body;
    await alternatives(user, { originalPrompt: IDEA, sessionId }).expect(200);
    await alternatives(user, { originalPrompt: IDEA, sessionId }).expect(200);
    // The stored session counts, not what the client claims to have seen.
    const res = await alternatives(user, {
      originalPrompt: IDEA,
      sessionId,
      previousSuggestions: [],
    }).expect(409);
    expect(res.body).toEqual({
      statusCode: 409,
      code: 'proposal_limit',
      message: 'Limite de 3 propostas atingido',
    });
    expect((await sessionRow(t, sessionId)).proposals).toHaveLength(3);
  });

  it('refuses a 4th proposal counted from previousSuggestions when there is no session', async () => {
    const user = await createUser(t);
    const ok = await alternatives(user, {
      originalPrompt: IDEA,
      previousSuggestions: ['primeira', 'segunda'],
    }).expect(200);
    expect(ok.body.newAlternative).toEqual(expect.any(String));
    const res = await alternatives(user, {
      originalPrompt: IDEA,
      previousSuggestions: ['primeira', 'segunda', ok.body.newAlternative],
    }).expect(409);
    expect(res.body.code).toBe('proposal_limit');
    expect(res.body.message).toBe('Limite de 3 propostas atingido');
  });

  it('answers a list when asked for several, only as many as fit', async () => {
    const user = await createUser(t);
    const first = (await refine(user, { userPrompt: IDEA }).expect(200)).body;
    const res = await alternatives(user, {
      originalPrompt: IDEA,
      sessionId: first.sessionId,
      count: 3,
    }).expect(200);
    expect(res.body).toEqual({ alternatives: [expect.any(String), expect.any(String)] });
    expect(new Set([first.refinedPrompt, ...res.body.alternatives]).size).toBe(3);
    const row = await sessionRow(t, first.sessionId);
    expect((row.proposals as { prompt: string }[]).map((p) => p.prompt)).toEqual([
      first.refinedPrompt,
      ...res.body.alternatives,
    ]);
  });

  it('never stores more than 3 proposals when 3 alternatives race on a session', async () => {
    const user = await createUser(t);
    const { sessionId } = (await refine(user, { userPrompt: IDEA }).expect(200)).body;
    const responses = await Promise.all(
      Array.from({ length: 3 }, () => alternatives(user, { originalPrompt: IDEA, sessionId })),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 409]);
    const proposals = (await sessionRow(t, sessionId)).proposals as { prompt: string }[];
    expect(proposals).toHaveLength(3);
    expect(new Set(proposals.map((p) => p.prompt)).size).toBe(3);
    const answered = responses.filter((r) => r.status === 200).map((r) => r.body.newAlternative);
    expect(
      proposals
        .slice(1)
        .map((p) => p.prompt)
        .sort(),
    ).toEqual(answered.sort());
  });

  it("answers 404 for another user's session (or an unknown one) and leaves it untouched", async () => {
    const owner = await createUser(t);
    const intruder = await createUser(t);
    const { sessionId } = (await refine(owner, { userPrompt: IDEA }).expect(200)).body;

    for (const id of [sessionId, '00000000-0000-4000-8000-000000000000']) {
      await alternatives(intruder, { originalPrompt: IDEA, sessionId: id })
        .expect(404)
        .expect((r) => expect(r.body.code).toBe('not_found'));
      await formatFinal(intruder, { approvedPrompt: IDEA, sessionId: id })
        .expect(404)
        .expect((r) => expect(r.body.code).toBe('not_found'));
    }
    expect(await sessionRow(t, sessionId)).toMatchObject({
      proposals: [expect.any(Object)],
      final_prompt: null,
      english_prompt: null,
    });
  });

  it('formats a prompt without a session', async () => {
    const user = await createUser(t);
    const res = await formatFinal(user, { approvedPrompt: IDEA }).expect(200);
    expect(res.body).toEqual({
      finalPrompt: expect.any(String),
      englishPrompt: expect.any(String),
    });
  });

  it('holds a chat that answers each user message', async () => {
    const user = await createUser(t);
    const res = await request(t.http)
      .post('/api/prompt-chat')
      .set(bearer(user))
      .send({ messages: [{ role: 'user', content: 'Quero divulgar minha padaria' }] })
      .expect(200);
    expect(res.body).toEqual({ reply: expect.any(String), done: expect.any(Boolean) });
    expect(res.body.reply.length).toBeGreaterThan(0);

    const next = await request(t.http)
      .post('/api/prompt-chat')
      .set(bearer(user))
      .send({
        userLanguage: 'en-US',
        messages: [
          { role: 'user', content: 'I want to promote my bakery' },
          { role: 'assistant', content: res.body.reply },
          {
            role: 'user',
            content: 'Fresh bread every morning at Sunny Bakery, 10% off on Saturdays',
          },
        ],
      })
      .expect(200);
    expect(typeof next.body.reply).toBe('string');
    if (next.body.done) expect(next.body.finalPrompt).toEqual(expect.any(String));

    await request(t.http)
      .post('/api/prompt-chat')
      .set(bearer(user))
      .send({ messages: [{ role: 'user', content: '   ' }] })
      .expect(400)
      .expect((r) => expect(r.body.code).toBe('prompt_required'));
  });

  it("names the kit's business in every proposal and skips the questions the kit answers, for its owner only", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    await saveKit(t, owner);

    const first = await refine(owner, { userPrompt: OFFER, userLanguage: 'pt-BR' }).expect(200);
    expect(first.body.refinedPrompt).toContain('Doceria Flor de Lis');
    expect(first.body.refinedPrompt).toContain('R$ 5');
    const second = await alternatives(owner, {
      originalPrompt: OFFER,
      previousSuggestions: [first.body.refinedPrompt],
      sessionId: first.body.sessionId,
    }).expect(200);
    expect(second.body.newAlternative).toContain('Doceria Flor de Lis');
    // The session keeps the customer's own words; the name is the assistant's doing.
    expect((await sessionRow(t, first.body.sessionId)).original_prompt).toBe(OFFER);

    const theirs = await refine(other, { userPrompt: OFFER, userLanguage: 'pt-BR' }).expect(200);
    expect(theirs.body.refinedPrompt).not.toContain('Flor de Lis');

    const chat = (user: EmulatorUser, messages: { role: string; content: string }[]) =>
      request(t.http)
        .post('/api/prompt-chat')
        .set(bearer(user))
        .send({ userLanguage: 'pt-BR', messages })
        .expect(200);
    const opening = await chat(owner, [{ role: 'user', content: 'Oi' }]);
    expect(opening.body.done).toBe(false);
    expect(opening.body.reply).toContain('Minha marca');
    expect(opening.body.reply).not.toMatch(/whats ?app|se chama|seu negócio/iu);
    expect((await chat(other, [{ role: 'user', content: 'Oi' }])).body.reply).toMatch(/se chama/u);

    const messages = [{ role: 'user', content: 'promoção de sonho a R$ 5 neste sábado' }];
    for (const answer of ['famílias do bairro', 'divertido']) {
      const turn = await chat(owner, messages);
      expect(turn.body.done).toBe(false);
      expect(turn.body.reply).not.toMatch(/whats ?app|se chama|seu negócio/iu);
      messages.push(
        { role: 'assistant', content: turn.body.reply },
        { role: 'user', content: answer },
      );
    }
    const done = await chat(owner, messages);
    expect(done.body).toMatchObject({
      done: true,
      finalPrompt: 'Doceria Flor de Lis. Promoção de sonho a R$ 5 neste sábado',
    });
  });

  it('lists the four routes in the OpenAPI document', async () => {
    const res = await request(t.http).get('/api/docs/json').expect(200);
    for (const path of [
      '/api/refine-prompt',
      '/api/generate-alternatives',
      '/api/format-final-prompt',
      '/api/prompt-chat',
    ]) {
      expect(res.body.paths[path]).toHaveProperty('post');
    }
  });

  describe('Redis throttler storage', () => {
    let storage: RedisThrottlerStorage;

    beforeAll(() => {
      storage = t.app.get(RedisThrottlerStorage, { strict: false });
    });

    it('counts a fixed window, blocks past the limit and starts afresh after the block', async () => {
      const key = `unit-${Date.now()}`;
      const hits: Awaited<ReturnType<RedisThrottlerStorage['increment']>>[] = [];
      for (let i = 0; i < 3; i++) hits.push(await storage.increment(key, 400, 2, 400, 'test'));
      expect(hits.map((h) => [h.totalHits, h.isBlocked])).toEqual([
        [1, false],
        [2, false],
        [3, true],
      ]);
      expect(hits[2].timeToBlockExpire).toBe(1);
      expect((await storage.increment(key, 400, 2, 400, 'test')).isBlocked).toBe(true);
      // Afresh once Redis has let the window and the block expire, however long that took.
      const redis = t.app.get<Redis>(REDIS, { strict: false });
      const base = `${t.config.QUEUE_PREFIX}:throttle:{test:${key}}`;
      await until('the window and the block to expire', async () => {
        return (await redis.exists(`${base}:hits`, `${base}:block`)) === 0;
      });
      expect(await storage.increment(key, 400, 2, 400, 'test')).toMatchObject({
        totalHits: 1,
        isBlocked: false,
      });
    });

    it('lets exactly `limit` of a burst through', async () => {
      const key = `burst-${Date.now()}`;
      const results = await Promise.all(
        Array.from({ length: 25 }, () => storage.increment(key, 60_000, 7, 60_000, 'test')),
      );
      expect(results.filter((r) => !r.isBlocked)).toHaveLength(7);
    });

    it('keeps its keys under the app prefix, with an expiry', async () => {
      const redis = t.app.get<Redis>(REDIS, { strict: false });
      await storage.increment('prefixed', 60_000, 5, 60_000, 'test');
      const keys = await redis.keys(`${t.config.QUEUE_PREFIX}:throttle:*prefixed*`);
      expect(keys).toEqual([`${t.config.QUEUE_PREFIX}:throttle:{test:prefixed}:hits`]);
      expect(await redis.pttl(keys[0])).toBeGreaterThan(0);
    });
  });
});

describe('prompt assistant rate limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('prompts_rate', { PROMPT_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 rate_limited on the 4th call in a minute, per account, across the four routes', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const { sessionId } = (
      await request(t.http).post('/api/refine-prompt').set(bearer(user)).send({ userPrompt: IDEA })
    ).body;
    await request(t.http)
      .post('/api/generate-alternatives')
      .set(bearer(user))
      .send({ originalPrompt: IDEA, sessionId })
      .expect(200);
    await request(t.http)
      .post('/api/prompt-chat')
      .set(bearer(user))
      .send({ messages: [{ role: 'user', content: IDEA }] })
      .expect(200);

    const limited = await request(t.http)
      .post('/api/format-final-prompt')
      .set(bearer(user))
      .set('Accept-Language', 'pt-BR')
      .send({ approvedPrompt: IDEA, sessionId })
      .expect(429);
    expect(limited.body).toEqual({
      statusCode: 429,
      code: 'rate_limited',
      message: 'Muitas tentativas em pouco tempo. Aguarde um instante e tente de novo.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await sessionRow(t, sessionId)).final_prompt).toBeNull();

    // Another account behind the same address is not affected.
    await request(t.http)
      .post('/api/refine-prompt')
      .set(bearer(other))
      .send({ userPrompt: IDEA })
      .expect(200);
  });
});

describe('prompt assistant with an unreachable OpenAI-compatible server', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('prompts_fallback', {
      OPENAI_BASE_URL: `http://127.0.0.1:${await closedPort()}/v1`,
      OPENAI_API_KEY: 'sk-test',
    });
  });
  afterAll(() => t.close());

  it('still answers every route from the local engine', async () => {
    const user = await createUser(t);
    const first = await request(t.http)
      .post('/api/refine-prompt')
      .set(bearer(user))
      .send({ userPrompt: IDEA })
      .expect(200);
    expect(first.body).toMatchObject({ refinedPrompt: expect.any(String), category: 'bakery' });
    expect((await sessionRow(t, first.body.sessionId)).engine).toBe('openai');

    const alt = await request(t.http)
      .post('/api/generate-alternatives')
      .set(bearer(user))
      .send({ originalPrompt: IDEA, sessionId: first.body.sessionId })
      .expect(200);
    expect(alt.body.newAlternative).not.toBe(first.body.refinedPrompt);
    await request(t.http)
      .post('/api/format-final-prompt')
      .set(bearer(user))
      .send({ approvedPrompt: alt.body.newAlternative, sessionId: first.body.sessionId })
      .expect(200);
    await request(t.http)
      .post('/api/prompt-chat')
      .set(bearer(user))
      .send({ messages: [{ role: 'user', content: IDEA }] })
      .expect(200);
  });
});

// Veo renders here: for the local engine the proposals are its own storyboard and never reach
// a model (see the next block).
describe('prompt assistant with a failing OpenAI-compatible server', () => {
  let t: TestApp;
  let openai: OpenAiTestServer;

  beforeAll(async () => {
    openai = await startOpenAiTestServer({ kind: 'server_error', status: 500 });
    t = await createTestApp('prompts_openai', {
      OPENAI_BASE_URL: openai.baseURL,
      VIDEO_PROVIDER: 'veo',
      GEMINI_API_KEY: 'test-gemini-key',
    });
  });
  afterAll(async () => {
    await t.close();
    await openai.close();
  });

  it('tries the server, then answers 200 from the local engine', async () => {
    const user = await createUser(t);
    const res = await request(t.http)
      .post('/api/refine-prompt')
      .set(user.auth)
      .send({ userPrompt: IDEA })
      .expect(200);
    expect(res.body).toMatchObject({ refinedPrompt: expect.any(String), category: 'bakery' });
    expect(openai.requests.length).toBeGreaterThan(0);
    expect(openai.requests[0].body.model).toBe(t.config.PROMPT_MODEL);

    openai.reset();
    await request(t.http)
      .post('/api/prompt-chat')
      .set(user.auth)
      .send({ messages: [{ role: 'user', content: IDEA }] })
      .expect(200);
    expect(openai.requests.length).toBeGreaterThan(0);
  });

  it('uses the server when it answers', async () => {
    openai.setDefault({ kind: 'valid' });
    openai.reset();
    const user = await createUser(t);
    const res = await request(t.http)
      .post('/api/refine-prompt')
      .set(user.auth)
      .send({ userPrompt: IDEA })
      .expect(200);
    expect(res.body.refinedPrompt).toEqual(expect.any(String));
    expect(openai.requests).toHaveLength(1);
    expect(openai.requests[0].body.messages[1].content).not.toContain('<brand_kit>');
  });

  it("sends the server the kit's facts and answers with a proposal naming the business", async () => {
    openai.setDefault({ kind: 'valid' });
    openai.reset();
    const user = await createUser(t);
    await saveKit(t, user);

    const res = await request(t.http)
      .post('/api/refine-prompt')
      .set(user.auth)
      .send({ userPrompt: OFFER, userLanguage: 'pt-BR' })
      .expect(200);

    expect(res.body.refinedPrompt).toContain('Doceria Flor de Lis');
    expect(openai.requests).toHaveLength(1);
    const sent = openai.requests[0].body.messages[1].content;
    expect(fenced(sent, 'brand_kit')).toEqual([
      [
        'Business name: Doceria Flor de Lis',
        'WhatsApp: (11) 98765-4321',
        'Address: Rua das Flores, 120 - Centro',
        'Opening hours: Seg a sáb, 9h às 19h',
      ].join('\n'),
    ]);
  });
});

describe('prompt assistant with an OpenAI-compatible server and the local video engine', () => {
  let t: TestApp;
  let openai: OpenAiTestServer;

  beforeAll(async () => {
    openai = await startOpenAiTestServer({ kind: 'valid' });
    t = await createTestApp('prompts_openai_local', { OPENAI_BASE_URL: openai.baseURL });
  });
  afterAll(async () => {
    await t.close();
    await openai.close();
  });

  it("proposes the local engine's storyboard of the customer's words, asking no model", async () => {
    const user = await createUser(t);
    const res = await request(t.http)
      .post('/api/refine-prompt')
      .set(user.auth)
      .send({ userPrompt: IDEA, userLanguage: 'pt-BR' })
      .expect(200);
    expect(res.body.refinedPrompt).toMatch(/^Visual /u);
    expect(res.body.refinedPrompt).toContain('Na tela: “');
    expect(res.body.refinedPrompt).not.toMatch(/close-up|câmera/iu);
    expect(openai.requests).toHaveLength(0);
  });
});
