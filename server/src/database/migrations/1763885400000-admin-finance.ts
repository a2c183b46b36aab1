import type { MigrationInterface, QueryRunner } from 'typeorm';

const REASONS_BEFORE = [
  'signup_bonus',
  'video_debit',
  'video_refund',
  'purchase',
  'subscription_grant',
  'admin_adjustment',
];

const reasonCheck = (reasons: string[]) =>
  `CHECK (reason IN (${reasons.map((r) => `'${r}'`).join(', ')}))`;

/**
 * Back-office finance: a refunded credit package is taken back from the balance with its own
 * ledger reason ('purchase_refund', once per payment through the ledger's (reason, payment_id)
 * key), and a payment remembers when it was refunded and by whom.
 */
export class AdminFinance1763885400000 implements MigrationInterface {
  name = 'AdminFinance1763885400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE credit_ledger DROP CONSTRAINT IF EXISTS credit_ledger_reason_check`);
    await q.query(
      `ALTER TABLE credit_ledger ADD CONSTRAINT credit_ledger_reason_check ${reasonCheck([
        ...REASONS_BEFORE,
        'purchase_refund',
      ])}`,
    );
    await q.query(`
      ALTER TABLE payments
        ADD COLUMN refunded_at timestamptz,
        ADD COLUMN refunded_by uuid REFERENCES users(id)`);
    await q.query(`CREATE INDEX payments_status_created_idx ON payments (status, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS payments_status_created_idx`);
    await q.query(`ALTER TABLE payments DROP COLUMN refunded_by, DROP COLUMN refunded_at`);
    await q.query(`DELETE FROM credit_ledger WHERE reason = 'purchase_refund'`);
    await q.query(`ALTER TABLE credit_ledger DROP CONSTRAINT IF EXISTS credit_ledger_reason_check`);
    await q.query(
      `ALTER TABLE credit_ledger ADD CONSTRAINT credit_ledger_reason_check ${reasonCheck(REASONS_BEFORE)}`,
    );
  }
}
