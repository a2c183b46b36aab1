import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import { configureApp } from './app.setup';
import { loadConfig } from './config/app-config';
import { exitOnConfigError } from './config/exit-on-config-error';
import { APP_OPTIONS, createHttpAdapter, listenOnEveryAddress } from './http/http-platform';

async function bootstrap(): Promise<void> {
  loadConfig(); // fail fast, before Nest logs anything, when the environment is wrong
  const app = await NestFactory.create<NestFastifyApplication>(AppModule, createHttpAdapter(), {
    ...APP_OPTIONS,
    bufferLogs: true,
  });
  const config = await configureApp(app);
  await listenOnEveryAddress(app, config.PORT);
}

bootstrap().catch(exitOnConfigError);
