import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { DataSource } from 'typeorm';
import { getDataSourceToken } from '@nestjs/typeorm';
import { AppModule } from '../../src/app.module';
import { configureApp } from '../../src/app.setup';
import { APP_CONFIG, type AppConfig, loadConfig } from '../../src/config/app-config';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: INestApplication;
  http: ReturnType<INestApplication['getHttpServer']>;
  config: AppConfig;
  db: DataSource;
  close(): Promise<void>;
}

/**
 * The real api (same modules, pipes, filters and guards as main.ts) on a fresh database,
 * with its own queue prefix and a temporary media directory.
 */
export async function createTestApp(
  label: string,
  env: Record<string, string> = {},
  options: { databasePort?: number } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(label);
  const databaseUrl = new URL(database.url);
  if (options.databasePort) databaseUrl.port = String(options.databasePort);
  const scratch = mkdtempSync(join(tmpdir(), `cena-${label}-`));
  const spa = (name: string) => {
    const dir = join(scratch, name);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'index.html'), `<!doctype html><html><body>${name}</body></html>`);
    return dir;
  };
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl.toString(),
    QUEUE_PREFIX: `t${randomBytes(4).toString('hex')}`,
    STORAGE_DIR: join(scratch, 'media'),
    CLIENT_DIST: spa('client'),
    ADMIN_DIST: spa('admin'),
    WORKER_SHUTDOWN_GRACE_MS: '2000',
    // Seven 8 s renders would slow every file down; samples.e2e-spec turns seeding on.
    SEED_SAMPLE_VIDEOS: 'false',
    ...env,
  });
  const app = await startTestApi(config);
  return {
    app,
    http: app.getHttpServer(),
    config,
    db: app.get<DataSource>(getDataSourceToken()),
    async close() {
      await app.close();
      await database.drop();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** The api (AppModule, configured as in production) on `config`, initialised, not listening. */
export async function startTestApi(config: AppConfig): Promise<INestApplication> {
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] })
    .overrideProvider(APP_CONFIG)
    .useValue(config)
    .compile();
  const app = moduleRef.createNestApplication({ logger: false });
  configureApp(app);
  await app.init();
  return app;
}
