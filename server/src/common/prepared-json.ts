import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isFresh } from './conditional-get';

/** A JSON answer ready to write: its bytes and the entity tag Express's `res.json` gives them. */
export interface PreparedJson {
  body: Buffer;
  etag: string;
}

/** `value` serialised as `res.json` does, with Express's default (weak) ETag of those bytes. */
export function prepareJson(value: unknown): PreparedJson {
  const body = Buffer.from(JSON.stringify(value));
  const hash = createHash('sha1').update(body).digest('base64').slice(0, 27);
  return { body, etag: `W/"${body.length.toString(16)}-${hash}"` };
}

/**
 * Writes `json` as `res.json` would, in one `writeHead` (after `headers`, and any the response
 * already has): `status` with the body, or, for a GET or HEAD whose If-None-Match names its
 * ETag, 304 without it.
 */
export function sendPreparedJson(
  req: IncomingMessage,
  res: ServerResponse,
  json: PreparedJson,
  headers: readonly string[] = [],
  status = 200,
): void {
  const conditional = req.method === 'GET' || req.method === 'HEAD';
  if (conditional && isFresh(req.headers, json.etag)) {
    res.writeHead(304, [...headers, 'ETag', json.etag]);
    res.end();
    return;
  }
  res.writeHead(status, [
    ...headers,
    'ETag',
    json.etag,
    'Content-Type',
    'application/json; charset=utf-8',
    'Content-Length',
    String(json.body.length),
  ]);
  res.end(json.body);
}
