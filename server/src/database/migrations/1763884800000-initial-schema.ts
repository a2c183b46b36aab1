import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The whole data model of ARCHITECTURE.md, with the constraints that keep credits exact. */
export class InitialSchema1763884800000 implements MigrationInterface {
  name = 'InitialSchema1763884800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pgcrypto`);
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        firebase_uid text NOT NULL UNIQUE,
        email text NOT NULL,
        display_name text,
        photo_url text,
        plan text NOT NULL DEFAULT 'basic' CHECK (plan IN ('basic', 'pro', 'business')),
        role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'support', 'admin')),
        credit_balance integer NOT NULL DEFAULT 0 CHECK (credit_balance >= 0),
        locale text NOT NULL DEFAULT 'pt-BR',
        stripe_customer_id text UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        disabled_at timestamptz,
        deleted_at timestamptz
      )`);
    await q.query(`CREATE INDEX users_email_idx ON users (lower(email))`);
    await q.query(`CREATE INDEX users_created_at_idx ON users (created_at DESC)`);

    await q.query(`
      CREATE TABLE videos (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id),
        mode text NOT NULL CHECK (mode IN ('text', 'image', 'animation3d')),
        status text NOT NULL DEFAULT 'queued'
          CHECK (status IN ('queued', 'processing', 'completed', 'failed', 'expired')),
        prompt text NOT NULL,
        refined_prompt text,
        english_prompt text,
        is_refined boolean NOT NULL DEFAULT false,
        title text NOT NULL,
        duration_s smallint NOT NULL CHECK (duration_s BETWEEN 4 AND 8),
        tone text NOT NULL,
        soundtrack text NOT NULL,
        magic_expansion boolean NOT NULL DEFAULT false,
        source_image_key text,
        video_key text,
        thumbnail_key text,
        provider text,
        progress smallint NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
        stage text,
        error_code text,
        cost_credits integer NOT NULL CHECK (cost_credits >= 0),
        watermark boolean NOT NULL DEFAULT true,
        priority integer NOT NULL DEFAULT 10,
        seed integer NOT NULL DEFAULT 0,
        attempts integer NOT NULL DEFAULT 0,
        is_public boolean NOT NULL DEFAULT true,
        hidden_at timestamptz,
        views integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        started_at timestamptz,
        completed_at timestamptz,
        expires_at timestamptz,
        deleted_at timestamptz
      )`);
    await q.query(`CREATE INDEX videos_user_created_idx ON videos (user_id, created_at DESC)`);
    await q.query(
      `CREATE INDEX videos_active_idx ON videos (status, updated_at) WHERE status IN ('queued', 'processing')`,
    );
    await q.query(
      `CREATE INDEX videos_gallery_idx ON videos (completed_at DESC) WHERE status = 'completed' AND is_public AND hidden_at IS NULL AND deleted_at IS NULL`,
    );
    await q.query(
      `CREATE INDEX videos_expiry_idx ON videos (expires_at) WHERE status = 'completed' AND expires_at IS NOT NULL`,
    );

    await q.query(`
      CREATE TABLE payments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id),
        provider text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('credits', 'subscription')),
        product_key text NOT NULL,
        amount_cents integer NOT NULL CHECK (amount_cents >= 0),
        currency text NOT NULL DEFAULT 'brl',
        credits integer NOT NULL DEFAULT 0 CHECK (credits >= 0),
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed', 'refunded', 'expired')),
        checkout_session_id text UNIQUE,
        provider_payment_id text UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        paid_at timestamptz
      )`);
    await q.query(`CREATE INDEX payments_user_idx ON payments (user_id, created_at DESC)`);

    await q.query(`
      CREATE TABLE credit_ledger (
        id bigserial PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id),
        delta integer NOT NULL CHECK (delta <> 0),
        reason text NOT NULL CHECK (reason IN ('signup_bonus', 'video_debit', 'video_refund', 'purchase', 'subscription_grant', 'admin_adjustment')),
        video_id uuid REFERENCES videos(id),
        payment_id uuid REFERENCES payments(id),
        actor_id uuid REFERENCES users(id),
        note text,
        balance_after integer NOT NULL CHECK (balance_after >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT credit_ledger_reason_video_uq UNIQUE (reason, video_id),
        CONSTRAINT credit_ledger_reason_payment_uq UNIQUE (reason, payment_id)
      )`);
    await q.query(
      `CREATE UNIQUE INDEX credit_ledger_signup_bonus_uq ON credit_ledger (user_id) WHERE reason = 'signup_bonus'`,
    );
    await q.query(
      `CREATE INDEX credit_ledger_user_idx ON credit_ledger (user_id, created_at DESC)`,
    );

    await q.query(`
      CREATE TABLE subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id),
        provider text NOT NULL,
        provider_subscription_id text NOT NULL UNIQUE,
        plan text NOT NULL CHECK (plan IN ('basic', 'pro', 'business')),
        status text NOT NULL,
        current_period_end timestamptz,
        cancel_at_period_end boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX subscriptions_user_idx ON subscriptions (user_id)`);

    await q.query(`
      CREATE TABLE webhook_events (
        id text PRIMARY KEY,
        provider text NOT NULL,
        type text NOT NULL,
        payload jsonb NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        processed_at timestamptz,
        error text
      )`);

    await q.query(`
      CREATE TABLE support_tickets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id),
        subject text NOT NULL,
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'pending', 'resolved', 'closed')),
        priority text NOT NULL DEFAULT 'normal' CHECK (priority IN ('low', 'normal', 'high', 'urgent')),
        assignee_id uuid REFERENCES users(id),
        video_id uuid REFERENCES videos(id),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX support_tickets_status_idx ON support_tickets (status, updated_at DESC)`,
    );
    await q.query(`CREATE INDEX support_tickets_user_idx ON support_tickets (user_id)`);

    await q.query(`
      CREATE TABLE ticket_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        ticket_id uuid NOT NULL REFERENCES support_tickets(id) ON DELETE CASCADE,
        author_id uuid NOT NULL REFERENCES users(id),
        body text NOT NULL,
        internal boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX ticket_messages_ticket_idx ON ticket_messages (ticket_id, created_at)`,
    );

    await q.query(`
      CREATE TABLE alerts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL,
        severity text NOT NULL CHECK (severity IN ('info', 'warning', 'critical')),
        message text NOT NULL,
        data jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        acknowledged_at timestamptz,
        acknowledged_by uuid REFERENCES users(id)
      )`);
    await q.query(
      `CREATE INDEX alerts_open_idx ON alerts (created_at DESC) WHERE acknowledged_at IS NULL`,
    );

    await q.query(`
      CREATE TABLE settings (
        key text PRIMARY KEY,
        value jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by uuid REFERENCES users(id)
      )`);

    await q.query(`
      CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        actor_id uuid REFERENCES users(id),
        action text NOT NULL,
        target_type text NOT NULL,
        target_id text,
        data jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX audit_log_target_idx ON audit_log (target_type, target_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'audit_log',
      'settings',
      'alerts',
      'ticket_messages',
      'support_tickets',
      'webhook_events',
      'subscriptions',
      'credit_ledger',
      'payments',
      'videos',
      'users',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
