import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * LGPD self-service. `data_exports`: one archive of everything Cena holds about an account, built
 * by the worker, downloadable until `expires_at` (one pending export per account at a time).
 * `deletion_requests`: one per account (a second request is the same request); the account is
 * closed when it is made, the worker erases and records the completion or the last error.
 */
export class PrivacyRequests1763886100000 implements MigrationInterface {
  name = 'PrivacyRequests1763886100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE data_exports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'ready', 'failed', 'expired')),
        storage_key text,
        size_bytes bigint,
        error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        completed_at timestamptz,
        expires_at timestamptz,
        CONSTRAINT data_exports_ready_whole CHECK (
          status <> 'ready' OR (storage_key IS NOT NULL AND expires_at IS NOT NULL)
        )
      )`);
    await q.query(`CREATE INDEX data_exports_user_idx ON data_exports (user_id, created_at DESC)`);
    await q.query(
      `CREATE UNIQUE INDEX data_exports_one_pending_uq ON data_exports (user_id) WHERE status = 'pending'`,
    );
    await q.query(
      `CREATE INDEX data_exports_expiry_idx ON data_exports (expires_at) WHERE status = 'ready'`,
    );
    await q.query(`
      CREATE TABLE deletion_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL UNIQUE REFERENCES users(id),
        status text NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'completed', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        error text,
        requested_at timestamptz NOT NULL DEFAULT now(),
        completed_at timestamptz
      )`);
    await q.query(
      `CREATE INDEX deletion_requests_requested_idx ON deletion_requests (requested_at DESC)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS deletion_requests`);
    await q.query(`DROP TABLE IF EXISTS data_exports`);
  }
}
