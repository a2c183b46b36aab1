import type { TicketPriority, TicketStatus } from '@cena/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { entityManagerOf } from '../transactions/typeorm-unit-of-work';
import type { Transaction } from '../transactions/unit-of-work';

/** A ticket joined with its customer and assignee. */
export interface TicketRow {
  id: string;
  userId: string;
  userEmail: string;
  userName: string | null;
  userLocale: string;
  subject: string;
  status: TicketStatus | 'closed';
  priority: TicketPriority;
  assigneeId: string | null;
  assigneeEmail: string | null;
  videoId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface TicketMessageRow {
  id: string;
  ticketId: string;
  authorId: string;
  authorName: string | null;
  body: string;
  internal: boolean;
  createdAt: Date;
}

export type TicketSort = 'createdAt' | 'updatedAt' | 'status' | 'priority' | 'subject';

export interface StaffTicketQuery {
  offset: number;
  limit: number;
  sort: TicketSort;
  order: 'ASC' | 'DESC';
  ids?: string[];
  statuses?: string[];
  priorities?: string[];
  /** A uuid, or null for unassigned tickets. */
  assigneeId?: string | null;
  userId?: string;
  q?: string;
}

export interface TicketPatch {
  status?: TicketStatus;
  priority?: TicketPriority;
  assigneeId?: string | null;
}

const SORT_SQL: Record<TicketSort, string> = {
  createdAt: 't.created_at',
  updatedAt: 't.updated_at',
  status: 't.status',
  // Most urgent first when descending.
  priority: `array_position(ARRAY['low','normal','high','urgent'], t.priority)`,
  subject: 't.subject',
};

const SELECT_TICKET = `
  SELECT t.id, t.user_id AS "userId", u.email AS "userEmail", u.display_name AS "userName",
         u.locale AS "userLocale", t.subject, t.status, t.priority,
         t.assignee_id AS "assigneeId", a.email AS "assigneeEmail", t.video_id AS "videoId",
         t.created_at AS "createdAt", t.updated_at AS "updatedAt"
    FROM support_tickets t
    JOIN users u ON u.id = t.user_id
    LEFT JOIN users a ON a.id = t.assignee_id`;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Support tickets and their messages (tables `support_tickets`, `ticket_messages`). */
@Injectable()
export class SupportRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private manager(tx?: Transaction): EntityManager {
    return tx ? entityManagerOf(tx) : this.dataSource.manager;
  }

  async insertTicket(
    tx: Transaction,
    ticket: { userId: string; subject: string; videoId: string | null },
  ): Promise<string> {
    const [row] = (await entityManagerOf(tx).query(
      `INSERT INTO support_tickets (user_id, subject, video_id) VALUES ($1, $2, $3) RETURNING id`,
      [ticket.userId, ticket.subject, ticket.videoId],
    )) as { id: string }[];
    return row.id;
  }

  async insertMessage(
    tx: Transaction,
    message: { ticketId: string; authorId: string; body: string; internal: boolean },
  ): Promise<string> {
    const [row] = (await entityManagerOf(tx).query(
      `INSERT INTO ticket_messages (ticket_id, author_id, body, internal)
       VALUES ($1, $2, $3, $4) RETURNING id`,
      [message.ticketId, message.authorId, message.body, message.internal],
    )) as { id: string }[];
    return row.id;
  }

  /** The ticket, locked for the rest of the transaction when `tx` is given. */
  async findTicket(id: string, tx?: Transaction): Promise<TicketRow | null> {
    const m = this.manager(tx);
    if (tx) await m.query('SELECT 1 FROM support_tickets WHERE id = $1 FOR UPDATE', [id]);
    const rows = (await m.query(`${SELECT_TICKET} WHERE t.id = $1`, [id])) as TicketRow[];
    return rows[0] ?? null;
  }

