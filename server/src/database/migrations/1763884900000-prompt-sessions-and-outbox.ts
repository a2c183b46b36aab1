import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Prompt-assistant sessions (for the back office's AI screen) and the local mail outbox. */
export class PromptSessionsAndOutbox1763884900000 implements MigrationInterface {
  name = 'PromptSessionsAndOutbox1763884900000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE prompt_sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id),
        original_prompt text NOT NULL,
        locale text NOT NULL,
        category text NOT NULL,
        engine text NOT NULL,
        proposals jsonb NOT NULL DEFAULT '[]',
        selected_index integer,
        final_prompt text,
        english_prompt text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX prompt_sessions_user_idx ON prompt_sessions (user_id, created_at DESC)`,
    );
    await q.query(`
      CREATE TABLE mail_outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        to_address text NOT NULL,
        subject text NOT NULL,
        text_body text NOT NULL,
        html_body text NOT NULL,
        template text NOT NULL,
        locale text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        error text
      )`);
    await q.query(`CREATE INDEX mail_outbox_created_idx ON mail_outbox (created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS mail_outbox');
    await q.query('DROP TABLE IF EXISTS prompt_sessions');
  }
}
