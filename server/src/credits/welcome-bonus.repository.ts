import { Injectable } from '@nestjs/common';
import { entityManagerOf } from '../transactions/typeorm-unit-of-work';
import type { Transaction } from '../transactions/unit-of-work';

/** The digests of e-mail addresses whose welcome bonus was spent by an account since erased. */
@Injectable()
export class WelcomeBonusRepository {
  async isSpent(tx: Transaction, emailDigest: string): Promise<boolean> {
    const rows: unknown[] = await entityManagerOf(tx).query(
      'SELECT 1 FROM welcome_bonus_spent WHERE email_digest = $1',
      [emailDigest],
    );
    return rows.length > 0;
  }

  /** Records the digest when the account received the bonus (a second record changes nothing). */
  async recordIfGranted(tx: Transaction, emailDigest: string, userId: string): Promise<void> {
    await entityManagerOf(tx).query(
      `INSERT INTO welcome_bonus_spent (email_digest)
       SELECT $1 WHERE EXISTS (
         SELECT 1 FROM credit_ledger WHERE user_id = $2 AND reason = 'signup_bonus')
       ON CONFLICT DO NOTHING`,
      [emailDigest, userId],
    );
  }
}
