import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The brand kit: one row per account, created by its first save (a kit never saved reads as
 * empty). The logo's object key is new on every upload, so a URL signed for an old logo never
 * shows a new one; its size and suggested colours are kept with it.
 */
export class BrandKits1763885800000 implements MigrationInterface {
  name = 'BrandKits1763885800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE brand_kits (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        business_name text,
        whatsapp text,
        phone text,
        instagram text,
        address text,
        hours text,
        website text,
        colors text[] NOT NULL DEFAULT '{}',
        logo_key text,
        logo_mime_type text,
        logo_width integer,
        logo_height integer,
        logo_suggested_colors text[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT brand_kits_colors_max CHECK (cardinality(colors) <= 2),
        CONSTRAINT brand_kits_logo_whole CHECK (
          (logo_key IS NULL AND logo_mime_type IS NULL AND logo_width IS NULL AND logo_height IS NULL)
          OR (logo_key IS NOT NULL AND logo_mime_type IS NOT NULL AND logo_width > 0 AND logo_height > 0)
        )
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS brand_kits`);
  }
}
