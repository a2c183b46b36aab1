import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { PARAMS_PROVIDER_TOKEN } from 'nestjs-pino';
import type { DataSource } from 'typeorm';
import { getDataSourceToken } from '@nestjs/typeorm';
import { AppModule } from '../../src/app.module';
import { configureApp } from '../../src/app.setup';
import { APP_CONFIG, type AppConfig, loadConfig } from '../../src/config/app-config';
import { APP_OPTIONS, createHttpAdapter } from '../../src/http/http-platform';
import { loggerParams } from '../../src/logging/logging.module';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: NestFastifyApplication;
  http: ReturnType<NestFastifyApplication['getHttpServer']>;
  config: AppConfig;
  db: DataSource;
  /** Every route the HTTP platform registered, as Fastify holds it (`/api/videos/:id`, `/media/*`). */
  routes: readonly ServedRoute[];
  close(): Promise<void>;
}

export interface ServedRoute {
  method: string;
  url: string;
}

/**
 * The real api (same modules, pipes, filters and guards as main.ts) on a fresh database,
 * with its own queue prefix and a temporary media directory.
 */
export async function createTestApp(
  label: string,
  env: Record<string, string> = {},
  options: {
    databasePort?: number;
    /** Receives every log line the api writes (set LOG_LEVEL in `env`), parsed. */
    logLines?: Record<string, unknown>[];
  } = {},
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
  const routes: ServedRoute[] = [];
  const app = await startTestApi(config, routes, options.logLines);
  return {
    app,
    routes,
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
export async function startTestApi(
  config: AppConfig,
  routes: ServedRoute[] = [],
  logLines?: Record<string, unknown>[],
): Promise<NestFastifyApplication> {
  let builder = Test.createTestingModule({ imports: [AppModule] })
    .overrideProvider(APP_CONFIG)
    .useValue(config);
  if (logLines) {
    const destination = { write: (line: string) => void logLines.push(JSON.parse(line)) };
    builder = builder
      .overrideProvider(PARAMS_PROVIDER_TOKEN)
      .useValue(loggerParams(config, destination));
  }
  const moduleRef = await builder.compile();
  const app = moduleRef.createNestApplication<NestFastifyApplication>(createHttpAdapter(), {
    ...APP_OPTIONS,
    logger: false,
  });
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRoute', ({ method, url }) => {
      for (const one of [method].flat()) routes.push({ method: one.toLowerCase(), url });
    });
  await configureApp(app);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}
