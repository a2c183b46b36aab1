import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's security headers on every answer. The middleware is built once, as helmet intends
 * (building it computes the header values), and runs in an `onRequest` hook on each request.
 * `@fastify/helmet` builds a new helmet for every request and adds two async hooks: on this
 * machine that halved the api's requests per second (docs/decisions.md, issue 23).
 */
export function securityHeaders(app: NestFastifyApplication, options: HelmetOptions): void {
  const middleware = helmet(options);
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      middleware(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
}
