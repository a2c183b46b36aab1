import { existsSync } from 'node:fs';
import { basename, join, sep } from 'node:path';
import {
  DEFAULT_LOCALE,
  LOCALES,
  localeFromAcceptLanguage,
  PRERENDERED_PAGES,
  prerenderedFile,
} from '@cena/contracts';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';

/** A built single-page app and the path it is served under. */
export interface SpaMount {
  base: '/' | `/${string}`;
  dist: string;
}

/** Content-hashed build output: never changes under its name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files whose name does not change between builds (favicon, manifest): an hour. */
const SHORT = 'public, max-age=3600';

/**
 * Serves each built app under its base: its files (brotli or gzip made at build time when the
 * caller accepts them, `/assets/` immutable for a year), and `index.html`, revalidated on every
 * load, for any other GET under the base that is not the api, media or a shared video's page
 * (`/v/`), so client-side routes survive a reload. The files are routes known at boot (a build is
 * never changed in place), so an api request never looks at the disk.
 */
export async function serveSpas(
  app: NestFastifyApplication,
  mounts: readonly SpaMount[],
): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  let decorated = false;
  for (const { base, dist } of mounts) {
    if (!existsSync(dist)) continue;
    await app.register(fastifyStatic, {
      root: dist,
      prefix: base === '/' ? '/' : `${base}/`,
      wildcard: false,
      index: false,
      redirect: false,
      preCompressed: true,
      cacheControl: false,
      globIgnore: ['**/*.br', '**/*.gz'],
      decorateReply: !decorated,
      setHeaders: (reply: FastifyReply, path: string) => {
        reply.header('cache-control', cacheControlFor(path));
      },
    });
    decorated = true;
    const index: RouteHandlerMethod = (request: FastifyRequest, reply: FastifyReply) => {
      if (isApiOrMedia(request.url)) return reply.callNotFound();
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html', dist);
    };
    if (base === '/') {
      fastify.get('/*', index);
      servePrerendered(fastify, dist, index);
    } else {
      fastify.get(base, index);
      fastify.get(`${base}/*`, index);
    }
  }
}

/**
 * `/` and `/auth` as the client's build prerendered them (PRERENDERED_PAGES) in the language the
 * visitor's browser asks for first (pt-BR when none is Cena's): painted before any script runs,
 * then hydrated. A build without them answers index.html.
 */
function servePrerendered(fastify: FastifyInstance, dist: string, index: RouteHandlerMethod): void {
  for (const page of PRERENDERED_PAGES) {
    const files = new Map(
      LOCALES.map((locale) => [locale, prerenderedFile(locale, page.file)] as const).filter(
        ([, file]) => existsSync(join(dist, file)),
      ),
    );
    if (!files.size) continue;
    fastify.get(page.path, (request, reply) => {
      const locale = localeFromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LOCALE;
      const served = files.has(locale) ? locale : DEFAULT_LOCALE;
      const file = files.get(served);
      if (!file) return index.call(fastify, request, reply);
      // Revalidated on every load, and each language's file has its own ETag, so a cache never
      // hands one visitor another's language. No `Vary: Accept-Language`: with it Chromium's
      // page loads under Lighthouse failed now and then (NO_NAVSTART, an interstitial).
      reply.header('cache-control', 'no-cache');
      reply.header('content-language', served);
      return reply.sendFile(file, dist);
    });
  }
}

function cacheControlFor(path: string): string {
  // index.html and the prerendered pages (their .br and .gz too): revalidated on every load.
  if (/\.html(?:\.br|\.gz)?$/.test(basename(path))) return 'no-cache';
  return path.includes(`${sep}assets${sep}`) ? IMMUTABLE : SHORT;
}

/** The api, /media and shared videos' pages (`/v/<slug>`, rendered by the api) are never the SPA. */
const isApiOrMedia = (url: string) =>
  url === '/api' ||
  url.startsWith('/api/') ||
  url.startsWith('/api?') ||
  url.startsWith('/media') ||
  url.startsWith('/v/');
