import {
  type AdminPaymentDto,
  type AdminSubscriptionDto,
  type CheckoutType,
  type PaymentStatus,
  type Plan,
  type PromptSessionDto,
  type RevenueMonthDto,
} from '@cena/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { instantSql, localStartSql } from '../common/business-calendar';
import { isUuid } from './admin-filters';

/** Days and months are São Paulo's, as everywhere in Cena (see business-calendar). */
const THIS_MONTH_SQL = localStartSql('month', 'now()');
const TODAY_SQL = localStartSql('day', 'now()');

export interface Page<T> {
  rows: T[];
  total: number;
}

export interface PageQuery<S extends string> {
  offset: number;
  limit: number;
  sort: S;
  order: 'ASC' | 'DESC';
}

export interface PaymentFilter {
  ids?: string[];
  userId?: string;
  status?: PaymentStatus;
  kind?: CheckoutType;
}

export interface SubscriptionFilter {
  ids?: string[];
  userId?: string;
  status?: string;
}

export interface PromptSessionFilter {
  ids?: string[];
  userId?: string;
}

const PAYMENT_SORT_COLUMNS = {
  createdAt: 'created_at',
  amountCents: 'amount_cents',
  status: 'status',
  credits: 'credits',
} as const;
const SUBSCRIPTION_SORT_COLUMNS = {
  createdAt: 'created_at',
  currentPeriodEnd: 'current_period_end',
  status: 'status',
  plan: 'plan',
} as const;
export type PaymentSort = keyof typeof PAYMENT_SORT_COLUMNS;
export type SubscriptionSort = keyof typeof SUBSCRIPTION_SORT_COLUMNS;

/** One São Paulo day of the dashboard's 30-day series. */
export interface DailyRow {
  day: string;
  videos: number;
  failed: number;
  signups: number;
  revenueCents: number;
}

export interface StatsRow {
  usersTotal: number;
  usersNewToday: number;
  videosToday: number;
  completed24h: number;
  failed24h: number;
  medianRenderMs: number | null;
  daily: DailyRow[];
}

/** Builds `WHERE` clauses with numbered parameters. */
class Where {
  readonly params: unknown[] = [];
  private readonly clauses: string[] = [];

  add(sql: string, value: unknown): void {
    this.params.push(value);
    this.clauses.push(sql.replace('?', `$${this.params.length}`));
  }

  get sql(): string {
    return this.clauses.length ? `WHERE ${this.clauses.join(' AND ')}` : '';
  }

  /** The next placeholder numbers, for OFFSET/LIMIT. */
  next(n: number): string {
    return `$${this.params.length + n}`;
  }
}

const PAYMENT_SELECT = `
  SELECT p.id, p.user_id AS "userId", u.email AS "userEmail", p.kind, p.status,
         p.amount_cents AS "amountCents", p.currency, p.credits, p.provider,
         COALESCE(p.provider_payment_id, p.checkout_session_id) AS "providerRef",
         p.refunded_at AS "refundedAt", p.created_at AS "createdAt"
    FROM payments p JOIN users u ON u.id = p.user_id`;

const SUBSCRIPTION_SELECT = `
  SELECT s.id, s.user_id AS "userId", u.email AS "userEmail", s.plan, s.status,
         s.current_period_end AS "currentPeriodEnd", s.cancel_at_period_end AS "cancelAtPeriodEnd",
         s.created_at AS "createdAt", s.provider_subscription_id AS "providerSubscriptionId"
    FROM subscriptions s JOIN users u ON u.id = s.user_id`;

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

type PaymentRecord = Omit<AdminPaymentDto, 'refundedAt' | 'createdAt'> & {
  refundedAt: Date | null;
  createdAt: Date;
};

function toPaymentDto(row: PaymentRecord): AdminPaymentDto {
  return { ...row, refundedAt: iso(row.refundedAt), createdAt: iso(row.createdAt)! };
}

export type SubscriptionRecord = AdminSubscriptionDto & { providerSubscriptionId: string };

function toSubscription(
  row: Omit<SubscriptionRecord, 'currentPeriodEnd' | 'createdAt'> & {
    currentPeriodEnd: Date | null;
    createdAt: Date;
  },
): SubscriptionRecord {
  return {
    ...row,
    currentPeriodEnd: iso(row.currentPeriodEnd),
    createdAt: iso(row.createdAt)!,
  };
}

