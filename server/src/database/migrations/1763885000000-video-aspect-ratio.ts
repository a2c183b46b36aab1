import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A video's shape: 16:9 (every video before this), 9:16 or 1:1. */
export class VideoAspectRatio1763885000000 implements MigrationInterface {
  name = 'VideoAspectRatio1763885000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE videos
        ADD COLUMN aspect_ratio text NOT NULL DEFAULT '16:9'
        CONSTRAINT videos_aspect_ratio_check CHECK (aspect_ratio IN ('16:9', '9:16', '1:1'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE videos DROP COLUMN aspect_ratio`);
  }
}
