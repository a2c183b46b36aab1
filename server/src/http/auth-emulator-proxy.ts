import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The Auth Emulator's endpoints as the Firebase SDK calls them once pointed at an emulator:
 * `<emulator>/identitytoolkit.googleapis.com/…`, `/securetoken.googleapis.com/…` and the
 * emulator's own `/emulator/…` (its sign-in handler, its codes).
 */
export const AUTH_EMULATOR_PREFIXES = [
  '/identitytoolkit.googleapis.com',
  '/securetoken.googleapis.com',
  '/emulator',
] as const;

/** Hop-by-hop and length headers: the proxy's own connection decides them. */
const NOT_FORWARDED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'host',
  'upgrade',
]);

/**
 * In development the api forwards the Auth Emulator's endpoints, so the browser reaches it on
 * the page's own origin: a phone on the LAN, which cannot reach 127.0.0.1:9099, signs in
 * through the address it opened Cena at. Never registered in production (the config refuses the
 * emulator there).
 */
export async function proxyAuthEmulator(
  app: NestFastifyApplication,
  emulatorHost: string,
): Promise<void> {
  const target = `http://${emulatorHost}`;
  await app.register(async (scope: FastifyInstance) => {
    // Bodies go through as bytes, whatever their type (JSON, form posts of the sign-in handler).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    const forward = (request: FastifyRequest, reply: FastifyReply) =>
      forwardTo(target, request, reply);
    for (const prefix of AUTH_EMULATOR_PREFIXES) {
      scope.all(prefix, forward);
      scope.all(`${prefix}/*`, forward);
    }
  });
}

async function forwardTo(
  target: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || NOT_FORWARDED.has(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const body = request.body instanceof Buffer && request.body.length > 0 ? request.body : undefined;
  let answer: Response;
  try {
    answer = await fetch(`${target}${request.url}`, {
      method: request.method,
      headers,
      body,
      redirect: 'manual',
    });
  } catch {
    return reply
      .code(502)
      .type('application/json; charset=utf-8')
      .send({ error: { code: 502, message: 'The Auth Emulator is not answering.' } });
  }
  reply.code(answer.status);
  answer.headers.forEach((value, name) => {
    if (!NOT_FORWARDED.has(name)) reply.header(name, value);
  });
  return reply.send(Buffer.from(await answer.arrayBuffer()));
}
