import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import express, {
  type Express,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import { PinoLogger } from 'nestjs-pino';
import { bearerToken } from './auth/firebase.strategy';
import { IdentityProvider } from './auth/identity';
import { DomainError } from './common/domain-error';
import { prepareJson, sendPreparedJson } from './common/prepared-json';
import { pipedBody, requestPipes } from './common/request-pipes';
import { GenerateDto } from './generation/dto/generate.dto';
import { GenerationService } from './generation/generation.service';
import { type FrontRoute, installFrontDoor } from './front-door';
import { HealthStatus, sendHealth } from './health/health-status';
import { languageMiddleware } from './i18n/language-middleware';
import { requestIdOf, requestLogLevel } from './logging/logging.module';
import type { UserEntity } from './users/user.entity';
import { toUserDto } from './users/user.mapper';
import { UsersService } from './users/users.service';
import { GalleryCache, sendGallery } from './videos/gallery-cache';
import { MediaUrlSigner } from './videos/media-url-signer';
import { toVideoDto } from './videos/video.mapper';

/**
 * The routes polled hardest, answered ahead of the middleware chain (helmet, pino-http,
 * nestjs-i18n) and Nest's router, guards and interceptors, which cost several times the answer
 * itself: `GET /api/videos/latest` (every open landing page), `GET /api/health` (load
 * balancers) and `GET /api/user` (every signed-in page) on Node's server itself, before Express
 * (front-door.ts). The answer is the controllers' own: the same GalleryCache / HealthStatus
 * check, the same sendGallery / sendHealth, the same user mapping written as `res.json` writes
 * it (prepared-json.ts: same ETag, same 304), plus the headers the chain would add (the request
 * id and helmet's headers, taken from `security` once). The
 * controllers stay for the OpenAPI document and answer whatever this does not: a gallery that
 * cannot be read, and a caller the auth guard would refuse, continue into Express and Nest,
 * which answer the error as for any route (translated, logged). `GET /api/user` admits the
 * caller exactly as the guard does (the same token verification and `activeAccount`) and is
 * logged at info as pino-http logs it; gallery requests are logged at debug level; health's
 * were never logged.
 *
 * `POST /api/generate` with a JSON body (multipart goes to Nest), a plain Express handler mounted
 * ahead of the chain, is admitted the same way; a
 * caller the guard would refuse continues into Nest. Its body is parsed by the parser Nest
 * installs (`express.json()`; it marks the body parsed, so Nest's skips it) and goes through the
 * same global pipes and GenerationService. Once the body is read there is no going back into
 * the chain, so a failure from there on (bad JSON, a refused body, a DomainError, the database)
 * is answered by Nest's own error handler and global filter, in the request's language resolved
 * by nestjs-i18n's middleware: the same answer, and a video is never accepted twice.
 */
export function mountFastRoutes(
  app: INestApplication,
  http: Express,
  security: RequestHandler,
): void {
  const gallery = app.get(GalleryCache);
  const health = app.get(HealthStatus);
  const identities = app.get(IdentityProvider);
  const users = app.get(UsersService);
  const generation = app.get(GenerationService);
  const urls = app.get(MediaUrlSigner);
  const pipes = requestPipes();
  const parseJson = express.json();
  const language = languageMiddleware(app);
  /** Hands `error` to Nest's error handler, with the headers and language the chain sets. */
  const fail = (req: Request, res: Response, next: NextFunction, error: unknown): void => {
    prepare(req, res);
    language.use(req, res, () => next(error)).catch(() => next(error));
  };
  /** The caller's account as the auth guard admits it; rejects whenever the guard would refuse. */
  const admit = (req: IncomingMessage): Promise<UserEntity> => {
    const token = bearerToken(req);
    if (!token) return Promise.reject(new DomainError('unauthenticated'));
    return identities.verifyIdToken(token).then((identity) => users.activeAccount(identity));
  };
  const securityHeaders = headersSetBy(security);
  /** The headers the chain would add (helmet's, the request id), `[name, value, …]`. */
  const chainHeaders = (req: IncomingMessage): string[] => {
    req.id = requestIdOf(req); // where pino-http keeps it
    return [...securityHeaders, 'x-request-id', req.id];
  };
  /** The same headers set on `res`, for an answer Nest's error handler writes. */
  const prepare = (req: Request, res: Response): void => {
    const headers = chainHeaders(req);
    for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
  };

  http.post('/api/generate', (req: Request, res: Response, next: NextFunction) => {
    if (!req.is('application/json')) return next();
    const startedAt = Date.now();
    admit(req).then(
      (account) =>
        parseJson(req, res, (parseError?: unknown) => {
          logRequest('info', req, res, startedAt);
          if (parseError) return fail(req, res, next, parseError);
          pipedBody(pipes, GenerateDto, req.body)
            .then((body) => generation.create(account, body))
            .then(async (video) => {
              const dto = toVideoDto(video, await urls.forOwner(video));
              sendPreparedJson(req, res, prepareJson(dto), chainHeaders(req), 202);
            })
            .catch((error: unknown) => fail(req, res, next, error));
        }),
      () => next(),
    );
  });

  installFrontDoor(
    app.getHttpServer() as Server,
    new Map<string, FrontRoute>([
      [
        '/api/videos/latest',
        frontRoute(
          () => gallery.current(),
          (req, res, snapshot, startedAt) => {
            const headers = chainHeaders(req);
            logRequest('debug', req, res, startedAt);
            sendGallery(req, res, snapshot, headers);
          },
        ),
      ],
      [
        '/api/health',
        frontRoute(
          () => health.current(),
          (req, res, report) => sendHealth(res, report, chainHeaders(req)),
        ),
      ],
      [
        '/api/user',
        frontRoute(admit, (req, res, account, startedAt) => {
          const headers = chainHeaders(req);
          logRequest('info', req, res, startedAt);
          sendPreparedJson(req, res, prepareJson(toUserDto(account)), headers);
        }),
      ],
    ]),
  );
}

/**
 * A front route that answers with `answer` once `work` resolves, and passes the request on to
 * the application when `work` rejects (or `answer` throws before writing).
 */
function frontRoute<T>(
  work: (req: IncomingMessage) => Promise<T>,
  answer: (req: IncomingMessage, res: ServerResponse, result: T, startedAt: number) => void,
): FrontRoute {
  return (req, res, pass) => {
    const startedAt = Date.now();
    work(req)
      .then((result) => answer(req, res, result, startedAt), pass)
      .catch((error: unknown) => (res.headersSent ? res.destroy(error as Error) : pass()));
  };
}

/**
 * The headers a middleware sets whatever the request (helmet's), `[name, value, …]`, recorded
 * from one dry run.
 */
function headersSetBy(middleware: RequestHandler): string[] {
  const headers: string[] = [];
  const recorder = {
    setHeader: (name: string, value: number | string | string[]) => {
      for (const one of Array.isArray(value) ? value : [value]) headers.push(name, String(one));
    },
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

/**
 * pino-http's line for the request (same serializers, same levels), `level` for a success,
 * written when the answer is sent, when `level` is on.
 */
function logRequest(
  level: 'debug' | 'info',
  req: IncomingMessage,
  res: ServerResponse,
  startedAt: number,
): void {
  const logger = PinoLogger.root;
  if (!logger?.isLevelEnabled(level)) return;
  res.once('finish', () => {
    const at = requestLogLevel(res.statusCode, level);
    if (logger.isLevelEnabled(at))
      logger[at]({ req, res, responseTime: Date.now() - startedAt }, 'request completed');
  });
}
