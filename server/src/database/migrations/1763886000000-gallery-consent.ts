import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Consent for the community gallery: a video joins it only when its owner opts in
 * (`videos.community_opt_in`), off by default. Every existing video stays out until its owner
 * opts in on My videos. The gallery's partial index carries the new condition so the gallery
 * and its fingerprint still read only the rows they show.
 */
export class GalleryConsent1763886000000 implements MigrationInterface {
  name = 'GalleryConsent1763886000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE videos ADD COLUMN community_opt_in boolean NOT NULL DEFAULT false`);
    await q.query(`DROP INDEX IF EXISTS videos_gallery_idx`);
    await q.query(
      `CREATE INDEX videos_gallery_idx ON videos (completed_at DESC)
        WHERE status = 'completed' AND is_public AND community_opt_in AND hidden_at IS NULL
          AND deleted_at IS NULL AND approved_at IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS videos_gallery_idx`);
    await q.query(
      `CREATE INDEX videos_gallery_idx ON videos (completed_at DESC)
        WHERE status = 'completed' AND is_public AND hidden_at IS NULL AND deleted_at IS NULL
          AND approved_at IS NOT NULL`,
    );
    await q.query(`ALTER TABLE videos DROP COLUMN community_opt_in`);
  }
}
