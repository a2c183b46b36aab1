import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Module } from '@nestjs/common';
import { LoggerModule, type Params } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import type { Options } from 'pino-http';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

const REQUEST_ID = /^[\w.-]{8,128}$/;

/** The request's id: the caller's x-request-id when sane, else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * nestjs-pino's parameters: the root logger at the configured level, written to `destination`
 * (tests) or stdout. Its request middleware is mounted on no route: requests are logged by
 * Fastify hooks (request-logging.ts), which write `req` and `res` in their final short shape (no
 * headers, so nothing to redact), hence no serializers of pino-http's for them.
 */
export function loggerParams(config: AppConfig, destination?: DestinationStream): Params {
  const options: Options = { level: config.LOG_LEVEL, wrapSerializers: false };
  return { pinoHttp: destination ? [options, destination] : options, forRoutes: [] };
}

/** pino logs; every request gets an id (the caller's x-request-id when sane) echoed back. */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => loggerParams(config),
    }),
  ],
})
export class LoggingModule {}
