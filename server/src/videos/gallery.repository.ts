import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { preparedQuery } from '../database/prepared-query';
import { inGallerySql } from './gallery-membership';

/**
 * The gallery's change detector: one short row naming the videos `VideosRepository.latestPublic`
 * shows (the same conditions, keep them in step) and the version of each row (`xmin` changes
 * with every write to a row), read through the gallery index. Any write that changes what the
 * gallery returns changes it, raw SQL included, so a cached gallery checked against it is never
 * stale.
 */
@Injectable()
export class GalleryRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Run prepared: under a storm it runs back to back, so it is parsed and planned only once. */
  async fingerprint(limit: number): Promise<string> {
    const rows = await preparedQuery<{ f: string | null }>(
      this.dataSource,
      `SELECT md5(string_agg(id::text || ':' || xmin::text, ',' ORDER BY completed_at DESC, id)) AS f
         FROM (SELECT id, xmin, completed_at FROM videos
                WHERE ${inGallerySql()}
                ORDER BY completed_at DESC, id
                LIMIT $1) latest`,
      [limit],
    );
    return rows[0]?.f ?? 'empty';
  }
}
