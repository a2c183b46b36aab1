import type { CheckoutType, PaymentStatus, Plan } from '@cena/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { entityManagerOf } from '../transactions/typeorm-unit-of-work';
import type { Transaction } from '../transactions/unit-of-work';

export interface CheckoutSessionRow {
  id: string;
  provider: string;
  userId: string;
  kind: CheckoutType;
  productKey: string;
  amountCents: number;
  credits: number;
  status: 'open' | 'complete' | 'expired';
  providerSubscriptionId: string | null;
  createdAt: Date;
}

export interface PaymentRow {
  id: string;
  userId: string;
  kind: CheckoutType;
  productKey: string;
  amountCents: number;
  currency: string;
  credits: number;
  status: PaymentStatus;
  checkoutSessionId: string | null;
  receiptUrl: string | null;
  createdAt: Date;
}

export interface SubscriptionRow {
  id: string;
  userId: string;
  providerSubscriptionId: string;
  plan: Plan;
  productKey: string | null;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  providerUpdatedAt: Date | null;
}

export interface PaymentUpsert {
  userId: string;
  provider: string;
  kind: CheckoutType;
  productKey: string;
  amountCents: number;
  credits: number;
  status: PaymentStatus;
  checkoutSessionId?: string | null;
  providerPaymentId?: string | null;
  receiptUrl?: string | null;
}

export interface SubscriptionUpsert {
  userId: string;
  provider: string;
  providerSubscriptionId: string;
  providerCustomerId: string | null;
  plan: Plan;
  productKey: string | null;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  providerUpdatedAt: Date;
}

/** Subscription states that keep the paid plan (Stripe retries a failed renewal while past_due). */
export const LIVE_SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due'];

/**
 * A payment's status only moves forward: pending → paid / failed / expired, paid → refunded.
 * A late 'pending' (a checkout completed unpaid, delivered after the Pix was paid) never undoes.
 */
const NEXT_PAYMENT_STATUS = `CASE
  WHEN payments.status IN ('paid', 'refunded') AND EXCLUDED.status <> 'refunded' THEN payments.status
  WHEN EXCLUDED.status = 'pending' THEN payments.status
  ELSE EXCLUDED.status END`;

const PAYMENT_COLUMNS = `id, user_id AS "userId", kind, product_key AS "productKey", amount_cents AS "amountCents",
  currency, credits, status, checkout_session_id AS "checkoutSessionId", receipt_url AS "receiptUrl",
  created_at AS "createdAt"`;

const SUBSCRIPTION_COLUMNS = `id, user_id AS "userId", provider_subscription_id AS "providerSubscriptionId", plan,
  product_key AS "productKey", status, current_period_end AS "currentPeriodEnd",
  cancel_at_period_end AS "cancelAtPeriodEnd", provider_updated_at AS "providerUpdatedAt"`;

