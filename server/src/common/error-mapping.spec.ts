import {
  BadRequestException,
  NotFoundException,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { DomainError } from './domain-error';
import { fieldsFromValidationMessages, isInfrastructureDown, mapError } from './error-mapping';

describe('mapError', () => {
  it('maps a body parser refusal to 413 payload_too_large or 400 bad_request, never 500', () => {
    const parserError = (status: number, type: string) =>
      Object.assign(new Error(type), { expose: true, status, statusCode: status, type });
    expect(mapError(parserError(413, 'entity.too.large'))).toEqual({
      status: 413,
      code: 'payload_too_large',
    });
    for (const [status, type] of [
      [400, 'entity.parse.failed'],
      [415, 'charset.unsupported'],
      [415, 'encoding.unsupported'],
      [400, 'request.aborted'],
    ] as const) {
      expect(mapError(parserError(status, type))).toEqual({ status: 400, code: 'bad_request' });
    }
    expect(
      mapError(Object.assign(new Error('x'), { status: 413, type: 'entity.too.large' })),
    ).toEqual({ status: 500, code: 'internal_error' });
  });

  it('maps domain codes to their status', () => {
    expect(mapError(new DomainError('insufficient_credits'))).toMatchObject({
      status: 402,
      code: 'insufficient_credits',
    });
    expect(mapError(new DomainError('not_an_image'))).toMatchObject({
      status: 415,
      code: 'not_an_image',
    });
  });

  it('names the fields of validation errors', () => {
    const error = new BadRequestException({
      message: ['property credits should not exist', 'prompt must be a string'],
    });
    expect(mapError(error)).toMatchObject({
      status: 400,
      code: 'validation_failed',
      fields: ['credits', 'prompt'],
    });
  });

  it('maps framework exceptions and outages', () => {
    expect(mapError(new NotFoundException())).toMatchObject({ status: 404, code: 'not_found' });
    expect(mapError(new PayloadTooLargeException())).toMatchObject({
      status: 413,
      code: 'payload_too_large',
    });
    expect(mapError(new UnsupportedMediaTypeException())).toMatchObject({
      status: 400,
      code: 'bad_request',
    });
    expect(mapError(new ThrottlerException())).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(
      mapError(
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      ),
    ).toMatchObject({
      status: 503,
      code: 'service_unavailable',
    });
    expect(mapError(new Error('boom'))).toMatchObject({ status: 500, code: 'internal_error' });
  });
});

describe('helpers', () => {
  it('dedupes field names', () => {
    expect(fieldsFromValidationMessages(['a must be x', 'a must be y'])).toEqual(['a']);
  });

  it('maps a database or Redis that is away to 503 service_unavailable', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    expect(mapError(refused)).toEqual({ status: 503, code: 'service_unavailable' });
    expect(mapError(new Error('timeout exceeded when trying to connect'))).toEqual({
      status: 503,
      code: 'service_unavailable',
    });
  });

  it('recognises connection failures from any realm', () => {
    expect(isInfrastructureDown({ code: 'ECONNRESET', message: 'x' })).toBe(true);
    expect(isInfrastructureDown({ message: 'Connection terminated unexpectedly' })).toBe(true);
    expect(isInfrastructureDown({ code: '57P01', message: 'terminating connection' })).toBe(true);
    expect(isInfrastructureDown({ code: '08006', message: 'connection failure' })).toBe(true);
    expect(isInfrastructureDown({ message: 'timeout exceeded when trying to connect' })).toBe(true);
    expect(isInfrastructureDown({ message: 'Query read timeout' })).toBe(true);
    expect(
      isInfrastructureDown({
        name: 'QueryRunnerAlreadyReleasedError',
        message: 'Query runner already released. Cannot run queries anymore.',
      }),
    ).toBe(true);
    expect(isInfrastructureDown({ code: '23505', message: 'duplicate key' })).toBe(false);
    expect(isInfrastructureDown({ message: 'syntax error' })).toBe(false);
    expect(isInfrastructureDown(null)).toBe(false);
  });
});