/** The back office's reads over payments, subscriptions, revenue, videos and prompt sessions. */
@Injectable()
export class AdminFinanceRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async payments(
    filter: PaymentFilter,
    page: PageQuery<PaymentSort>,
  ): Promise<Page<AdminPaymentDto>> {
    const where = new Where();
    if (filter.ids) where.add('p.id = ANY(?::uuid[])', filter.ids);
    if (filter.userId) where.add('p.user_id = ?', filter.userId);
    if (filter.status) where.add('p.status = ?', filter.status);
    if (filter.kind) where.add('p.kind = ?', filter.kind);
    const { rows, total } = await this.pageOf<PaymentRecord>(
      'payments p',
      PAYMENT_SELECT,
      where,
      `p.${PAYMENT_SORT_COLUMNS[page.sort]} ${page.order}, p.id ${page.order}`,
      page,
    );
    return { rows: rows.map(toPaymentDto), total };
  }

  async payment(id: string): Promise<AdminPaymentDto | null> {
    if (!isUuid(id)) return null;
    const rows = (await this.db.query(`${PAYMENT_SELECT} WHERE p.id = $1`, [
      id,
    ])) as PaymentRecord[];
    return rows[0] ? toPaymentDto(rows[0]) : null;
  }

  /** The provider's id of a payment (payment intent, invoice), for a refund at the provider. */
  async providerPaymentId(id: string): Promise<string | null> {
    if (!isUuid(id)) return null;
    const rows = (await this.db.query(
      'SELECT provider_payment_id AS ref FROM payments WHERE id = $1',
      [id],
    )) as { ref: string | null }[];
    return rows[0]?.ref ?? null;
  }

  /** The status of each of these videos that exists, by id. */
  async videoStatuses(ids: string[]): Promise<Map<string, string>> {
    const uuids = ids.filter(isUuid);
    if (uuids.length === 0) return new Map();
    const rows = (await this.db.query('SELECT id, status FROM videos WHERE id = ANY($1::uuid[])', [
      uuids,
    ])) as { id: string; status: string }[];
    return new Map(rows.map((row) => [row.id, row.status]));
  }

  async subscriptions(
    filter: SubscriptionFilter,
    page: PageQuery<SubscriptionSort>,
  ): Promise<Page<SubscriptionRecord>> {
    const where = new Where();
    if (filter.ids) where.add('s.id = ANY(?::uuid[])', filter.ids);
    if (filter.userId) where.add('s.user_id = ?', filter.userId);
    if (filter.status) where.add('s.status = ?', filter.status);
    const { rows, total } = await this.pageOf<Parameters<typeof toSubscription>[0]>(
      'subscriptions s',
      SUBSCRIPTION_SELECT,
      where,
      `s.${SUBSCRIPTION_SORT_COLUMNS[page.sort]} ${page.order} NULLS LAST, s.id ${page.order}`,
      page,
    );
    return { rows: rows.map(toSubscription), total };
  }

  async subscription(id: string): Promise<SubscriptionRecord | null> {
    if (!isUuid(id)) return null;
    const rows = (await this.db.query(`${SUBSCRIPTION_SELECT} WHERE s.id = $1`, [
      id,
    ])) as Parameters<typeof toSubscription>[0][];
    return rows[0] ? toSubscription(rows[0]) : null;
  }

  /** Live subscriptions counted by what they sell, for the MRR. */
  async liveSubscriptionCounts(
    statuses: string[],
  ): Promise<{ productKey: string | null; plan: Plan; count: number }[]> {
    return this.db.query(
      `SELECT product_key AS "productKey", plan, count(*)::int AS count
         FROM subscriptions WHERE status = ANY($1) GROUP BY product_key, plan`,
      [statuses],
    );
  }

  /**
   * The last `months` São Paulo months, oldest first, including empty ones: money received in
   * the month a payment was made (refunded ones too), and refunds in the month they were made.
   */
  async revenueByMonth(months: number): Promise<RevenueMonthDto[]> {
    const rows = (await this.db.query(
      `WITH bounds AS (
         SELECT ${THIS_MONTH_SQL} AS this_month
       ), months AS (
         SELECT generate_series(this_month - make_interval(months => $1 - 1), this_month,
                                interval '1 month') AS month
           FROM bounds
       ), received AS (
         SELECT ${localStartSql('month', 'COALESCE(paid_at, created_at)')} AS month,
                sum(amount_cents)::bigint AS cents, count(*)::int AS n
           FROM payments
          WHERE status IN ('paid', 'refunded')
            AND COALESCE(paid_at, created_at) >=
                ${instantSql('(SELECT min(month) FROM months)')}
          GROUP BY 1
       ), refunded AS (
         SELECT ${localStartSql('month', 'refunded_at')} AS month,
                sum(amount_cents)::bigint AS cents
           FROM payments
          WHERE status = 'refunded' AND refunded_at IS NOT NULL
            AND refunded_at >= ${instantSql('(SELECT min(month) FROM months)')}
          GROUP BY 1
       )
       SELECT to_char(m.month, 'YYYY-MM') AS id,
              COALESCE(r.cents, 0)::int AS "revenueCents",
              COALESCE(f.cents, 0)::int AS "refundsCents",
              COALESCE(r.n, 0)::int AS payments
         FROM months m
         LEFT JOIN received r ON r.month = m.month
         LEFT JOIN refunded f ON f.month = m.month
        ORDER BY m.month`,
      [months],
    )) as RevenueMonthDto[];
    return rows;
  }

  /** The dashboard's numbers in one round trip (queue and MRR come from elsewhere). */
  /** Tickets not yet resolved and alerts not yet acknowledged. */
  async openWork(): Promise<{ openTickets: number; openAlerts: number }> {
    const [row] = (await this.db.query(
      `SELECT (SELECT count(*) FROM support_tickets WHERE status IN ('open', 'pending'))::int AS "openTickets",
              (SELECT count(*) FROM alerts WHERE acknowledged_at IS NULL)::int AS "openAlerts"`,
    )) as { openTickets: number; openAlerts: number }[];
    return row;
  }

  async stats(days: number): Promise<StatsRow> {
    const [row] = (await this.db.query(
      `WITH day0 AS (
         SELECT ${TODAY_SQL} AS today
       ), series AS (
         SELECT generate_series(today - make_interval(days => $1 - 1), today, interval '1 day') AS day
           FROM day0
       ), since AS (
         SELECT ${instantSql('min(day)')} AS at FROM series
       ), v AS (
         SELECT ${localStartSql('day', 'created_at')} AS day,
                count(*)::int AS videos,
                count(*) FILTER (WHERE status = 'failed')::int AS failed
           FROM videos WHERE created_at >= (SELECT at FROM since) GROUP BY 1
       ), u AS (
         SELECT ${localStartSql('day', 'created_at')} AS day, count(*)::int AS signups
           FROM users WHERE created_at >= (SELECT at FROM since) GROUP BY 1
       ), p AS (
         SELECT ${localStartSql('day', 'COALESCE(paid_at, created_at)')} AS day,
                sum(amount_cents)::bigint AS cents
           FROM payments
          WHERE status = 'paid' AND COALESCE(paid_at, created_at) >= (SELECT at FROM since)
          GROUP BY 1
       ), ended AS (
         SELECT count(*) FILTER (WHERE status = 'completed')::int AS completed,
                count(*) FILTER (WHERE status = 'failed')::int AS failed,
                percentile_cont(0.5) WITHIN GROUP (
                  ORDER BY extract(epoch FROM completed_at - started_at) * 1000
                ) FILTER (WHERE status = 'completed' AND started_at IS NOT NULL) AS median_ms
           FROM videos
          WHERE status IN ('completed', 'failed')
            AND COALESCE(completed_at, updated_at) >= now() - interval '24 hours'
       )
       SELECT (SELECT count(*)::int FROM users) AS "usersTotal",
              (SELECT count(*)::int FROM users
                WHERE created_at >= ${instantSql('(SELECT today FROM day0)')}) AS "usersNewToday",
              (SELECT count(*)::int FROM videos
                WHERE created_at >= ${instantSql('(SELECT today FROM day0)')}) AS "videosToday",
              (SELECT completed FROM ended) AS "completed24h",
              (SELECT failed FROM ended) AS "failed24h",
              (SELECT median_ms FROM ended) AS "medianRenderMs",
              (SELECT json_agg(json_build_object(
                        'day', to_char(s.day, 'YYYY-MM-DD'),
                        'videos', COALESCE(v.videos, 0),
                        'failed', COALESCE(v.failed, 0),
                        'signups', COALESCE(u.signups, 0),
                        'revenueCents', COALESCE(p.cents, 0)) ORDER BY s.day)
                 FROM series s
                 LEFT JOIN v ON v.day = s.day
                 LEFT JOIN u ON u.day = s.day
                 LEFT JOIN p ON p.day = s.day) AS daily`,
      [days],
    )) as (Omit<StatsRow, 'medianRenderMs'> & { medianRenderMs: number | string | null })[];
    return {
      ...row,
      medianRenderMs: row.medianRenderMs === null ? null : Math.round(Number(row.medianRenderMs)),
    };
  }

  /** Failed videos over the last `days` days, by provider and error code. */
  async failures(days: number): Promise<{ provider: string; errorCode: string; count: number }[]> {
    return this.db.query(
      `SELECT COALESCE(provider, 'unknown') AS provider, COALESCE(error_code, 'unknown') AS "errorCode",
              count(*)::int AS count
         FROM videos
        WHERE status = 'failed' AND updated_at >= now() - make_interval(days => $1)
        GROUP BY 1, 2 ORDER BY count DESC, 1, 2`,
      [days],
    );
  }

  async promptSessions(
    filter: PromptSessionFilter,
    page: PageQuery<'createdAt'>,
  ): Promise<Page<PromptSessionDto>> {
    const where = new Where();
    if (filter.ids) where.add('s.id = ANY(?::uuid[])', filter.ids);
    if (filter.userId) where.add('s.user_id = ?', filter.userId);
    const { rows, total } = await this.pageOf<PromptSessionRecord>(
      'prompt_sessions s',
      PROMPT_SESSION_SELECT,
      where,
      `s.created_at ${page.order}, s.id ${page.order}`,
      page,
    );
    return { rows: rows.map(toPromptSessionDto), total };
  }

  async promptSession(id: string): Promise<PromptSessionDto | null> {
    if (!isUuid(id)) return null;
    const rows = (await this.db.query(`${PROMPT_SESSION_SELECT} WHERE s.id = $1`, [
      id,
    ])) as PromptSessionRecord[];
    return rows[0] ? toPromptSessionDto(rows[0]) : null;
  }

  /** The rows of `from` that `where` keeps, counted, and one page of them read with `select`. */
  private async pageOf<R>(
    from: string,
    select: string,
    where: Where,
    orderBy: string,
    page: { offset: number; limit: number },
  ): Promise<Page<R>> {
    const [{ total }] = (await this.db.query(
      `SELECT count(*)::int AS total FROM ${from} ${where.sql}`,
      where.params,
    )) as { total: number }[];
    const rows = (await this.db.query(
      `${select} ${where.sql} ORDER BY ${orderBy} OFFSET ${where.next(1)} LIMIT ${where.next(2)}`,
      [...where.params, page.offset, page.limit],
    )) as R[];
    return { rows, total };
  }
}

