import { createHash } from 'node:crypto';
import type { Pool, QueryResultRow } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/**
 * Runs `text` as a named statement on the data source's pool: each pooled connection parses and
 * plans it once, then only binds and executes it. For statements run hundreds of times a second
 * (the generate acceptance, the gallery's freshness check). Outside any transaction.
 */
export async function preparedQuery<Row extends QueryResultRow>(
  dataSource: DataSource,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  const pool = (dataSource.driver as PostgresDriver).master as Pool;
  const { rows } = await pool.query<Row>({ name: statementName(text), text, values });
  return rows;
}

const names = new Map<string, string>();

/** A name per distinct text (pg keys prepared statements by name on each connection). */
function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `cena-${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    names.set(text, name);
  }
  return name;
}
