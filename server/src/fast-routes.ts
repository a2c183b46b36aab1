import type { IncomingMessage, ServerResponse } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import { PinoLogger } from 'nestjs-pino';
import { HealthStatus, sendHealth } from './health/health-status';
import { requestId } from './logging/logging.module';
import { GalleryCache, sendGallery } from './videos/gallery-cache';

/**
 * The two routes polled hardest, `GET /api/videos/latest` (every open landing page) and
 * `GET /api/health` (load balancers), answered by plain Express handlers mounted ahead of the
 * middleware chain (helmet, pino-http, nestjs-i18n) and Nest's router, guards and interceptors,
 * which cost several times the answer itself. The answer is the controllers' own: the same
 * GalleryCache / HealthStatus check and the same sendGallery / sendHealth, plus the headers the
 * chain would add (the request id and helmet's headers, taken from `security` once). The
 * controllers stay for the OpenAPI document and answer whatever this does not: a gallery that
 * cannot be read continues into Nest, which answers the error as for any route (translated,
 * logged). Gallery requests are logged at debug level; health's were never logged.
 */
export function mountFastRoutes(
  app: INestApplication,
  http: Express,
  security: RequestHandler,
): void {
  const gallery = app.get(GalleryCache);
  const health = app.get(HealthStatus);
  const securityHeaders = headersSetBy(security);
  const prepare = (req: Request, res: Response): void => {
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    req.id = requestId(req, res); // where pino-http keeps it
  };

  http.get('/api/videos/latest', (req: Request, res: Response, next: NextFunction) => {
    const startedAt = Date.now();
    gallery.current().then(
      (snapshot) => {
        prepare(req, res);
        logAtDebug(req, res, startedAt);
        sendGallery(res, snapshot);
      },
      () => next(),
    );
  });
  http.get('/api/health', (req: Request, res: Response, next: NextFunction) => {
    health.current().then(
      (report) => {
        prepare(req, res);
        sendHealth(res, report);
      },
      () => next(),
    );
  });
}

/** The headers a middleware sets whatever the request (helmet's), recorded from one dry run. */
function headersSetBy(middleware: RequestHandler): [string, string | string[]][] {
  const headers: [string, string | string[]][] = [];
  const recorder = {
    setHeader: (name: string, value: number | string | string[]) =>
      headers.push([name, typeof value === 'number' ? String(value) : value]),
    removeHeader: () => undefined,
  };
  let done = false;
  middleware(
    {} as Request,
    recorder as unknown as Response,
    ((error?: unknown) => {
      if (error) throw error;
      done = true;
    }) as NextFunction,
  );
  if (!done) throw new Error('the security middleware did not finish synchronously');
  return headers;
}

/** pino-http's line for the request (same serializers), at debug level, when debug is on. */
function logAtDebug(req: IncomingMessage, res: ServerResponse, startedAt: number): void {
  const logger = PinoLogger.root;
  if (!logger?.isLevelEnabled('debug')) return;
  res.once('finish', () =>
    logger.debug({ req, res, responseTime: Date.now() - startedAt }, 'request completed'),
  );
}
