import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { PinoLogger } from 'nestjs-pino';
import { type Store, storage } from 'nestjs-pino/storage';
import type { Logger } from 'pino';

const GALLERY_PATH = '/api/videos/latest';
const HEALTH_PATH = '/api/health';

/** A request's log level: error from 500 (or a thrown error), warn from 400, else `success`. */
export function requestLogLevel<Level extends string>(
  status: number,
  success: Level,
  error?: unknown,
): Level | 'warn' | 'error' {
  return error || status >= 500 ? 'error' : status >= 400 ? 'warn' : success;
}

/**
 * The logger a request's lines go to: the root one bound to `{ req: { id, method, url } }`,
 * made the first time something logs (the gallery, logged at debug, usually never does).
 * nestjs-pino's PinoLogger reads `logger` from the store and may replace it (`assign`).
 */
class RequestLogStore implements Store {
  #bound?: Logger;

  constructor(
    private readonly root: Logger,
    private readonly request: FastifyRequest,
  ) {}

  get logger(): Logger {
    this.#bound ??= this.root.child({
      req: { id: this.request.id, method: this.request.method, url: this.request.url },
    });
    return this.#bound;
  }

  set logger(logger: Logger) {
    this.#bound = logger;
  }
}

/**
 * One line per request ('request completed', or 'request errored' from 500), with its id,
 * method, url, status and time; and every line logged while a request is handled bound to its
 * id (nestjs-pino's store, which PinoLogger reads). Fastify hooks rather than pino-http through
 * middie: the same lines for about a tenth of the work.
 */
export function logRequests(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', (request, _reply, done) => {
    storage.run(new RequestLogStore(PinoLogger.root, request), done);
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const url = request.url;
    if (url === HEALTH_PATH) return done();
    const status = reply.statusCode;
    const level = requestLogLevel(status, url === GALLERY_PATH ? 'debug' : 'info');
    const root = PinoLogger.root;
    if (root.isLevelEnabled(level)) {
      root[level](
        {
          req: { id: request.id, method: request.method, url },
          res: { statusCode: status },
          responseTime: Math.round(reply.elapsedTime),
        },
        status >= 500 ? 'request errored' : 'request completed',
      );
    }
    done();
  });
}
