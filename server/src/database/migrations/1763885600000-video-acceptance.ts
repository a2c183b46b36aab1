import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The count behind the daily video limits, as a VOLATILE function: called inside the one
 * statement that accepts a generation (after that statement has locked the owner's row), it
 * takes a fresh snapshot, so it sees the videos of concurrent requests that committed while this
 * one waited for the lock. A subquery would count from the statement's own, older snapshot.
 */
export class VideoAcceptance1763885600000 implements MigrationInterface {
  name = 'VideoAcceptance1763885600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION videos_created_since(owner uuid, since timestamptz) RETURNS integer
      LANGUAGE sql VOLATILE AS $$
        SELECT count(*)::integer FROM videos
         WHERE user_id = owner AND status <> 'failed' AND created_at >= since
      $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION IF EXISTS videos_created_since(uuid, timestamptz)`);
  }
}
