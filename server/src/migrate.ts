/**
 * The release step: applies pending migrations and exits. Run once per release, before the api
 * and the worker of that release start (`npm run migrate`; in the image `node server/dist/migrate.js`).
 * Two runners at once are safe: the second waits for the first's lock, then applies nothing.
 */
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from './config/app-config';
import { exitOnConfigError } from './config/exit-on-config-error';
import { dataSourceOptions } from './database/data-source-options';
import { migrateUnderLock } from './database/schema-migrator';

async function migrate(): Promise<void> {
  const config = loadConfig();
  const dataSource = new DataSource(
    dataSourceOptions(config.DATABASE_URL, 2, { connectMs: config.DATABASE_CONNECT_TIMEOUT_MS }),
  );
  await dataSource.initialize();
  try {
    const applied = await migrateUnderLock(dataSource);
    process.stdout.write(
      applied.length === 0
        ? 'migrate: the schema is current, nothing to apply\n'
        : `migrate: applied ${applied.length} migration(s): ${applied.join(', ')}\n`,
    );
  } finally {
    await dataSource.destroy();
  }
}

migrate().catch(exitOnConfigError);
