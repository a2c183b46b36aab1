import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import { configureApp } from './app.setup';
import { loadConfig } from './config/app-config';
import { exitOnConfigError } from './config/exit-on-config-error';

async function bootstrap(): Promise<void> {
  loadConfig(); // fail fast, before Nest logs anything, when the environment is wrong
  const app = await NestFactory.create(AppModule, { bufferLogs: true });
  const config = configureApp(app);
  await app.listen(config.PORT);
}

bootstrap().catch(exitOnConfigError);
