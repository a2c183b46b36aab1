import request from 'supertest';
import { CreditsService } from '../src/credits/credits.service';
import { DomainError } from '../src/common/domain-error';
import { createTestApp, type TestApp } from './support/test-app';
import { bearer, signUp } from './support/identity';

describe('credits ledger', () => {
  let t: TestApp;
  let credits: CreditsService;

  beforeAll(async () => {
    t = await createTestApp('credits');
    credits = t.app.get(CreditsService);
  });
  afterAll(() => t.close());

  async function newUser(): Promise<string> {
    const user = await signUp();
    const res = await request(t.http).post('/api/auth/sync').set(bearer(user)).send({}).expect(200);
    return res.body.user.id;
  }

  async function insertVideos(userId: string, n: number): Promise<string[]> {
    const rows: { id: string }[] = await t.db.query(
      `INSERT INTO videos (user_id, mode, prompt, title, duration_s, tone, soundtrack, cost_credits)
       SELECT $1, 'text', 'Bolo de cenoura', 'Vídeo Gerado', 8, 'fun', 'animated', 5 FROM generate_series(1, $2)
       RETURNING id`,
      [userId, n],
    );
    return rows.map((r) => r.id);
  }

  const balanceOf = async (userId: string) =>
    (await t.db.query('SELECT credit_balance FROM users WHERE id = $1', [userId]))[0]
      .credit_balance as number;

  it('never takes the balance below zero under concurrent debits', async () => {
    const userId = await newUser();
    const videos = await insertVideos(userId, 12);
    const outcomes = await Promise.allSettled(
      videos.map((id) => credits.debitForVideo(userId, id, 5)),
    );
    const applied = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o) => o.status === 'rejected') as PromiseRejectedResult[];
    expect(applied).toHaveLength(4);
    expect(refused).toHaveLength(8);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(DomainError);
      expect((r.reason as DomainError).code).toBe('insufficient_credits');
    }
    expect(await balanceOf(userId)).toBe(0);
    expect(await credits.ledgerSum(userId)).toBe(0);
  });

  it('applies a debit, a refund and a payment grant once however often they are retried', async () => {
    const userId = await newUser();
    const [video] = await insertVideos(userId, 1);
    const debits = await Promise.all(
      [1, 2, 3].map(() => credits.debitForVideo(userId, video, 20).catch((e) => e)),
    );
    expect(debits.filter((d) => d.applied === true)).toHaveLength(1);
    expect(await balanceOf(userId)).toBe(0);

    const refunds = await Promise.all([1, 2, 3, 4].map(() => credits.refundVideo(video)));
    expect(refunds.filter((r) => r?.applied)).toHaveLength(1);
    expect(await balanceOf(userId)).toBe(20);

    const [payment] = await t.db.query(
      `INSERT INTO payments (user_id, provider, kind, product_key, amount_cents, credits, status)
       VALUES ($1, 'sandbox', 'credits', 'credits_100', 2900, 100, 'paid') RETURNING id`,
      [userId],
    );
    const grants = await Promise.all(
      [1, 2].map(() =>
        credits.grant({ userId, amount: 100, reason: 'purchase', paymentId: payment.id }),
      ),
    );
    expect(grants.filter((g) => g.applied)).toHaveLength(1);
    expect(await balanceOf(userId)).toBe(120);
    expect(await credits.ledgerSum(userId)).toBe(120);
    const ledger = await t.db.query(
      'SELECT reason, delta, balance_after FROM credit_ledger WHERE user_id = $1 ORDER BY id',
      [userId],
    );
    expect(ledger).toEqual([
      { reason: 'signup_bonus', delta: 20, balance_after: 20 },
      { reason: 'video_debit', delta: -20, balance_after: 0 },
      { reason: 'video_refund', delta: 20, balance_after: 20 },
      { reason: 'purchase', delta: 100, balance_after: 120 },
    ]);
  });

  it('refuses a balance below zero at the database too', async () => {
    const userId = await newUser();
    await expect(
      t.db.query('UPDATE users SET credit_balance = -1 WHERE id = $1', [userId]),
    ).rejects.toThrow(/check constraint/);
  });
});
