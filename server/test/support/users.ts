import request from 'supertest';
import type { Plan, Role } from '@cena/contracts';
import type { TestApp } from './test-app';
import { bearer, signUp, type EmulatorUser } from './identity';

export interface TestUser extends EmulatorUser {
  id: string;
  auth: Record<string, string>;
}

/** A signed-up, synced user (20 credits), optionally on another plan or with another balance. */
export async function createUser(
  t: TestApp,
  options: { plan?: Plan; credits?: number; email?: string } = {},
): Promise<TestUser> {
  const user = await signUp(options.email);
  const res = await request(t.http).post('/api/auth/sync').set(bearer(user)).send({}).expect(200);
  const id = res.body.user.id as string;
  if (options.plan)
    await t.db.query('UPDATE users SET plan = $2 WHERE id = $1', [id, options.plan]);
  if (options.credits !== undefined && options.credits !== 20) {
    const delta = options.credits - 20;
    await t.db.query(
      `INSERT INTO credit_ledger (user_id, delta, reason, note, balance_after)
       VALUES ($1, $2, 'admin_adjustment', 'test setup', $3)`,
      [id, delta, options.credits],
    );
    await t.db.query('UPDATE users SET credit_balance = $2 WHERE id = $1', [id, options.credits]);
  }
  return { ...user, id, auth: bearer(user) };
}

/** A signed-up, synced user with a staff role (the back office's admin or support). */
export async function withRole(t: TestApp, role: Exclude<Role, 'user'>): Promise<TestUser> {
  const user = await createUser(t);
  await t.db.query('UPDATE users SET role = $2 WHERE id = $1', [user.id, role]);
  return user;
}

export async function balanceAndLedger(
  t: TestApp,
  userId: string,
): Promise<{ balance: number; ledgerSum: number }> {
  const [row] = await t.db.query(
    `SELECT u.credit_balance AS balance, COALESCE((SELECT sum(delta) FROM credit_ledger WHERE user_id = u.id), 0)::int AS ledger
     FROM users u WHERE u.id = $1`,
    [userId],
  );
  return { balance: row.balance, ledgerSum: row.ledger };
}

/** Polls the video until it leaves queued/processing. */
export async function waitForVideo(
  t: TestApp,
  user: TestUser,
  id: string,
  timeoutMs = 60_000,
): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await request(t.http).get(`/api/videos/${id}`).set(user.auth).expect(200);
    if (!['queued', 'processing'].includes(res.body.status)) return res.body;
    if (Date.now() > deadline)
      throw new Error(`video ${id} still ${res.body.status} (${res.body.progress}%)`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
