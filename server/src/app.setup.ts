import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { I18nService } from 'nestjs-i18n';
import { Logger } from 'nestjs-pino';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import { requestPipes } from './common/request-pipes';
import { APP_CONFIG, type AppConfig } from './config/app-config';
import { MULTIPART_OPTIONS } from './generation/upload/multipart-upload';
import { proxyAuthEmulator } from './http/auth-emulator-proxy';
import { echoRequestId, registerBodyParsers } from './http/http-platform';
import { securityHeaders } from './http/security-headers';
import { serveSpas } from './http/spa-static';
import { logRequests } from './logging/request-logging';
import { Storage } from './storage/storage';

/** Answers worth compressing on the fly; media, SSE and precompressed files are left alone. */
const COMPRESSIBLE =
  /^(?:application\/(?:json|javascript)|text\/(?:html|plain|css|csv|javascript)|image\/svg\+xml)/;

/** Everything main.ts and the API tests both need, so tests run the real pipeline. */
export async function configureApp(app: NestFastifyApplication): Promise<AppConfig> {
  const config = app.get<AppConfig>(APP_CONFIG);
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  echoRequestId(app);
  logRequests(app);
  registerBodyParsers(app);

  const mediaOrigin = await app.get(Storage).mediaOrigin();
  securityHeaders(app, {
    contentSecurityPolicy: { directives: cspDirectives(config, mediaOrigin) },
    // Google sign-in's popup reports back to its opener; 'same-origin' would cut that link.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  if (config.FIREBASE_AUTH_EMULATOR_HOST) {
    await proxyAuthEmulator(app, config.FIREBASE_AUTH_EMULATOR_HOST);
  }
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
    // Quality 4 compresses JSON about as well as gzip -9 at a fraction of brotli's default cost.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifyMultipart, MULTIPART_OPTIONS);
  app.useGlobalPipes(...requestPipes());
  app.useGlobalFilters(new AllExceptionsFilter(app.get(I18nService)));

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

  await serveSpas(app, [
    { base: '/admin', dist: config.ADMIN_DIST },
    { base: '/', dist: config.CLIENT_DIST },
  ]);
  return config;
}

/**
 * Media play from the api itself or from exactly the object store's origin. The Auth Emulator
 * needs no entry: the api forwards it on the page's own origin.
 */
function cspDirectives(config: AppConfig, mediaOrigin: string | null) {
  const firebase = [
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
    'https://www.googleapis.com',
  ];
  const media = mediaOrigin ? [mediaOrigin] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", 'https://apis.google.com'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    // https: for account photos (Google's image hosts), besides the media's own origin.
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...media],
    mediaSrc: ["'self'", 'blob:', ...media],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...firebase, ...media],
    frameSrc: ["'self'", `https://${config.FIREBASE_PROJECT_ID}.firebaseapp.com`],
  };
}
