import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { VideoEntity } from './video.entity';

/**
 * The gallery's change detector: one short row summing up the newest public completed videos
 * (ids in order, and the fields their gallery entry shows), read through the gallery index. Any
 * write that changes what `VideosRepository.latestPublic` returns for those fields changes it,
 * raw SQL included, so a cached gallery checked against it is never stale.
 */
@Injectable()
export class GalleryRepository {
  constructor(@InjectRepository(VideoEntity) private readonly videos: Repository<VideoEntity>) {}

  async fingerprint(limit: number): Promise<string> {
    const rows: { f: string | null }[] = await this.videos.query(
      `SELECT md5(string_agg(concat_ws(':', id, video_key, thumbnail_key, md5(prompt),
                                       created_at, completed_at),
                              '|' ORDER BY completed_at DESC, id)) AS f
         FROM (SELECT id, video_key, thumbnail_key, prompt, created_at, completed_at
                 FROM videos
                WHERE status = 'completed' AND is_public AND hidden_at IS NULL
                  AND deleted_at IS NULL
                ORDER BY completed_at DESC, id
                LIMIT $1) latest`,
      [limit],
    );
    return rows[0]?.f ?? 'empty';
  }
}
