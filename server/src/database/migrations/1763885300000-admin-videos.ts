import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Back-office videos.
 * - `videos.approved_at`: under gallery moderation 'approval' a completed video joins the
 *   community gallery only once staff approve it. Every existing video counts as approved.
 * - `credit_ledger.attempt`: a failed video retried by staff is charged again (when its debit was
 *   refunded) as a new attempt, so the ledger's one-debit-one-refund-per-video key becomes one per
 *   (video, attempt). The first render is attempt 0; existing rows keep their meaning.
 */
export class AdminVideos1763885300000 implements MigrationInterface {
  name = 'AdminVideos1763885300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE videos ADD COLUMN approved_at timestamptz`);
    await q.query(`UPDATE videos SET approved_at = COALESCE(completed_at, created_at)`);
    await q.query(`DROP INDEX IF EXISTS videos_gallery_idx`);
    await q.query(
      `CREATE INDEX videos_gallery_idx ON videos (completed_at DESC)
        WHERE status = 'completed' AND is_public AND hidden_at IS NULL AND deleted_at IS NULL
          AND approved_at IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX videos_pending_approval_idx ON videos (completed_at DESC)
        WHERE status = 'completed' AND approved_at IS NULL AND deleted_at IS NULL`,
    );

    await q.query(
      `ALTER TABLE credit_ledger ADD COLUMN attempt smallint NOT NULL DEFAULT 0 CHECK (attempt >= 0)`,
    );
    await q.query(`ALTER TABLE credit_ledger DROP CONSTRAINT credit_ledger_reason_video_uq`);
    await q.query(
      `ALTER TABLE credit_ledger
         ADD CONSTRAINT credit_ledger_reason_video_uq UNIQUE (reason, video_id, attempt)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    // A retried video's later debit and refund cannot fit the one-per-video key, and dropping
    // them would break "ledger sum = balance": refuse rather than lose money history.
    const [{ n }] = (await q.query(
      `SELECT count(*)::int AS n FROM credit_ledger WHERE attempt > 0`,
    )) as { n: number }[];
    if (n > 0) throw new Error(`${n} ledger rows belong to retried attempts: cannot revert`);
    await q.query(`ALTER TABLE credit_ledger DROP CONSTRAINT credit_ledger_reason_video_uq`);
    await q.query(
      `ALTER TABLE credit_ledger ADD CONSTRAINT credit_ledger_reason_video_uq UNIQUE (reason, video_id)`,
    );
    await q.query(`ALTER TABLE credit_ledger DROP COLUMN attempt`);
    await q.query(`DROP INDEX IF EXISTS videos_pending_approval_idx`);
    await q.query(`DROP INDEX IF EXISTS videos_gallery_idx`);
    await q.query(
      `CREATE INDEX videos_gallery_idx ON videos (completed_at DESC)
        WHERE status = 'completed' AND is_public AND hidden_at IS NULL AND deleted_at IS NULL`,
    );
    await q.query(`ALTER TABLE videos DROP COLUMN approved_at`);
  }
}
