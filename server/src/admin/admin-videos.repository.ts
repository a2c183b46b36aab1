import type { VideoMode, VideoStatus } from '@cena/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { entityManagerOf } from '../transactions/typeorm-unit-of-work';
import type { Transaction } from '../transactions/unit-of-work';
import { VideoEntity } from '../videos/video.entity';

export type AdminVideoSort =
  'createdAt' | 'completedAt' | 'status' | 'mode' | 'provider' | 'costCredits' | 'title';

const SORT_COLUMNS: Record<AdminVideoSort, string> = {
  createdAt: 'v.created_at',
  completedAt: 'v.completed_at',
  status: 'v.status',
  mode: 'v.mode',
  provider: 'v.provider',
  costCredits: 'v.cost_credits',
  title: 'v.title',
};

export interface AdminVideoListQuery {
  offset: number;
  limit: number;
  sort: AdminVideoSort;
  order: 'ASC' | 'DESC';
  ids?: string[];
  status?: VideoStatus;
  mode?: VideoMode;
  provider?: string;
  userId?: string;
  /** Title or prompt contains. */
  q?: string;
  hidden?: boolean;
  /** Completed and waiting for staff approval (true), or not waiting (false). */
  pendingApproval?: boolean;
}

/** What a list row needs besides the video: its owner's e-mail and its refund state. */
export interface AdminVideoFacts {
  userEmail: string;
  /** The latest debit was given back. */
  refunded: boolean;
}

/** The back office's reads and moderation writes on videos (never deleted rows). */
@Injectable()
export class AdminVideosRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(query: AdminVideoListQuery): Promise<{ rows: VideoEntity[]; total: number }> {
    const qb = this.dataSource
      .getRepository(VideoEntity)
      .createQueryBuilder('v')
      .where('v.deleted_at IS NULL');
    if (query.ids)
      qb.andWhere(query.ids.length ? 'v.id IN (:...ids)' : 'false', { ids: query.ids });
    if (query.status) qb.andWhere('v.status = :status', { status: query.status });
    if (query.mode) qb.andWhere('v.mode = :mode', { mode: query.mode });
    if (query.provider) qb.andWhere('v.provider = :provider', { provider: query.provider });
    if (query.userId) qb.andWhere('v.user_id = :userId', { userId: query.userId });
    if (query.q) {
      qb.andWhere('(v.title ILIKE :q OR v.prompt ILIKE :q)', { q: `%${escapeLike(query.q)}%` });
    }
    if (query.hidden === true) qb.andWhere('v.hidden_at IS NOT NULL');
    if (query.hidden === false) qb.andWhere('v.hidden_at IS NULL');
    if (query.pendingApproval === true) {
      qb.andWhere(`v.status = 'completed' AND v.approved_at IS NULL`);
    }
    if (query.pendingApproval === false) {
      qb.andWhere(`NOT (v.status = 'completed' AND v.approved_at IS NULL)`);
    }
    const [rows, total] = await qb
      .orderBy(
        SORT_COLUMNS[query.sort],
        query.order,
        query.order === 'ASC' ? 'NULLS FIRST' : 'NULLS LAST',
      )
      .addOrderBy('v.id', query.order)
      .skip(query.offset)
      .take(query.limit)
      .getManyAndCount();
    return { rows, total };
  }

  async facts(ids: string[]): Promise<Map<string, AdminVideoFacts>> {
    if (!ids.length) return new Map();
    const rows: { id: string; email: string; debits: number; refunds: number }[] =
      await this.dataSource.query(
        `SELECT v.id, u.email,
                (SELECT count(*) FROM credit_ledger d
                  WHERE d.reason = 'video_debit' AND d.video_id = v.id)::int AS debits,
                (SELECT count(*) FROM credit_ledger r
                  WHERE r.reason = 'video_refund' AND r.video_id = v.id)::int AS refunds
           FROM videos v JOIN users u ON u.id = v.user_id
          WHERE v.id = ANY($1::uuid[])`,
        [ids],
      );
    // One debit and at most one refund per attempt, a refund only after its debit.
    return new Map(
      rows.map((r) => [
        r.id,
        { userEmail: r.email, refunded: r.debits > 0 && r.refunds >= r.debits },
      ]),
    );
  }

  findById(id: string): Promise<VideoEntity | null> {
    return this.dataSource
      .getRepository(VideoEntity)
      .createQueryBuilder('v')
      .where('v.id = :id AND v.deleted_at IS NULL', { id })
      .getOne();
  }

  /** The video row locked until `tx` ends; null when unknown or deleted. */
  findForUpdate(tx: Transaction, id: string): Promise<VideoEntity | null> {
    return entityManagerOf(tx)
      .getRepository(VideoEntity)
      .createQueryBuilder('v')
      .setLock('pessimistic_write')
      .where('v.id = :id AND v.deleted_at IS NULL', { id })
      .getOne();
  }

  async setModeration(
    tx: Transaction,
    id: string,
    changes: { hiddenAt?: Date | null; approvedAt?: Date | null },
  ): Promise<void> {
    if (!Object.keys(changes).length) return;
    await entityManagerOf(tx).getRepository(VideoEntity).update({ id }, changes);
  }

  /** As the customer's delete: the row stays (the ledger points at it), out of every list. */
  async softDelete(tx: Transaction, id: string): Promise<void> {
    await entityManagerOf(tx)
      .getRepository(VideoEntity)
      .update({ id }, { deletedAt: new Date(), isPublic: false });
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