  async updateTicket(tx: Transaction, id: string, patch: TicketPatch): Promise<void> {
    const sets: string[] = [];
    const params: unknown[] = [id];
    for (const [column, value] of [
      ['status', patch.status],
      ['priority', patch.priority],
      ['assignee_id', patch.assigneeId],
    ] as const) {
      if (value === undefined) continue;
      params.push(value);
      sets.push(`${column} = $${params.length}`);
    }
    sets.push('updated_at = now()');
    await entityManagerOf(tx).query(
      `UPDATE support_tickets SET ${sets.join(', ')} WHERE id = $1`,
      params,
    );
  }

  /** The thread, oldest first; internal notes only when asked (staff). */
  messages(
    ticketId: string,
    options: { includeInternal: boolean },
    tx?: Transaction,
  ): Promise<TicketMessageRow[]> {
    return this.manager(tx).query(
      `SELECT m.id, m.ticket_id AS "ticketId", m.author_id AS "authorId",
              u.display_name AS "authorName", m.body, m.internal, m.created_at AS "createdAt"
         FROM ticket_messages m JOIN users u ON u.id = m.author_id
        WHERE m.ticket_id = $1 ${options.includeInternal ? '' : 'AND NOT m.internal'}
        ORDER BY m.created_at, m.id`,
      [ticketId],
    ) as Promise<TicketMessageRow[]>;
  }

  async listOwn(
    userId: string,
    page: { offset: number; limit: number },
  ): Promise<{ rows: TicketRow[]; total: number }> {
    const [{ total }] = (await this.dataSource.query(
      'SELECT count(*)::int AS total FROM support_tickets WHERE user_id = $1',
      [userId],
    )) as { total: number }[];
    const rows = (await this.dataSource.query(
      `${SELECT_TICKET} WHERE t.user_id = $1
       ORDER BY t.created_at DESC, t.id DESC OFFSET $2 LIMIT $3`,
      [userId, page.offset, page.limit],
    )) as TicketRow[];
    return { rows, total };
  }

  async listForStaff(query: StaffTicketQuery): Promise<{ rows: TicketRow[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    if (query.ids) where.push(`t.id = ANY(${param(query.ids)}::uuid[])`);
    if (query.statuses) where.push(`t.status = ANY(${param(query.statuses)}::text[])`);
    if (query.priorities) where.push(`t.priority = ANY(${param(query.priorities)}::text[])`);
    if (query.assigneeId === null) where.push('t.assignee_id IS NULL');
    else if (query.assigneeId) where.push(`t.assignee_id = ${param(query.assigneeId)}`);
    if (query.userId) where.push(`t.user_id = ${param(query.userId)}`);
    if (query.q) {
      const q = param(`%${escapeLike(query.q)}%`);
      where.push(`(t.subject ILIKE ${q} OR u.email ILIKE ${q})`);
    }
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ total }] = (await this.dataSource.query(
      `SELECT count(*)::int AS total FROM support_tickets t JOIN users u ON u.id = t.user_id
       ${whereSql}`,
      params,
    )) as { total: number }[];
    const rows = (await this.dataSource.query(
      `${SELECT_TICKET} ${whereSql}
       ORDER BY ${SORT_SQL[query.sort]} ${query.order}, t.id ${query.order}
       OFFSET ${param(query.offset)} LIMIT ${param(query.limit)}`,
      params,
    )) as TicketRow[];
    return { rows, total };
  }

  /** True when the video exists, is not deleted and belongs to the user. */
  async ownsVideo(userId: string, videoId: string): Promise<boolean> {
    const rows = (await this.dataSource.query(
      'SELECT 1 FROM videos WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL',
      [videoId, userId],
    )) as unknown[];
    return rows.length > 0;
  }

  /** The user's role, or null when there is no such (live) user. */
  async roleOf(userId: string): Promise<string | null> {
    const rows = (await this.dataSource.query(
      'SELECT role FROM users WHERE id = $1 AND deleted_at IS NULL',
      [userId],
    )) as { role: string }[];
    return rows[0]?.role ?? null;
  }
}
