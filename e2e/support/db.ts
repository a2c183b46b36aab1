// Direct access to the e2e database, for what no screen shows (a plan change, an account's language).
import pg from 'pg';
import type { Locale, Plan } from '@cena/contracts';
import { databaseUrl } from './env';

async function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Moves the account with this e-mail to another plan; fails when it was never synced. */
export async function setPlan(email: string, plan: Plan): Promise<void> {
  const result = await withClient((client) =>
    client.query('UPDATE users SET plan = $2 WHERE lower(email) = lower($1)', [email, plan]),
  );
  if (result.rowCount !== 1) throw new Error(`no synced user ${email} to move to ${plan}`);
}

/** The language an account's e-mails are written in. */
export async function accountLocale(email: string): Promise<Locale | undefined> {
  const result = await withClient((client) =>
    client.query<{ locale: Locale }>('SELECT locale FROM users WHERE lower(email) = lower($1)', [
      email,
    ]),
  );
  return result.rows[0]?.locale;
}
