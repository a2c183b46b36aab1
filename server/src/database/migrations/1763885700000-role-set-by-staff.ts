import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When a staff member last set the account's role in the back office. `ADMIN_EMAILS` promotes an
 * account at sign-in only while this is NULL: the list bootstraps admins, and once staff have
 * decided an account's role, a demotion holds at the next sign-in.
 */
export class RoleSetByStaff1763885700000 implements MigrationInterface {
  name = 'RoleSetByStaff1763885700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN role_set_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN IF EXISTS role_set_at`);
  }
}
