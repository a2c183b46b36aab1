import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Alerts are deduplicated while open: at most one unacknowledged alert per kind, so the
 * scheduled check can insert `ON CONFLICT DO …` from any worker replica without a race.
 */
export class AlertsDedupe1763885500000 implements MigrationInterface {
  name = 'AlertsDedupe1763885500000';

  async up(q: QueryRunner): Promise<void> {
    // Any older duplicate open alert (none are written before this migration) is closed first.
    await q.query(`
      UPDATE alerts a SET acknowledged_at = now()
       WHERE a.acknowledged_at IS NULL
         AND EXISTS (SELECT 1 FROM alerts b
                      WHERE b.kind = a.kind AND b.acknowledged_at IS NULL
                        AND (b.created_at, b.id) > (a.created_at, a.id))`);
    await q.query(
      `CREATE UNIQUE INDEX alerts_open_kind_uq ON alerts (kind) WHERE acknowledged_at IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS alerts_open_kind_uq`);
  }
}
