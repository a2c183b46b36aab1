import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, type Repository } from 'typeorm';
import { preparedQuery } from '../database/prepared-query';
import { VideoShareEntity } from './video-share.entity';

export type NewShare = Pick<
  VideoShareEntity,
  'slug' | 'videoId' | 'userId' | 'previewKey' | 'posterKey'
>;

/** Shared videos' pages (`video_shares`) and their views (`video_views`, `videos.views`). */
@Injectable()
export class SharesRepository {
  constructor(
    @InjectRepository(VideoShareEntity) private readonly shares: Repository<VideoShareEntity>,
  ) {}

  findLive(videoId: string): Promise<VideoShareEntity | null> {
    return this.shares.findOneBy({ videoId, revokedAt: IsNull() });
  }

  findLiveBySlug(slug: string): Promise<VideoShareEntity | null> {
    return this.shares.findOneBy({ slug, revokedAt: IsNull() });
  }

  /** Any share ever made under `slug`, live or stopped (a stopped page says so). */
  findBySlug(slug: string): Promise<VideoShareEntity | null> {
    return this.shares.findOneBy({ slug });
  }

  /**
   * The live share's slug of each of these videos that has one, by video id: a prepared
   * statement, as My videos asks it on every page.
   */
  async findLiveSlugs(videoIds: string[]): Promise<Map<string, string>> {
    if (videoIds.length === 0) return new Map();
    const rows = await preparedQuery<{ video_id: string; slug: string }>(
      this.shares.manager.connection,
      `SELECT video_id, slug FROM video_shares
        WHERE video_id = ANY($1::uuid[]) AND revoked_at IS NULL`,
      [videoIds],
    );
    return new Map(rows.map((row) => [row.video_id, row.slug]));
  }

  /** The new live share; null when the video already has one (a share made at the same time). */
  async insertLive(share: NewShare): Promise<VideoShareEntity | null> {
    const rows: Record<string, unknown>[] = await this.shares.query(
      `INSERT INTO video_shares (slug, video_id, user_id, preview_key, poster_key)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (video_id) WHERE revoked_at IS NULL DO NOTHING
       RETURNING id`,
      [share.slug, share.videoId, share.userId, share.previewKey, share.posterKey],
    );
    return rows.length === 0 ? null : this.shares.findOneBy({ id: String(rows[0].id) });
  }

  /** Stops the video's live share; the stopped row, or null when there was none. */
  async revokeLive(videoId: string): Promise<VideoShareEntity | null> {
    const [rows]: [Record<string, unknown>[], number] = await this.shares.query(
      `UPDATE video_shares SET revoked_at = now()
       WHERE video_id = $1 AND revoked_at IS NULL
       RETURNING id`,
      [videoId],
    );
    return rows.length === 0 ? null : this.shares.findOneBy({ id: String(rows[0].id) });
  }

  /** Stops every live share of the account; the stopped rows. */
  async revokeAllForUser(userId: string): Promise<VideoShareEntity[]> {
    const [rows]: [Record<string, unknown>[], number] = await this.shares.query(
      `UPDATE video_shares SET revoked_at = now()
       WHERE user_id = $1 AND revoked_at IS NULL
       RETURNING id`,
      [userId],
    );
    if (rows.length === 0) return [];
    return this.shares.findBy({ id: In(rows.map((row) => String(row.id))) });
  }

  /**
   * Counts a view of `videoId` unless `viewer` was already counted on `day`: one statement, so
   * two requests of the same viewer at once count once. True when this one counted.
   */
  async recordView(videoId: string, day: string, viewer: string): Promise<boolean> {
    const [rows]: [unknown[], number] = await this.shares.query(
      `WITH fresh AS (
         INSERT INTO video_views (video_id, day, viewer) VALUES ($1, $2::date, $3)
         ON CONFLICT DO NOTHING
         RETURNING 1
       )
       UPDATE videos SET views = views + 1
       WHERE id = $1 AND EXISTS (SELECT 1 FROM fresh)
       RETURNING 1 AS counted`,
      [videoId, day, viewer],
    );
    return rows.length > 0;
  }
}