/** Checkout sessions, payments, subscriptions, webhook events and billing alerts. */
@Injectable()
export class BillingRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private db(tx?: Transaction): EntityManager | DataSource {
    return tx ? entityManagerOf(tx) : this.dataSource;
  }

  async customerIdOf(tx: Transaction, userId: string): Promise<string | null> {
    const rows: { id: string | null }[] = await this.db(tx).query(
      'SELECT stripe_customer_id AS id FROM users WHERE id = $1',
      [userId],
    );
    return rows[0]?.id ?? null;
  }

  /** Sets the customer only where none is stored; returns the one that is stored afterwards. */
  async setCustomerIdOnce(tx: Transaction, userId: string, customerId: string): Promise<string> {
    await this.db(tx).query(
      `UPDATE users SET stripe_customer_id = $2, updated_at = now()
       WHERE id = $1 AND stripe_customer_id IS NULL`,
      [userId, customerId],
    );
    return (await this.customerIdOf(tx, userId)) ?? customerId;
  }

  async userIdByCustomer(tx: Transaction, customerId: string): Promise<string | null> {
    const rows: { id: string }[] = await this.db(tx).query(
      'SELECT id FROM users WHERE stripe_customer_id = $1',
      [customerId],
    );
    return rows[0]?.id ?? null;
  }

  async userExists(tx: Transaction, userId: string): Promise<boolean> {
    if (!/^[0-9a-f-]{36}$/i.test(userId)) return false;
    const rows: unknown[] = await this.db(tx).query('SELECT 1 FROM users WHERE id = $1', [userId]);
    return rows.length === 1;
  }

  async userContact(
    userId: string,
  ): Promise<{ email: string; name: string | null; locale: string } | null> {
    const rows: { email: string; name: string | null; locale: string }[] =
      await this.dataSource.query(
        'SELECT email, display_name AS name, locale FROM users WHERE id = $1',
        [userId],
      );
    return rows[0] ?? null;
  }

  async setPlan(tx: Transaction, userId: string, plan: Plan): Promise<void> {
    await this.db(tx).query(
      'UPDATE users SET plan = $2, updated_at = now() WHERE id = $1 AND plan <> $2',
      [userId, plan],
    );
  }

  async accountOf(userId: string): Promise<{ plan: Plan; creditBalance: number }> {
    const rows: { plan: Plan; creditBalance: number }[] = await this.dataSource.query(
      'SELECT plan, credit_balance AS "creditBalance" FROM users WHERE id = $1',
      [userId],
    );
    return rows[0];
  }

  async recordCheckoutSession(
    row: Omit<CheckoutSessionRow, 'status' | 'createdAt'>,
  ): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO checkout_sessions (id, provider, user_id, kind, product_key, amount_cents, credits, provider_subscription_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        row.id,
        row.provider,
        row.userId,
        row.kind,
        row.productKey,
        row.amountCents,
        row.credits,
        row.providerSubscriptionId,
      ],
    );
  }

  async findCheckoutSession(id: string, tx?: Transaction): Promise<CheckoutSessionRow | null> {
    const rows: CheckoutSessionRow[] = await this.db(tx).query(
      `SELECT id, provider, user_id AS "userId", kind, product_key AS "productKey", amount_cents AS "amountCents",
              credits, status, provider_subscription_id AS "providerSubscriptionId",
              created_at AS "createdAt"
       FROM checkout_sessions WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  async userCustomer(userId: string): Promise<string | null> {
    const rows: { id: string | null }[] = await this.dataSource.query(
      'SELECT stripe_customer_id AS id FROM users WHERE id = $1',
      [userId],
    );
    return rows[0]?.id ?? null;
  }

  /** The sandbox's 'Pagar': true for the one request that moves the session out of open. */
  async claimOpenCheckoutSession(id: string): Promise<boolean> {
    // TypeORM answers an UPDATE with [rows, affected count].
    const [, affected]: [unknown[], number] = await this.dataSource.query(
      `UPDATE checkout_sessions SET status = 'complete', completed_at = now()
       WHERE id = $1 AND status = 'open'`,
      [id],
    );
    return affected === 1;
  }

  /** Undoes a claim whose payment could not be applied, so 'Pagar' can be tried again. */
  async reopenCheckoutSession(id: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE checkout_sessions SET status = 'open', completed_at = NULL WHERE id = $1`,
      [id],
    );
  }

  /** open → complete / expired; a complete session stays complete. */
  async closeCheckoutSession(
    tx: Transaction,
    id: string,
    status: 'complete' | 'expired',
    providerSubscriptionId?: string | null,
  ): Promise<void> {
    await this.db(tx).query(
      `UPDATE checkout_sessions
       SET status = CASE WHEN status = 'complete' THEN status ELSE $2 END,
           completed_at = COALESCE(completed_at, now()),
           provider_subscription_id = COALESCE(provider_subscription_id, $3)
       WHERE id = $1`,
      [id, status, providerSubscriptionId ?? null],
    );
  }

  async expirePendingPayment(tx: Transaction, checkoutSessionId: string): Promise<void> {
    await this.db(tx).query(
      `UPDATE payments SET status = 'expired', updated_at = now()
       WHERE checkout_session_id = $1 AND status = 'pending'`,
      [checkoutSessionId],
    );
  }

  /** Inserts or moves a payment forward, keyed by its checkout session or provider payment id. */
  async upsertPayment(
    tx: Transaction,
    key: 'checkout_session_id' | 'provider_payment_id',
    p: PaymentUpsert,
  ): Promise<{ id: string; status: PaymentStatus }> {
    const rows: { id: string; status: PaymentStatus }[] = await this.db(tx).query(
      `INSERT INTO payments (user_id, provider, kind, product_key, amount_cents, credits, status,
                             checkout_session_id, provider_payment_id, receipt_url, paid_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, CASE WHEN $7 = 'paid' THEN now() END)
       ON CONFLICT (${key}) DO UPDATE SET
         status = ${NEXT_PAYMENT_STATUS},
         provider_payment_id = COALESCE(payments.provider_payment_id, EXCLUDED.provider_payment_id),
         receipt_url = COALESCE(EXCLUDED.receipt_url, payments.receipt_url),
         paid_at = COALESCE(payments.paid_at, EXCLUDED.paid_at),
         updated_at = now()
       RETURNING id, status`,
      [
        p.userId,
        p.provider,
        p.kind,
        p.productKey,
        p.amountCents,
        p.credits,
        p.status,
        p.checkoutSessionId ?? null,
        p.providerPaymentId ?? null,
        p.receiptUrl ?? null,
      ],
    );
    return rows[0];
  }

  async paymentForCheckout(sessionId: string): Promise<PaymentRow | null> {
    const rows: PaymentRow[] = await this.dataSource.query(
      `SELECT ${PAYMENT_COLUMNS} FROM payments WHERE checkout_session_id = $1`,
      [sessionId],
    );
    return rows[0] ?? null;
  }

  /** The payment's owner and state, without a lock (to know whose account to lock first). */
  async findPaymentRef(
    tx: Transaction,
    id: string,
  ): Promise<{ id: string; userId: string; status: PaymentStatus } | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const rows: { id: string; userId: string; status: PaymentStatus }[] = await this.db(tx).query(
      'SELECT id, user_id AS "userId", status FROM payments WHERE id = $1',
      [id],
    );
    return rows[0] ?? null;
  }

  /** The payment a provider reference (payment intent, invoice) names, if Cena recorded it. */
  async findPaymentByProviderRefs(tx: Transaction, refs: string[]): Promise<string | null> {
    if (!refs.length) return null;
    const rows: { id: string }[] = await this.db(tx).query(
      'SELECT id FROM payments WHERE provider_payment_id = ANY($1) ORDER BY created_at LIMIT 1',
      [refs],
    );
    return rows[0]?.id ?? null;
  }

  /** Locks the payment row until `tx` ends (take the owner's account lock first). */
  async lockPayment(
    tx: Transaction,
    id: string,
  ): Promise<(PaymentRow & { providerPaymentId: string | null }) | null> {
    const rows: (PaymentRow & { providerPaymentId: string | null })[] = await this.db(tx).query(
      `SELECT ${PAYMENT_COLUMNS}, provider_payment_id AS "providerPaymentId"
         FROM payments WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return rows[0] ?? null;
  }

  async markPaymentRefunded(tx: Transaction, id: string, actorId: string | null): Promise<void> {
    await this.db(tx).query(
      `UPDATE payments SET status = 'refunded', refunded_at = now(), refunded_by = $2,
                           updated_at = now()
       WHERE id = $1`,
      [id, actorId],
    );
  }

  async paymentsOf(userId: string, limit = 50): Promise<PaymentRow[]> {
    return this.dataSource.query(
      `SELECT ${PAYMENT_COLUMNS} FROM payments WHERE user_id = $1 ORDER BY created_at DESC LIMIT $2`,
      [userId, limit],
    );
  }

  async findSubscriptionForUpdate(
    tx: Transaction,
    providerSubscriptionId: string,
  ): Promise<SubscriptionRow | null> {
    const rows: SubscriptionRow[] = await this.db(tx).query(
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions WHERE provider_subscription_id = $1 FOR UPDATE`,
      [providerSubscriptionId],
    );
    return rows[0] ?? null;
  }

  async findSubscription(
    providerSubscriptionId: string,
    tx?: Transaction,
  ): Promise<SubscriptionRow | null> {
    const rows: SubscriptionRow[] = await this.db(tx).query(
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions WHERE provider_subscription_id = $1`,
      [providerSubscriptionId],
    );
    return rows[0] ?? null;
  }

  async upsertSubscription(tx: Transaction, s: SubscriptionUpsert): Promise<void> {
    await this.db(tx).query(
      `INSERT INTO subscriptions (user_id, provider, provider_subscription_id, provider_customer_id, plan,
                                  product_key, status, current_period_end, cancel_at_period_end, provider_updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (provider_subscription_id) DO UPDATE SET
         provider_customer_id = COALESCE(EXCLUDED.provider_customer_id, subscriptions.provider_customer_id),
         plan = EXCLUDED.plan,
         product_key = COALESCE(EXCLUDED.product_key, subscriptions.product_key),
         status = EXCLUDED.status,
         current_period_end = COALESCE(EXCLUDED.current_period_end, subscriptions.current_period_end),
         cancel_at_period_end = EXCLUDED.cancel_at_period_end,
         provider_updated_at = GREATEST(EXCLUDED.provider_updated_at, subscriptions.provider_updated_at),
         updated_at = now()`,
      [
        s.userId,
        s.provider,
        s.providerSubscriptionId,
        s.providerCustomerId,
        s.plan,
        s.productKey,
        s.status,
        s.currentPeriodEnd,
        s.cancelAtPeriodEnd,
        s.providerUpdatedAt,
      ],
    );
  }

  /** The user's live subscription, the higher plan first when there are two. */
  async liveSubscriptionOf(userId: string, tx?: Transaction): Promise<SubscriptionRow | null> {
    const rows: SubscriptionRow[] = await this.db(tx).query(
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions
       WHERE user_id = $1 AND status = ANY($2)
       ORDER BY (plan = 'business') DESC, created_at DESC LIMIT 1`,
      [userId, LIVE_SUBSCRIPTION_STATUSES],
    );
    return rows[0] ?? null;
  }

  async latestSubscriptionOf(userId: string): Promise<SubscriptionRow | null> {
    const rows: SubscriptionRow[] = await this.dataSource.query(
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions WHERE user_id = $1
       ORDER BY (status = ANY($2)) DESC, updated_at DESC LIMIT 1`,
      [userId, LIVE_SUBSCRIPTION_STATUSES],
    );
    return rows[0] ?? null;
  }

  /**
   * Takes an event for handling in `tx`: false when it was already handled. The row lock makes
   * a concurrent redelivery wait for the first handling to commit, then see it as handled.
   */
  async claimWebhookEvent(
    tx: Transaction,
    e: { id: string; provider: string; type: string; payload: unknown },
  ): Promise<boolean> {
    const db = this.db(tx);
    await db.query(
      `INSERT INTO webhook_events (id, provider, type, payload) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO NOTHING`,
      [e.id, e.provider, e.type, JSON.stringify(e.payload)],
    );
    const rows: { processed: boolean }[] = await db.query(
      'SELECT processed_at IS NOT NULL AS processed FROM webhook_events WHERE id = $1 FOR UPDATE',
      [e.id],
    );
    return !rows[0].processed;
  }

  async markWebhookProcessed(tx: Transaction, id: string): Promise<void> {
    await this.db(tx).query(
      'UPDATE webhook_events SET processed_at = now(), error = NULL WHERE id = $1',
      [id],
    );
  }

  /** Kept outside the failed transaction so the failure stays visible while Stripe retries. */
  async recordWebhookFailure(
    e: { id: string; provider: string; type: string; payload: unknown },
    error: string,
  ): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO webhook_events (id, provider, type, payload, error) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id) DO UPDATE SET error = EXCLUDED.error WHERE webhook_events.processed_at IS NULL`,
      [e.id, e.provider, e.type, JSON.stringify(e.payload), error.slice(0, 2000)],
    );
  }

  async raiseAlert(
    alert: {
      kind: string;
      severity: 'info' | 'warning' | 'critical';
      message: string;
      data: object;
    },
    tx?: Transaction,
  ): Promise<void> {
    await this.db(tx).query(
      'INSERT INTO alerts (kind, severity, message, data) VALUES ($1, $2, $3, $4)',
      [alert.kind, alert.severity, alert.message, JSON.stringify(alert.data)],
    );
  }
}
