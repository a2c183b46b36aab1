import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Public pages of shared videos (`/v/<slug>`, issue 27) and the views they count. A share is
 * live until its owner stops it (`revoked_at`); a video has at most one live share, and sharing
 * it again after a stop makes a new slug, so a stopped link never comes back. A view is one
 * viewer (a hash of IP, user agent and day) per video per day; `videos.views` holds the count.
 */
export class VideoShares1763885900000 implements MigrationInterface {
  name = 'VideoShares1763885900000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE video_shares (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        slug text NOT NULL UNIQUE,
        video_id uuid NOT NULL REFERENCES videos(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        preview_key text NOT NULL,
        poster_key text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz
      )`);
    await q.query(
      `CREATE UNIQUE INDEX video_shares_live_video ON video_shares (video_id) WHERE revoked_at IS NULL`,
    );
    await q.query(
      `CREATE INDEX video_shares_live_user ON video_shares (user_id) WHERE revoked_at IS NULL`,
    );
    await q.query(`
      CREATE TABLE video_views (
        video_id uuid NOT NULL REFERENCES videos(id) ON DELETE CASCADE,
        day date NOT NULL,
        viewer text NOT NULL,
        PRIMARY KEY (video_id, day, viewer)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS video_views`);
    await q.query(`DROP TABLE IF EXISTS video_shares`);
  }
}
