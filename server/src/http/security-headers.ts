import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's security headers on every answer. The middleware is built once, as helmet intends
 * (building it computes the header values), and runs in an `onRequest` hook on each request.
 * `@fastify/helmet` builds a new helmet for every request and adds two async hooks: on this
 * machine that halved the api's requests per second (docs/decisions.md, issue 23).
 *
 * Cena answers at whatever address it is reached (issue 26), and a page at a plain-http address
 * other than the loopback (a phone on the LAN, a second host name) is no secure context: there
 * the CSP's `upgrade-insecure-requests` would send every script, style and API call to https,
 * which nothing answers, and Chromium ignores `Cross-Origin-Opener-Policy` and logs an error
 * for it. Such a request gets the same headers without those two; https (the production proxy
 * says so in X-Forwarded-Proto) and the loopback keep all of them.
 */
export function securityHeaders(app: NestFastifyApplication, options: HelmetOptions): void {
  const secure = helmet(options);
  const plainHttp = helmet(withoutSecureContextHeaders(options));
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      const middleware = isSecureContext(request) ? secure : plainHttp;
      middleware(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
}

/** Whether the browser treats a page at this request's address as a secure context. */
function isSecureContext(request: FastifyRequest): boolean {
  if (request.protocol === 'https') return true;
  const host = request.hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127(?:\.\d{1,3}){3}$/.test(host) ||
    host === '[::1]'
  );
}

function withoutSecureContextHeaders(options: HelmetOptions): HelmetOptions {
  const csp = options.contentSecurityPolicy;
  return {
    ...options,
    crossOriginOpenerPolicy: false,
    contentSecurityPolicy:
      typeof csp === 'object'
        ? { ...csp, directives: { ...csp.directives, upgradeInsecureRequests: null } }
        : csp === false
          ? false
          : { directives: { upgradeInsecureRequests: null } },
  };
}
