import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { VideoEntity } from './video.entity';

/**
 * The gallery's change detector: one short row summing up the newest public completed videos
 * (ids in order, and every column of those rows but the view counter), read through the gallery
 * index. Any write that changes what `VideosRepository.latestPublic` returns changes it, raw SQL
 * included, so a cached gallery checked against it is never stale. Whole rows are hashed so a
 * column that later decides membership (a moderation flag) is covered without editing this.
 */
@Injectable()
export class GalleryRepository {
  constructor(@InjectRepository(VideoEntity) private readonly videos: Repository<VideoEntity>) {}

  async fingerprint(limit: number): Promise<string> {
    const rows: { f: string | null }[] = await this.videos.query(
      `SELECT md5(string_agg(md5((to_jsonb(latest) - 'views')::text), '|'
                             ORDER BY latest.completed_at DESC, latest.id)) AS f
         FROM (SELECT * FROM videos
                WHERE status = 'completed' AND is_public AND hidden_at IS NULL
                  AND deleted_at IS NULL
                ORDER BY completed_at DESC, id
                LIMIT $1) latest`,
      [limit],
    );
    return rows[0]?.f ?? 'empty';
  }
}
