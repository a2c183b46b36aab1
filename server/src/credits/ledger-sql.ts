/**
 * The credits module's SQL for the one statement another module composes (the generate
 * statement, VideoAcceptanceRepository): the account lock and the video debit. With
 * CreditsRepository, this is every write to `credit_ledger` and `users.credit_balance`.
 */

/** Locks the account row of the user id `userId` (a parameter) until the transaction ends. */
export function lockAccountSql(userId: string): string {
  return `SELECT id, plan, credit_balance FROM users WHERE id = ${userId} FOR UPDATE`;
}

/**
 * Two CTEs that take a video's price from an account the statement has locked: the
 * `video_debit` ledger row carrying the new balance (CTE `debit`), then the balance itself (CTE
 * `balance`, returning `credit_balance`). `account` names a CTE holding the locked row's `id` and
 * `credit_balance` (no row: nothing is written), `video` one holding the new video's `id`, and
 * `amount` the price as an int expression (0: nothing is written). The caller has checked that
 * the balance covers the price; the balance's check constraint refuses a negative one anyway.
 */
export function videoDebitSql(names: { account: string; video: string; amount: string }): string {
  const { account, video, amount } = names;
  return `debit AS (
         INSERT INTO credit_ledger (user_id, delta, reason, video_id, balance_after)
         SELECT ${account}.id, -${amount}, 'video_debit', ${video}.id, ${account}.credit_balance - ${amount}
           FROM ${account}, ${video}
          WHERE ${amount} > 0
         RETURNING user_id, balance_after
       ), balance AS (
         UPDATE users SET credit_balance = debit.balance_after, updated_at = now()
           FROM debit WHERE users.id = debit.user_id
         RETURNING users.credit_balance
       )`;
}
