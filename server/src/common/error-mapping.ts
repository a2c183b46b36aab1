import { ERROR_STATUS, type ErrorCode } from '@cena/contracts';
import { HttpException, HttpStatus } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { DomainError } from './domain-error';

export interface MappedError {
  status: number;
  code: ErrorCode;
  fields?: string[];
  args?: Record<string, unknown>;
}

const STATUS_TO_CODE: Partial<Record<number, ErrorCode>> = {
  [HttpStatus.BAD_REQUEST]: 'bad_request',
  [HttpStatus.UNAUTHORIZED]: 'unauthenticated',
  [HttpStatus.FORBIDDEN]: 'forbidden',
  [HttpStatus.NOT_FOUND]: 'not_found',
  [HttpStatus.CONFLICT]: 'conflict',
  // Fastify's refusals of a body (over the limit; a type no parser reads) reach the filter as
  // HttpExceptions of their status (Nest's mapExternalException); images have their own codes.
  [HttpStatus.PAYLOAD_TOO_LARGE]: 'payload_too_large',
  [HttpStatus.TOO_MANY_REQUESTS]: 'rate_limited',
  [HttpStatus.SERVICE_UNAVAILABLE]: 'service_unavailable',
};

/** Names the fields from class-validator messages ("property foo should not exist", "prompt must be ..."). */
export function fieldsFromValidationMessages(messages: string[]): string[] {
  const fields = messages.map((m) => {
    const unknown = /^property (\S+) should not exist/.exec(m);
    return unknown ? unknown[1] : m.split(' ')[0];
  });
  return [...new Set(fields)];
}

/**
 * Socket errors, and PostgreSQL's: connection exceptions (class 08), too many connections,
 * shut down by an administrator, crashed, starting up.
 */
const INFRASTRUCTURE_CODES = [
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
  '57P01',
  '57P02',
  '57P03',
];

/**
 * Connection failures of Postgres or Redis: the request did nothing, the service is unavailable.
 * TypeORM releases a transaction's query runner when its connection dies, so the transaction's
 * next statement fails with "Query runner already released" (nothing was committed).
 */
export function isInfrastructureDown(error: unknown): boolean {
  // Shape, not `instanceof Error`: socket errors may come from another realm (jest's vm).
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && INFRASTRUCTURE_CODES.includes(code)) return true;
  return /Connection terminated|connect ECONNREFUSED|Stream isn't writeable|Connection is closed|enableOfflineQueue|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Query runner already released/i.test(
    String(message ?? ''),
  );
}

/**
 * The status of a request-body parser's refusal in body-parser's form (invalid JSON, a body
 * over the limit, an unsupported charset): an http-errors object marked `expose` with a 4xx
 * status and a `type` such as 'entity.too.large'. Undefined for anything else.
 */
export function bodyParserStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { expose, status, type } = error as { expose?: unknown; status?: unknown; type?: unknown };
  if (expose !== true || typeof type !== 'string' || typeof status !== 'number') return undefined;
  return status >= 400 && status < 500 ? status : undefined;
}

/** One place that turns any thrown value into a status and a stable code. */
export function mapError(error: unknown): MappedError {
  if (error instanceof DomainError) {
    return { status: ERROR_STATUS[error.code], code: error.code, ...error.details };
  }
  if (error instanceof ThrottlerException) {
    return { status: HttpStatus.TOO_MANY_REQUESTS, code: 'rate_limited' };
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    // A body of a type no parser reads: a bad request, as it always was.
    if (status === HttpStatus.UNSUPPORTED_MEDIA_TYPE) {
      return { status: HttpStatus.BAD_REQUEST, code: 'bad_request' };
    }
    const body = error.getResponse();
    if (status === HttpStatus.BAD_REQUEST && typeof body === 'object' && body !== null) {
      const message = (body as { message?: unknown }).message;
      if (Array.isArray(message)) {
        const fields = fieldsFromValidationMessages(message.map(String));
        return { status, code: 'validation_failed', fields, args: { fields: fields.join(', ') } };
      }
    }
    return {
      status,
      code: STATUS_TO_CODE[status] ?? (status >= 500 ? 'internal_error' : 'bad_request'),
    };
  }
  const parserStatus = bodyParserStatus(error);
  if (parserStatus !== undefined) {
    return parserStatus === HttpStatus.PAYLOAD_TOO_LARGE
      ? { status: parserStatus, code: 'payload_too_large' }
      : { status: HttpStatus.BAD_REQUEST, code: 'bad_request' };
  }
  if (isInfrastructureDown(error)) {
    return { status: HttpStatus.SERVICE_UNAVAILABLE, code: 'service_unavailable' };
  }
  return { status: HttpStatus.INTERNAL_SERVER_ERROR, code: 'internal_error' };
}
