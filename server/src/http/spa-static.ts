import { existsSync } from 'node:fs';
import { basename, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

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
 * load, for any other GET under the base that is not the api or media, so client-side routes
 * survive a reload. The files are routes known at boot (a build is never changed in place), so
 * an api request never looks at the disk.
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
    const index = (request: FastifyRequest, reply: FastifyReply) => {
      if (isApiOrMedia(request.url)) return reply.callNotFound();
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html', dist);
    };
    if (base === '/') fastify.get('/*', index);
    else {
      fastify.get(base, index);
      fastify.get(`${base}/*`, index);
    }
  }
}

function cacheControlFor(path: string): string {
  if (basename(path).startsWith('index.html')) return 'no-cache';
  return path.includes(`${sep}assets${sep}`) ? IMMUTABLE : SHORT;
}

const isApiOrMedia = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') || url.startsWith('/media');
