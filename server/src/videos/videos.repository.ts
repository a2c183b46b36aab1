import type { VideoStage, VideoStatus } from '@cena/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, LessThan, type Repository } from 'typeorm';
import { entityManagerOf } from '../transactions/typeorm-unit-of-work';
import type { Transaction } from '../transactions/unit-of-work';
import { preparedQuery } from '../database/prepared-query';
import { inGallerySql } from './gallery-membership';
import { VideoEntity } from './video.entity';

/** A video to insert; the gallery consent (`communityOptIn`) is off unless given. */
export type NewVideo = Partial<Pick<VideoEntity, 'communityOptIn'>> &
  Omit<
    VideoEntity,
    | 'status'
    | 'progress'
    | 'stage'
    | 'errorCode'
    | 'videoKey'
    | 'thumbnailKey'
    | 'provider'
    | 'attempts'
    | 'isPublic'
    | 'communityOptIn'
    | 'hiddenAt'
    | 'approvedAt'
    | 'views'
    | 'createdAt'
    | 'updatedAt'
    | 'startedAt'
    | 'completedAt'
    | 'expiresAt'
    | 'deletedAt'
  >;

/** What a card of My videos shows of a video: the columns its list reads, and no more. */
export const VIDEO_CARD_FIELDS = [
  'id',
  'status',
  'progress',
  'stage',
  'provider',
  'mode',
  'title',
  'prompt',
  'durationS',
  'aspectRatio',
  'videoKey',
  'thumbnailKey',
  'errorCode',
  'communityOptIn',
  'views',
  'createdAt',
  'completedAt',
] as const satisfies readonly (keyof VideoEntity)[];

export type VideoCardFields = Pick<VideoEntity, (typeof VIDEO_CARD_FIELDS)[number]>;

/** A card as My videos lists it. */
export type VideoCard = VideoCardFields & {
  /** The slug of the video's live public page (shares/), null when it is not shared. */
  shareSlug: string | null;
};

export interface VideoListQuery {
  userId: string;
  statuses?: VideoStatus[];
  q?: string;
  offset: number;
  limit: number;
}

@Injectable()
export class VideosRepository {
  private cardColumnList?: string;

  constructor(@InjectRepository(VideoEntity) private readonly videos: Repository<VideoEntity>) {}

  findById(id: string): Promise<VideoEntity | null> {
    return this.videos.findOneBy({ id });
  }

  findOwned(id: string, userId: string): Promise<VideoEntity | null> {
    return this.videos.findOneBy({ id, userId, deletedAt: IsNull() });
  }

  /**
   * One page of the user's videos, newest first, and how many there are: one prepared statement
   * (the total as a window count over the same conditions), so My videos costs one round trip
   * and no planning per request; it reads a card's columns only, named as the card's fields. A
   * page past the end has no row to carry the total: then it is counted on its own.
   */
  async list(query: VideoListQuery): Promise<{ rows: VideoCard[]; total: number }> {
    const values: unknown[] = [query.userId];
    const conditions = ['v.user_id = $1', 'v.deleted_at IS NULL'];
    if (query.statuses?.length) {
      values.push(query.statuses);
      conditions.push(`v.status = ANY($${values.length}::text[])`);
    }
    if (query.q) {
      values.push(`%${escapeLike(query.q)}%`);
      conditions.push(`(v.title ILIKE $${values.length} OR v.prompt ILIKE $${values.length})`);
    }
    const where = conditions.join(' AND ');
    // The live share's slug joined to the page's rows (at most one live share per video, a
    // unique index of video_shares): a query less per page, where each query costs the api a
    // socket round trip.
    const rows = await preparedQuery<VideoCard & { total: string }>(
      this.videos.manager.connection,
      `SELECT page.*, s.slug AS "shareSlug"
         FROM (SELECT ${this.cardColumns}, count(*) OVER () AS total
                 FROM videos v
                WHERE ${where}
                ORDER BY v.created_at DESC, v.id DESC
                LIMIT $${values.length + 1} OFFSET $${values.length + 2}) page
         LEFT JOIN video_shares s ON s.video_id = page."id" AND s.revoked_at IS NULL
        ORDER BY page."createdAt" DESC, page."id" DESC`,
      [...values, query.limit, query.offset],
    );
    if (rows.length > 0) {
      return { rows: rows.map(({ total: _, ...card }) => card), total: Number(rows[0].total) };
    }
    const [{ n }] = await preparedQuery<{ n: number }>(
      this.videos.manager.connection,
      `SELECT count(*)::int AS n FROM videos v WHERE ${where}`,
      values,
    );
    return { rows: [], total: n };
  }

  /** `v.column AS "field"` for each of a card's fields (no column of them has a transformer). */
  private get cardColumns(): string {
    this.cardColumnList ??= VIDEO_CARD_FIELDS.map((field) => {
      const column = this.videos.metadata.findColumnWithPropertyName(field);
      if (!column) throw new Error(`videos has no column for ${field}`);
      return `v.${column.databaseName} AS "${field}"`;
    }).join(', ');
    return this.cardColumnList;
  }

  /** Completed, not deleted videos per user (the back office's user list). */
  async countCompletedByUsers(userIds: string[]): Promise<Map<string, number>> {
    if (!userIds.length) return new Map();
    const rows: { user_id: string; n: number }[] = await this.videos.query(
      `SELECT user_id, count(*)::int AS n FROM videos
        WHERE user_id = ANY($1::uuid[]) AND status = 'completed' AND deleted_at IS NULL
        GROUP BY user_id`,
      [userIds],
    );
    return new Map(rows.map((r) => [r.user_id, r.n]));
  }

