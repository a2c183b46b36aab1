import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { I18nService } from 'nestjs-i18n';
import { Logger } from 'nestjs-pino';
import { webhookRawBody } from './billing/webhook-raw-body';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import { requestPipes } from './common/request-pipes';
import { APP_CONFIG, type AppConfig } from './config/app-config';
import { mountFastRoutes } from './fast-routes';
import { languageMiddleware } from './i18n/language-middleware';

/** Everything main.ts and the API tests both need, so tests run the real pipeline. */
export function configureApp(app: INestApplication): AppConfig {
  const config = app.get<AppConfig>(APP_CONFIG);
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  const http = app.getHttpAdapter().getInstance() as express.Express;
  http.set('trust proxy', 1);
  http.disable('x-powered-by');

  const security = helmet({ contentSecurityPolicy: { directives: cspDirectives(config) } });
  mountFastRoutes(app, http, security); // ahead of every middleware below and Nest's own
  app.use(security);
  webhookRawBody(http);
  app.useGlobalPipes(...requestPipes());
  app.useGlobalFilters(new AllExceptionsFilter(app.get(I18nService), languageMiddleware(app)));

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Cena API')
      .setDescription('Promotional videos from a sentence or a photo.')
      .setVersion('1')
      .setLicense('UNLICENSED', 'https://docs.npmjs.com/cli/configuring-npm/package-json#license')
      // Relative: the document is served by the api it describes, wherever that runs.
      .addServer('/', 'This api')
      .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'A Firebase ID token.' })
      // Every route needs the token unless it says otherwise (`@Public()`: `security: []`).
      .addSecurityRequirements('bearer')
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/json' });

  serveSpa(http, '/admin', config.ADMIN_DIST);
  serveSpa(http, '/', config.CLIENT_DIST);
  return config;
}

function cspDirectives(config: AppConfig) {
  const firebase = [
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
    'https://www.googleapis.com',
  ];
  const emulator = config.FIREBASE_AUTH_EMULATOR_HOST
    ? [`http://${config.FIREBASE_AUTH_EMULATOR_HOST}`]
    : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", 'https://apis.google.com'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    mediaSrc: ["'self'", 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...firebase, ...emulator],
    frameSrc: ["'self'", `https://${config.FIREBASE_PROJECT_ID}.firebaseapp.com`],
  };
}

/**
 * Serves a built single-page app under `base`: its files, and index.html for any other GET
 * that is not the API or media, so client-side routes survive a reload.
 */
function serveSpa(http: express.Express, base: string, dist: string): void {
  const index = join(dist, 'index.html');
  const files = express.static(dist, { index: false, maxAge: '1h', redirect: false });
  // API and media requests never look for a file (a stat per API call otherwise).
  http.use(base, (req: Request, res: Response, next: NextFunction) =>
    isApiOrMedia(req.originalUrl) ? next() : files(req, res, next),
  );
  http.use(base, (req: Request, res: Response, next: NextFunction) => {
    const path = req.originalUrl;
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (isApiOrMedia(path)) return next();
    if (base === '/' && (path === '/admin' || path.startsWith('/admin/'))) return next();
    if (!existsSync(index)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}

const isApiOrMedia = (path: string) => path.startsWith('/api') || path.startsWith('/media');
