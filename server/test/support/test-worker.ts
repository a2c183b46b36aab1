import type { INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { APP_CONFIG, type AppConfig } from '../../src/config/app-config';
import { WorkerModule } from '../../src/worker.module';

/** The real worker (render and maintenance processors) in this process, sharing the app's config. */
export async function createTestWorker(
  config: AppConfig,
  overrides: Partial<AppConfig> = {},
): Promise<INestApplicationContext> {
  const moduleRef = await Test.createTestingModule({ imports: [WorkerModule] })
    .overrideProvider(APP_CONFIG)
    .useValue({ ...config, ...overrides })
    .compile();
  // An application context, as worker.ts makes it: the worker serves no HTTP.
  moduleRef.useLogger(false);
  await moduleRef.init();
  return moduleRef;
}
