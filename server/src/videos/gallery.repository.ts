import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { inGallerySql } from './gallery-membership';
import { VideoEntity } from './video.entity';

/**
 * The gallery's change detector: one short row naming the videos `VideosRepository.latestPublic`
 * shows (the same conditions, keep them in step) and the version of each row (`xmin` changes
 * with every write to a row), read through the gallery index. Any write that changes what the
 * gallery returns changes it, raw SQL included, so a cached gallery checked against it is never
 * stale.
 */
@Injectable()
export class GalleryRepository {
  constructor(@InjectRepository(VideoEntity) private readonly videos: Repository<VideoEntity>) {}

  async fingerprint(limit: number): Promise<string> {
    const rows: { f: string | null }[] = await this.videos.query(
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
