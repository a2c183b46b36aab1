import type { IncomingMessage } from 'node:http';
import type { NestApplicationOptions } from '@nestjs/common';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { requestIdOf } from '../logging/logging.module';

/** Largest JSON or form body the api reads (Stripe's webhook deliveries stay far below it). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * The api's HTTP platform: Fastify, one instance per application. Each request's id is the
 * caller's `x-request-id` when sane, else a new one; the request logger, the error filter and
 * the `x-request-id` answer header all read this one.
 */
export function createHttpAdapter(): FastifyAdapter {
  return new FastifyAdapter({
    trustProxy: 1,
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: (req: IncomingMessage) => requestIdOf(req),
    // Nest's logger (nestjs-pino) logs requests; Fastify's own would log them twice.
    logger: false,
    // A junk id in a path reaches the route's own validation (400 with its code), not a 414.
    routerOptions: { maxParamLength: 2048 },
  });
}

/** Every answer names its request's id (`x-request-id`), errors and 404s included. */
export function echoRequestId(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      done();
    });
}

/** Options main.ts and the API tests create the application with. */
export const APP_OPTIONS: NestApplicationOptions = {
  // The Stripe webhook verifies its signature over the exact bytes (StripeWebhookController).
  rawBody: true,
};

/**
 * Listens on every interface, IPv6 and IPv4 (Fastify's own default is the loopback only), or on
 * every IPv4 one where the machine has no IPv6.
 */
export async function listenOnEveryAddress(
  app: NestFastifyApplication,
  port: number,
): Promise<void> {
  try {
    await app.listen(port, '::');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EAFNOSUPPORT' && code !== 'EADDRNOTAVAIL') throw error;
    await app.listen(port, '0.0.0.0');
  }
}
