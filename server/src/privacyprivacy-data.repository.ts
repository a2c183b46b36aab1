import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { LIVE_SUBSCRIPTION_STATUSES } from '../billing/billing.repository';
import { entityManagerOf } from '../transactions/typeorm-unit-of-work';
import type { Transaction } from '../transactions/unit-of-work';

type Row = Record<string, unknown>;

/** Everything Cena holds about one account, as the export writes it (one JSON file each). */
export interface AccountData {
  profile: Row | null;
  creditLedger: Row[];
  payments: Row[];
  subscriptions: Row[];
  checkoutSessions: Row[];
  videos: Row[];
  promptSessions: Row[];
  tickets: Row[];
  brandKit: Row | null;
  emails: Row[];
}

/** A stored file of the account: what the export copies and the erasure removes. */
export interface AccountFile {
  key: string;
  kind: 'video' | 'thumbnail' | 'photo' | 'logo';
  /** The video it belongs to (null for the logo). */
  videoId: string | null;
}

/**
 * Reads and erases one account's records across the tables. Columns naming other people (the
 * staff who adjusted credits, refunded a payment, answered or were assigned a ticket) are left
 * out of the export.
 */
@Injectable()
export class PrivacyDataRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async collect(userId: string): Promise<AccountData> {
    const q = (sql: string) => this.db.query(sql, [userId]) as Promise<Row[]>;
    const [profile] = await q(
      `SELECT id, email, display_name, photo_url, plan, role, locale, credit_balance,
              created_at, updated_at, disabled_at, deleted_at
         FROM users WHERE id = $1`,
    );
    const tickets = await q(
      `SELECT t.id, t.subject, t.status, t.priority, t.video_id, t.created_at, t.updated_at,
              COALESCE(json_agg(json_build_object(
                'from', CASE WHEN m.author_id = t.user_id THEN 'customer' ELSE 'cena' END,
                'body', m.body, 'created_at', m.created_at) ORDER BY m.created_at)
                FILTER (WHERE m.id IS NOT NULL), '[]') AS messages
         FROM support_tickets t
         LEFT JOIN ticket_messages m ON m.ticket_id = t.id AND NOT m.internal
        WHERE t.user_id = $1
        GROUP BY t.id ORDER BY t.created_at`,
    );
    const [brandKit] = await q(
      `SELECT business_name, whatsapp, phone, instagram, address, hours, website, colors,
              logo_mime_type, logo_width, logo_height, created_at, updated_at
         FROM brand_kits WHERE user_id = $1`,
    );
    return {
      profile: profile ?? null,
      creditLedger: await q(
        `SELECT id::text, delta, reason, video_id, payment_id, note, balance_after, created_at
           FROM credit_ledger WHERE user_id = $1 ORDER BY created_at, id`,
      ),
      payments: await q(
        `SELECT id, provider, kind, product_key, amount_cents, currency, credits, status,
                provider_payment_id, receipt_url, created_at, paid_at, refunded_at
           FROM payments WHERE user_id = $1 ORDER BY created_at`,
      ),
      subscriptions: await q(
        `SELECT id, provider, provider_subscription_id, plan, product_key, status,
                current_period_end, cancel_at_period_end, created_at, updated_at
           FROM subscriptions WHERE user_id = $1 ORDER BY created_at`,
      ),
      checkoutSessions: await q(
        `SELECT id, provider, kind, product_key, amount_cents, credits, status, created_at,
                completed_at
           FROM checkout_sessions WHERE user_id = $1 ORDER BY created_at`,
      ),
      videos: await q(
        `SELECT to_jsonb(v) - 'user_id' - 'source_image_key' - 'video_key' - 'thumbnail_key'
                - 'priority' - 'attempts' AS video
           FROM videos v WHERE user_id = $1 ORDER BY created_at`,
      ).then((rows) => rows.map((row) => row.video as Row)),
      promptSessions: await q(
        `SELECT id, original_prompt, locale, category, engine, proposals, selected_index,
                final_prompt, english_prompt, created_at, updated_at
           FROM prompt_sessions WHERE user_id = $1 ORDER BY created_at`,
      ),
      tickets,
      brandKit: brandKit ?? null,
      emails: await q(
        `SELECT o.subject, o.template, o.locale, o.text_body, o.created_at, o.sent_at
           FROM mail_outbox o JOIN users u ON lower(o.to_address) = lower(u.email)
          WHERE u.id = $1 ORDER BY o.created_at`,
      ),
    };
  }

  /** The account's live subscriptions not yet set to end (provider ids, for the gateway). */
  liveSubscriptions(userId: string): Promise<{ id: string; providerSubscriptionId: string }[]> {
    return this.db.query(
      `SELECT id, provider_subscription_id AS "providerSubscriptionId" FROM subscriptions
        WHERE user_id = $1 AND status = ANY($2) AND NOT cancel_at_period_end`,
      [userId, LIVE_SUBSCRIPTION_STATUSES],
    ) as Promise<{ id: string; providerSubscriptionId: string }[]>;
  }

  /** The account's stored files: its videos' clips, thumbnails and photos, and its logo. */
  async files(userId: string): Promise<AccountFile[]> {
    const rows = (await this.db.query(
      `SELECT id AS "videoId", video_key AS key, 'video' AS kind FROM videos
        WHERE user_id = $1 AND video_key IS NOT NULL
       UNION ALL
       SELECT id, thumbnail_key, 'thumbnail' FROM videos
        WHERE user_id = $1 AND thumbnail_key IS NOT NULL
       UNION ALL
       SELECT id, source_image_key, 'photo' FROM videos
        WHERE user_id = $1 AND source_image_key IS NOT NULL
       UNION ALL
       SELECT NULL, logo_key, 'logo' FROM brand_kits WHERE user_id = $1 AND logo_key IS NOT NULL`,
      [userId],
    )) as AccountFile[];
    return rows;
  }

  /**
   * Closes the account at once (in the request's transaction): sign-in is refused from now on
   * (`deleted_at`), its videos leave every public place, and a render still waiting or running
   * is ended, so the worker never stores its files (the render's final save finds it failed).
   */
  async close(tx: Transaction, userId: string): Promise<void> {
    const manager = entityManagerOf(tx);
    await manager.query(`UPDATE users SET deleted_at = COALESCE(deleted_at, now()) WHERE id = $1`, [
      userId,
    ]);
    await manager.query(
      `UPDATE videos SET status = CASE WHEN status IN ('queued', 'processing') THEN 'failed'
                                       ELSE status END,
              error_code = CASE WHEN status IN ('queued', 'processing') THEN 'account_deleted'
                                ELSE error_code END,
              is_public = false, deleted_at = COALESCE(deleted_at, now())
        WHERE user_id = $1`,
      [userId],
    );
  }

  /**
   * Erases the account's personal data in `tx`. Kept, pseudonymised (the account row no longer
   * names anyone): payments, subscriptions and checkout sessions (tax law), the credit ledger
   * (its sums), and the bare video rows the ledger points to.
   */
  async erase(tx: Transaction, userId: string): Promise<void> {
    const manager = entityManagerOf(tx);
    const run = (sql: string) => manager.query(sql, [userId]);
    await run(
      `DELETE FROM mail_outbox o USING users u
        WHERE u.id = $1 AND lower(o.to_address) = lower(u.email)`,
    );
    await run(`DELETE FROM prompt_sessions WHERE user_id = $1`);
    await run(`DELETE FROM support_tickets WHERE user_id = $1`);
    await run(`DELETE FROM brand_kits WHERE user_id = $1`);
    await run(`DELETE FROM data_exports WHERE user_id = $1`);
    await run(`UPDATE credit_ledger SET note = NULL WHERE user_id = $1 AND note IS NOT NULL`);
    await run(
      `UPDATE videos SET prompt = '', refined_prompt = NULL, english_prompt = NULL, title = '',
              source_image_key = NULL, video_key = NULL, thumbnail_key = NULL, is_public = false,
              deleted_at = COALESCE(deleted_at, now())
        WHERE user_id = $1`,
    );
    await run(
      `UPDATE users SET email = 'deleted-' || id || '@deleted.invalid', display_name = NULL,
              photo_url = NULL, stripe_customer_id = NULL,
              deleted_at = COALESCE(deleted_at, now())
        WHERE id = $1`,
    );
  }
}