const PROMPT_SESSION_SELECT = `
  SELECT s.id, s.user_id AS "userId", u.email AS "userEmail", s.original_prompt AS "originalPrompt",
         s.locale, s.category, s.engine, s.proposals AS "storedProposals",
         s.selected_index AS "selectedIndex", s.final_prompt AS "finalPrompt",
         s.english_prompt AS "englishPrompt", s.created_at AS "createdAt", s.updated_at AS "updatedAt"
    FROM prompt_sessions s JOIN users u ON u.id = s.user_id`;

interface PromptSessionRecord {
  id: string;
  userId: string;
  userEmail: string;
  originalPrompt: string;
  locale: string;
  category: string;
  engine: string;
  storedProposals: { prompt?: unknown }[] | null;
  selectedIndex: number | null;
  finalPrompt: string | null;
  englishPrompt: string | null;
  createdAt: Date;
  updatedAt: Date;
}

function toPromptSessionDto(row: PromptSessionRecord): PromptSessionDto {
  const texts = (row.storedProposals ?? []).map((p) =>
    typeof p?.prompt === 'string' ? p.prompt : '',
  );
  return {
    id: row.id,
    userId: row.userId,
    userEmail: row.userEmail,
    originalPrompt: row.originalPrompt,
    proposals: texts.length,
    locale: row.locale,
    category: row.category,
    engine: row.engine,
    proposalTexts: texts,
    selectedIndex: row.selectedIndex,
    finalPrompt: row.finalPrompt,
    englishPrompt: row.englishPrompt,
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
  };
}
