import type { IncomingMessage } from 'node:http';
import type { NestApplicationOptions, RawBodyRequest } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { parse as parseQuery } from 'node:querystring';
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
    // Requests are logged by hooks of our own (request-logging.ts) into nestjs-pino's logger.
    logger: false,
    // No Express-style middleware anywhere: hooks instead, so middie is not loaded.
    skipMiddie: true,
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
  // registerBodyParsers instead of Nest's own (which refuse an empty JSON body).
  bodyParser: false,
};

/**
 * JSON and form bodies. An empty JSON body reads as no body (the route's validation then says
 * what is missing, and an unknown route stays a 404); JSON keeps its exact bytes as `rawBody`
 * for the Stripe webhook's signature. Prototype poisoning is refused, as Fastify's default does.
 */
export function registerBodyParsers(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: BODY_LIMIT_BYTES },
    (request, body, done) => {
      const bytes = body as Buffer;
      (request as RawBodyRequest<FastifyRequest>).rawBody = bytes;
      if (bytes.length === 0) return done(null, undefined);
      parseJson(request, bytes.toString('utf8'), done);
    },
  );
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, parseQuery(body as string)),
  );
}

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