  latestPublic(limit: number): Promise<VideoEntity[]> {
    return this.videos
      .createQueryBuilder('v')
      .where(inGallerySql('v'))
      .orderBy('v.completed_at', 'DESC')
      .limit(limit)
      .getMany();
  }

  /** The owner's gallery consent; false when the video is gone (deleted meanwhile). */
  async setCommunityOptIn(id: string, userId: string, optIn: boolean): Promise<boolean> {
    const result = await this.videos.update(
      { id, userId, deletedAt: IsNull() },
      { communityOptIn: optIn },
    );
    return (result.affected ?? 0) === 1;
  }

  async softDelete(id: string): Promise<void> {
    await this.videos.update({ id }, { deletedAt: new Date(), isPublic: false });
  }

  /** queued → processing; false when the video is no longer waiting (done, failed, deleted). */
  async markProcessing(id: string, provider: string): Promise<boolean> {
    const result = await this.videos
      .createQueryBuilder()
      .update()
      .set({
        status: 'processing',
        provider,
        stage: 'preparing',
        progress: 0,
        startedAt: () => 'now()',
        attempts: () => 'attempts + 1',
      })
      .where(`id = :id AND status IN ('queued', 'processing') AND deleted_at IS NULL`, { id })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  /** The engine rendering the video (for its event); null when the row did not change. */
  async recordProgress(
    id: string,
    stage: VideoStage,
    progress: number,
  ): Promise<{ provider: string | null } | null> {
    const result = await this.videos
      .createQueryBuilder()
      .update()
      .set({ stage, progress })
      .where(`id = :id AND status = 'processing' AND progress <= :progress`, { id, progress })
      .returning('provider')
      .execute();
    const rows = result.raw as { provider: string | null }[];
    return rows[0] ?? null;
  }

  /** Proof of life of a render: the reconciler fails renders whose row stops changing. */
  async heartbeat(id: string): Promise<void> {
    await this.videos
      .createQueryBuilder()
      .update()
      .set({ updatedAt: () => 'now()' })
      .where(`id = :id AND status = 'processing'`, { id })
      .execute();
  }

  /** `approved`: false under gallery moderation 'approval' (the gallery waits for staff). */
  async markCompleted(
    id: string,
    files: { videoKey: string; thumbnailKey: string },
    expiresAt: Date | null,
    approved = true,
  ): Promise<boolean> {
    const result = await this.videos
      .createQueryBuilder()
      .update()
      .set({
        status: 'completed',
        progress: 100,
        stage: 'finalizing',
        errorCode: null,
        videoKey: files.videoKey,
        thumbnailKey: files.thumbnailKey,
        completedAt: () => 'now()',
        expiresAt,
        approvedAt: approved ? () => 'now()' : null,
      })
      .where(`id = :id AND status = 'processing'`, { id })
      .execute();
    return (result.affected ?? 0) === 1;
  }

  /**
   * Fails a video that is not finished yet, inside the refund's transaction; returns where the
   * render had got to, or null when the video had already ended.
   */
  async markFailed(
    tx: Transaction,
    id: string,
    errorCode: string,
  ): Promise<{ progress: number; stage: VideoStage | null } | null> {
    // TypeORM answers an UPDATE with [rows, affected count].
    const [rows] = (await entityManagerOf(tx).query(
      `UPDATE videos SET status = 'failed', error_code = $2, updated_at = now()
       WHERE id = $1 AND status IN ('queued', 'processing')
       RETURNING progress, stage`,
      [id, errorCode],
    )) as [{ progress: number; stage: VideoStage | null }[], number];
    return rows[0] ?? null;
  }

  /**
   * failed → queued again (a staff retry), in the retry's transaction: progress, stage, error and
   * timings reset. False when the video is not failed (or deleted) any more.
   */
  async requeue(tx: Transaction, id: string): Promise<boolean> {
    const [rows] = (await entityManagerOf(tx).query(
      `UPDATE videos SET status = 'queued', progress = 0, stage = NULL, error_code = NULL,
              started_at = NULL, completed_at = NULL, updated_at = now()
        WHERE id = $1 AND status = 'failed' AND deleted_at IS NULL
        RETURNING id`,
      [id],
    )) as [{ id: string }[], number];
    return rows.length === 1;
  }

  /** Queued for a while: the enqueue after commit may have been lost. */
  findQueuedBefore(before: Date, limit: number): Promise<VideoEntity[]> {
    return this.videos.find({
      where: { status: 'queued', createdAt: LessThan(before), deletedAt: IsNull() },
      order: { createdAt: 'ASC' },
      take: limit,
    });
  }

  findProcessingSince(before: Date, limit: number): Promise<VideoEntity[]> {
    return this.videos.find({
      where: { status: 'processing', updatedAt: LessThan(before) },
      order: { updatedAt: 'ASC' },
      take: limit,
    });
  }

  /** Completed videos whose retention ended (Basic plan). */
  findExpired(now: Date, limit: number): Promise<VideoEntity[]> {
    return this.videos.find({
      where: { status: In(['completed']), expiresAt: LessThan(now) },
      order: { expiresAt: 'ASC' },
      take: limit,
    });
  }

  /** completed → expired, its files' keys cleared; false when the video is not completed. */
  async markExpired(id: string): Promise<boolean> {
    const result = await this.videos.update(
      { id, status: 'completed' },
      { status: 'expired', videoKey: null, thumbnailKey: null, isPublic: false },
    );
    return (result.affected ?? 0) === 1;
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
