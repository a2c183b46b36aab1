import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isFresh } from './conditional-get';

/** A JSON answer ready to send: its bytes and their (weak) entity tag. */
export interface PreparedJson {
  body: Buffer;
  etag: string;
}

/** `value` serialised once, with a weak ETag of those bytes (the form Express gave them). */
export function prepareJson(value: unknown): PreparedJson {
  const body = Buffer.from(JSON.stringify(value));
  const hash = createHash('sha1').update(body).digest('base64').slice(0, 27);
  return { body, etag: `W/"${body.length.toString(16)}-${hash}"` };
}

/**
 * Sends `json` with its ETag: `status` with the body, or, for a GET or HEAD whose If-None-Match
 * names the ETag, 304 without it.
 */
export function sendPreparedJson(
  req: FastifyRequest,
  reply: FastifyReply,
  json: PreparedJson,
  status = 200,
): FastifyReply {
  reply.header('etag', json.etag);
  const conditional = req.method === 'GET' || req.method === 'HEAD';
  if (conditional && isFresh(req.headers, json.etag)) return reply.code(304).send();
  return reply.code(status).type('application/json; charset=utf-8').send(json.body);
}
