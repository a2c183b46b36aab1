import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Billing: the checkout sessions Cena created (what was offered at which catalogue price, and
 * the sandbox's own state), receipt links, and the provider time of the last subscription
 * change applied (so an older event never overwrites a newer state).
 */
export class Billing1763885100000 implements MigrationInterface {
  name = 'Billing1763885100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE checkout_sessions (
        id text PRIMARY KEY,
        provider text NOT NULL,
        user_id uuid NOT NULL REFERENCES users(id),
        kind text NOT NULL CHECK (kind IN ('credits', 'subscription')),
        product_key text NOT NULL,
        amount_cents integer NOT NULL CHECK (amount_cents >= 0),
        credits integer NOT NULL DEFAULT 0 CHECK (credits >= 0),
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'complete', 'expired')),
        provider_subscription_id text,
        created_at timestamptz NOT NULL DEFAULT now(),
        completed_at timestamptz
      )`);
    await q.query(
      `CREATE INDEX checkout_sessions_user_idx ON checkout_sessions (user_id, created_at DESC)`,
    );
    await q.query(`ALTER TABLE payments ADD COLUMN receipt_url text`);
    await q.query(`
      ALTER TABLE subscriptions
        ADD COLUMN product_key text,
        ADD COLUMN provider_customer_id text,
        ADD COLUMN provider_updated_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE subscriptions
        DROP COLUMN provider_updated_at,
        DROP COLUMN provider_customer_id,
        DROP COLUMN product_key`);
    await q.query(`ALTER TABLE payments DROP COLUMN receipt_url`);
    await q.query(`DROP TABLE checkout_sessions`);
  }
}
