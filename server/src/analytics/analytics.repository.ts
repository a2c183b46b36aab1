import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { localStartSql } from '../common/business-calendar';
import { inGallerySql } from '../videos/gallery-membership';

export interface VideoCounts {
  created: number;
  completed: number;
  publicViews: number;
  refinedVideos: number;
  distinctTones: number;
  activeWeeks: number;
}

/** The São Paulo week (from Monday) a video was asked for in. */
const WEEK_SQL = `${localStartSql('week', 'created_at')}::date`;

/** Read-only aggregates over the user's videos and credit ledger for the analytics screen. */
@Injectable()
export class AnalyticsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Every video the user asked for counts as created, even one deleted since. */
  async videoCounts(userId: string): Promise<VideoCounts> {
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS created,
              count(*) FILTER (WHERE status = 'completed')::int AS completed,
              COALESCE(sum(views) FILTER (
                WHERE ${inGallerySql()}
              ), 0)::int AS public_views,
              count(*) FILTER (WHERE is_refined)::int AS refined_videos,
              count(DISTINCT tone)::int AS distinct_tones,
              count(DISTINCT ${WEEK_SQL}) FILTER (WHERE status = 'completed')::int AS active_weeks
         FROM videos WHERE user_id = $1`,
      [userId],
    )) as Record<string, number>[];
    return {
      created: row?.created ?? 0,
      completed: row?.completed ?? 0,
      publicViews: row?.public_views ?? 0,
      refinedVideos: row?.refined_videos ?? 0,
      distinctTones: row?.distinct_tones ?? 0,
      activeWeeks: row?.active_weeks ?? 0,
    };
  }

  /** Videos created per week since `since` (a Monday), keyed by the week's Monday 'YYYY-MM-DD'. */
  async videosPerWeek(userId: string, since: string): Promise<Map<string, number>> {
    const rows = (await this.dataSource.query(
      `SELECT to_char(${WEEK_SQL}, 'YYYY-MM-DD') AS week, count(*)::int AS count
         FROM videos
        WHERE user_id = $1 AND ${WEEK_SQL} >= $2::date
        GROUP BY 1`,
      [userId, since],
    )) as { week: string; count: number }[];
    return new Map(rows.map((r) => [r.week, r.count]));
  }

  /** Credits spent on videos, net of refunds for failed ones. */
  async creditsUsed(userId: string): Promise<number> {
    const [row] = (await this.dataSource.query(
      `SELECT COALESCE(-sum(delta), 0)::int AS used
         FROM credit_ledger
        WHERE user_id = $1 AND reason IN ('video_debit', 'video_refund')`,
      [userId],
    )) as { used: number }[];
    return Math.max(0, row?.used ?? 0);
  }
}
