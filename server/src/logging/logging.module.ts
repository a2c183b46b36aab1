import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

const REQUEST_ID = /^[\w.-]{8,128}$/;

/** The request's id: the caller's x-request-id when sane, else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** The request's id (requestIdOf), echoed back. */
export function requestId(req: IncomingMessage, res: ServerResponse): string {
  const id = requestIdOf(req);
  res.setHeader('x-request-id', id);
  return id;
}

/** A request's log level: error from 500 (or a thrown error), warn from 400, else `success`. */
export function requestLogLevel<Level extends string>(
  status: number,
  success: Level,
  error?: unknown,
): Level | 'warn' | 'error' {
  return error || status >= 500 ? 'error' : status >= 400 ? 'warn' : success;
}

/** pino logs; every request gets an id (the caller's x-request-id when sane) echoed back. */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        pinoHttp: {
          level: config.LOG_LEVEL,
          genReqId: requestId,
          // One short line per request: no headers (so nothing to redact), no query or params.
          serializers: {
            req: (req: { id: unknown; method: string; url: string }) => ({
              id: req.id,
              method: req.method,
              url: req.url,
            }),
            res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
          },
          autoLogging: { ignore: (req: IncomingMessage) => req.url === '/api/health' },
          customLogLevel: (_req: IncomingMessage, res: ServerResponse, err?: Error) =>
            requestLogLevel(res.statusCode, 'info', err),
        },
      }),
    }),
  ],
})
export class LoggingModule {}
