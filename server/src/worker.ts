import 'reflect-metadata';
import { utimes, writeFile } from 'node:fs/promises';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { loadConfig } from './config/app-config';
import { exitOnConfigError } from './config/exit-on-config-error';
import { warmUpLocalEngine } from '@cena/engine';
import { WorkerModule } from './worker.module';

const HEARTBEAT_MS = 5000;

async function bootstrap(): Promise<void> {
  const config = loadConfig(); // fail fast, before Nest logs anything, when the environment is wrong
  // Before the first job can arrive: the first clip then renders as fast as the next ones. A
  // failed warm-up only costs that first clip its one-time costs again.
  const warmUp = await warmUpLocalEngine().then(
    () => undefined,
    (error: unknown) => error,
  );
  const app = await NestFactory.createApplicationContext(WorkerModule, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  await app.init();
  if (config.WORKER_HEARTBEAT_FILE) startHeartbeat(config.WORKER_HEARTBEAT_FILE);
  if (warmUp) app.get(Logger).warn(`local engine warm-up failed: ${String(warmUp)}`);
  app.get(Logger).log('worker ready');
}

/**
 * Touches a file while the event loop runs, for a container health check. It says the process
 * is alive, not that PostgreSQL or Redis are: a worker waiting for them must not be restarted.
 */
function startHeartbeat(file: string): void {
  const touch = () => {
    const now = new Date();
    utimes(file, now, now)
      .catch(() => writeFile(file, ''))
      .catch(() => undefined);
  };
  touch();
  setInterval(touch, HEARTBEAT_MS).unref();
}

bootstrap().catch(exitOnConfigError);
