import request from 'supertest';
import { TODAY_START_SQL } from '../src/common/business-calendar';
import { CreditsService } from '../src/credits/credits.service';
import { createTestApp, type TestApp } from './support/test-app';
import { balanceAndLedger, createUser, type TestUser } from './support/users';

/** The start of today's São Paulo day, the boundary the daily cap counts from. */
const SP_DAY_START = TODAY_START_SQL;

describe('POST /api/generate for a Business user: free videos under a fair-use cap of 100 a day', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('business');
  });
  afterAll(() => t.close());

  /** `count` videos made earlier in today's São Paulo day (or, with `yesterday`, just before it). */
  async function madeEarlier(user: TestUser, count: number, yesterday = false): Promise<void> {
    const createdAt = yesterday
      ? `${SP_DAY_START} - interval '1 second'`
      : `GREATEST(${SP_DAY_START}, now() - interval '1 minute')`;
    await t.db.query(
      `INSERT INTO videos (user_id, mode, status, prompt, title, duration_s, tone, soundtrack, cost_credits, created_at)
       SELECT $1, 'text', 'completed', 'x', 'x', 8, 'fun', 'none', 0, ${createdAt}
       FROM generate_series(1, $2::int)`,
      [user.id, count],
    );
  }

  async function videoCount(user: TestUser): Promise<number> {
    const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM videos WHERE user_id = $1', [
      user.id,
    ]);
    return n;
  }

  async function ledgerRows(user: TestUser): Promise<{ reason: string; delta: number }[]> {
    return t.db.query('SELECT reason, delta FROM credit_ledger WHERE user_id = $1', [user.id]);
  }

  it('202 with no credits: cost 0, no watermark, top priority, no ledger row, no refund when it fails', async () => {
    const user = await createUser(t, { plan: 'business', credits: 0 });
    const before = await ledgerRows(user);

    const res = await request(t.http)
      .post('/api/generate')
      .set(user.auth)
      .send({ prompt: 'Lançamento da coleção de verão' })
      .expect(202);

    const [video] = await t.db.query(
      'SELECT cost_credits, watermark, priority FROM videos WHERE id = $1',
      [res.body.id],
    );
    expect(video).toEqual({ cost_credits: 0, watermark: false, priority: 1 });
    expect(await ledgerRows(user)).toEqual(before);
    expect(await balanceAndLedger(t, user.id)).toEqual({ balance: 0, ledgerSum: 0 });

    // A failed zero-cost video has nothing to give back.
    await t.db.query(`UPDATE videos SET status = 'failed' WHERE id = $1`, [res.body.id]);
    expect(await t.app.get(CreditsService).refundVideo(res.body.id)).toBeNull();
    expect(await ledgerRows(user)).toEqual(before);
  });

  it('keeps a Business balance untouched', async () => {
    const user = await createUser(t, { plan: 'business', credits: 40 });
    await request(t.http)
      .post('/api/generate')
      .set(user.auth)
      .send({ prompt: 'Feira' })
      .expect(202);
    expect(await balanceAndLedger(t, user.id)).toEqual({ balance: 40, ledgerSum: 40 });
  });

  it('429 fair_use_limit_reached after 100 videos today, yesterday not counted, nothing written', async () => {
    const user = await createUser(t, { plan: 'business', credits: 0 });
    await madeEarlier(user, 5, true);
    await madeEarlier(user, 99);
    await request(t.http)
      .post('/api/generate')
      .set(user.auth)
      .send({ prompt: 'O centésimo' })
      .expect(202);

    const res = await request(t.http)
      .post('/api/generate')
      .set(user.auth)
      .send({ prompt: 'O centésimo primeiro' })
      .expect(429);
    expect(res.body.code).toBe('fair_use_limit_reached');
    expect(await videoCount(user)).toBe(105);
    expect(await balanceAndLedger(t, user.id)).toEqual({ balance: 0, ledgerSum: 0 });
  });

  it('lets exactly 3 of 6 parallel generates through at 97 already today', async () => {
    const user = await createUser(t, { plan: 'business', credits: 0 });
    await madeEarlier(user, 97);
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        request(t.http)
          .post('/api/generate')
          .set(user.auth)
          .send({ prompt: `Promoção relâmpago ${i + 1}` }),
      ),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([202, 202, 202, 429, 429, 429]);
    for (const refused of responses.filter((r) => r.status === 429)) {
      expect(refused.body.code).toBe('fair_use_limit_reached');
    }
    expect(await videoCount(user)).toBe(100);
    expect(await balanceAndLedger(t, user.id)).toEqual({ balance: 0, ledgerSum: 0 });
  });

  it('lists Business with no monthly credits in GET /api/plans', async () => {
    const res = await request(t.http).get('/api/plans').expect(200);
    const business = res.body.plans.find((p: { plan: string }) => p.plan === 'business');
    expect(business).toMatchObject({ productKey: 'business_monthly', monthlyCredits: 0 });
  });

  it('keeps every balance equal to the sum of its ledger', async () => {
    const drifted = await t.db.query(
      `SELECT u.id FROM users u
       WHERE u.credit_balance <> COALESCE((SELECT sum(delta) FROM credit_ledger l WHERE l.user_id = u.id), 0)`,
    );
    expect(drifted).toEqual([]);
  });
});
