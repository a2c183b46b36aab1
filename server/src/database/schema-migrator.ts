import type { DataSource } from 'typeorm';
import { ConfigError } from '../config/app-config';
import { MIGRATIONS } from './data-source-options';

/** Held (session-level) while one runner applies migrations; a second runner waits on it. */
export const MIGRATION_LOCK_KEY = 0x6d696772;

/** The names TypeORM records in the migrations table, in the order they apply. */
const KNOWN_MIGRATIONS = MIGRATIONS.map((migration) => migration.name);

/** The schema this process needs is not there yet: the release's migrate step has not run. */
export class SchemaOutdatedError extends ConfigError {
  constructor(readonly pending: readonly string[]) {
    super(
      `The database schema is older than this release: ${pending.length} migration(s) pending ` +
        `(${pending.join(', ')}).\n` +
        '  Run the release step first: `npm run migrate` (in the image: `node server/dist/migrate.js`),\n' +
        '  or set MIGRATE_ON_BOOT=true for a single-process install.',
    );
  }
}

/** This release's migrations not yet recorded in the database, in apply order. */
export async function pendingMigrations(dataSource: DataSource): Promise<string[]> {
  const [table] = (await dataSource.query(
    "SELECT to_regclass('migrations') IS NOT NULL AS present",
  )) as { present: boolean }[];
  if (!table?.present) return [...KNOWN_MIGRATIONS];
  const rows = (await dataSource.query('SELECT name FROM migrations')) as { name: string }[];
  const applied = new Set(rows.map((row) => row.name));
  return KNOWN_MIGRATIONS.filter((name) => !applied.has(name));
}

/** Refuses to serve on a schema older than this release (a newer one is fine mid-rollout). */
export async function assertSchemaCurrent(dataSource: DataSource): Promise<void> {
  const pending = await pendingMigrations(dataSource);
  if (pending.length > 0) throw new SchemaOutdatedError(pending);
}

/**
 * Applies pending migrations, one runner at a time: the lock is taken on a connection of its
 * own and held until the migrations are done, so a second runner started at the same moment
 * waits, then finds nothing to apply. The lock dies with its connection if the process does.
 */
export async function migrateUnderLock(dataSource: DataSource): Promise<string[]> {
  const lockHolder = dataSource.createQueryRunner();
  await lockHolder.connect();
  try {
    await lockHolder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      return applied.map((migration) => migration.name);
    } finally {
      await lockHolder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await lockHolder.release();
  }
}
