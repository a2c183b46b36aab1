import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Module } from '@nestjs/common';
import { LoggerModule, type Params } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import type { Options } from 'pino-http';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

const REQUEST_ID = /^[\w.-]{8,128}$/;
const GALLERY_PATH = '/api/videos/latest';

/** The request's id: the caller's x-request-id when sane, else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * The request's id for its log lines: the one Fastify gave it (its `genReqId` is requestIdOf;
 * middie copies it onto the raw request, where pino-http looks first), else requestIdOf.
 */
export function requestId(req: IncomingMessage & { id?: unknown }): string {
  return typeof req.id === 'string' ? req.id : requestIdOf(req);
}

/** A request's log level: error from 500 (or a thrown error), warn from 400, else `success`. */
export function requestLogLevel<Level extends string>(
  status: number,
  success: Level,
  error?: unknown,
): Level | 'warn' | 'error' {
  return error || status >= 500 ? 'error' : status >= 400 ? 'warn' : success;
}

/**
 * nestjs-pino's parameters: one short line per request, every line logged while a request is
 * handled bound to its id; written to `destination` (tests) or stdout.
 */
export function loggerParams(config: AppConfig, destination?: DestinationStream): Params {
  const options: Options = {
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
    // The gallery, polled by every open landing page, is logged at debug unless it fails.
    customLogLevel: (req: IncomingMessage, res: ServerResponse, err?: Error) =>
      requestLogLevel(res.statusCode, req.url === GALLERY_PATH ? 'debug' : 'info', err),
  };
  return { pinoHttp: destination ? [options, destination] : options };
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
