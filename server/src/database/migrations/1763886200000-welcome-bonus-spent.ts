import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The e-mail addresses whose account received the welcome bonus and was then erased, as keyed
 * digests (never the address): a new account with the same address gets no second bonus. Not
 * linked to any account, so an erasure leaves nothing that names the person.
 */
export class WelcomeBonusSpent1763886200000 implements MigrationInterface {
  name = 'WelcomeBonusSpent1763886200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE welcome_bonus_spent (
        email_digest text PRIMARY KEY CHECK (email_digest ~ '^[0-9a-f]{64}$'),
        recorded_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE welcome_bonus_spent`);
  }
}
