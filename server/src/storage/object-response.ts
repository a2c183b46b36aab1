import type { Readable } from 'node:stream';
import { HttpException, HttpStatus, type Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { parseByteRange } from './byte-range';
import type { Storage } from './storage';

export type ObjectResponse =
  | { status: 200 | 206; headers: Record<string, string>; body: Readable | null }
  | { status: 416; headers: Record<string, string> };

export interface ObjectRequest {
  /** The `Range` header, when the client sent one (one range is honoured). */
  range?: string;
  /** HEAD: headers only, no bytes read. */
  headOnly: boolean;
  cacheControl: string;
}

/**
 * A stored object as an HTTP answer: the whole of it or the one byte range asked for (206), or
 * 416 for a range past its end; null when there is no such object. `/media` and the shared
 * video pages (`/v/<slug>/video.mp4`) both serve through it.
 */
export async function openObject(
  storage: Storage,
  key: string,
  request: ObjectRequest,
): Promise<ObjectResponse | null> {
  const object = await storage.stat(key);
  if (!object) return null;
  const range = parseByteRange(request.range, object.size);
  if (range.kind === 'unsatisfiable') {
    // The error body is the usual JSON, so no media headers beyond what RFC 9110 asks for.
    return {
      status: 416,
      headers: { 'Accept-Ranges': 'bytes', 'Content-Range': `bytes */${object.size}` },
    };
  }
  const headers: Record<string, string> = {
    'Content-Type': object.contentType,
    'Accept-Ranges': 'bytes',
    'Cache-Control': request.cacheControl,
  };
  if (range.kind === 'whole') {
    headers['Content-Length'] = String(object.size);
    const body = request.headOnly ? null : await storage.read(key);
    if (!request.headOnly && !body) return null;
    return { status: 200, headers, body };
  }
  headers['Content-Length'] = String(range.end - range.start + 1);
  headers['Content-Range'] = `bytes ${range.start}-${range.end}/${object.size}`;
  const body = request.headOnly
    ? null
    : await storage.read(key, { start: range.start, end: range.end });
  if (!request.headOnly && !body) return null;
  return { status: 206, headers, body };
}

/**
 * Sends an opened object: its headers and status, and its bytes streamed. 416 goes through the
 * error filter (the usual JSON body). A viewer seeking or closing the tab aborts the stream;
 * only other failures are logged.
 */
export function sendObject(
  reply: FastifyReply,
  response: ObjectResponse,
  logger: Pick<Logger, 'warn'>,
): FastifyReply {
  reply.headers(response.headers);
  if (response.status === 416) {
    throw new HttpException('Range Not Satisfiable', HttpStatus.REQUESTED_RANGE_NOT_SATISFIABLE);
  }
  reply.code(response.status);
  if (!response.body) return reply.send();
  response.body.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE') {
      logger.warn(`media stream failed: ${error.message}`);
    }
  });
  return reply.send(response.body);
}
