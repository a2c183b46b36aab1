import { ERROR_STATUS, type ErrorCode } from '@cena/contracts';
import { PATH_METADATA } from '@nestjs/common/constants';
import { ApiExtraModels, DECORATORS, getSchemaPath } from '@nestjs/swagger';
import { ErrorBodyModel } from './error-body.model';

/**
 * The error answers of a route in the OpenAPI document: the `{ statusCode, code, message,
 * fields? }` shape (ErrorBodyModel) with, per HTTP status, only the codes that route can answer.
 * A route's codes are its own (`@ApiErrors`) plus those its access implies, declared by
 * `@Public()` and `@Roles()` through `ApiAccess` (the metadata the global guards read), plus
 * `internal_error`, which any route can answer. Statuses come from ERROR_STATUS. Each decorator
 * rewrites the route's error responses from all of them, so their order does not matter.
 */

/** What the global AuthGuard answers on any route that is not `@Public()`. */
export const SIGNED_IN_ERRORS: readonly ErrorCode[] = [
  'unauthenticated',
  'account_disabled',
  // The guard loads the account from PostgreSQL on every signed-in request.
  'service_unavailable',
];

/** What a JSON body can be refused for before the handler runs (parser and global pipes). */
export const BODY_ERRORS: readonly ErrorCode[] = [
  'bad_request',
  'validation_failed',
  'invalid_text',
  'payload_too_large',
];

/** What a path parameter or query string can be refused for (StorableTextPipe, ValidationPipe). */
export const INPUT_ERRORS: readonly ErrorCode[] = ['validation_failed', 'invalid_text'];

const OWN_ERRORS = 'cena:api-errors';
const ACCESS = 'cena:api-access';
const WRITTEN = 'cena:api-error-statuses';

/** `public`: no sign-in (no security requirement, no SIGNED_IN_ERRORS); `roles`: a role check. */
type Access = { public?: boolean; roles?: boolean };
type Handler = (...args: never[]) => unknown;

/** The route's own error codes (in addition to those of its access); repeatable. */
export function ApiErrors(...codes: ErrorCode[]): MethodDecorator {
  return (target, key, descriptor) => {
    const handler = descriptor.value as Handler;
    const own: ErrorCode[] = Reflect.getMetadata(OWN_ERRORS, handler) ?? [];
    Reflect.defineMetadata(OWN_ERRORS, [...own, ...codes], handler);
    ApiExtraModels(ErrorBodyModel)(target, key, descriptor);
    writeErrorResponses(handler, {});
    return descriptor;
  };
}

/**
 * How the global guards treat a route, for the document: its security requirement (the
 * document's default, the bearer token, unless public) and the errors they answer. On a class it
 * applies to each route that does not say otherwise. Used by `@Public()` and `@Roles()`.
 */
export function ApiAccess(access: Access): ClassDecorator & MethodDecorator {
  return ((target: object, key?: string | symbol, descriptor?: PropertyDescriptor) => {
    if (descriptor) {
      const handler = descriptor.value as Handler;
      const current: Access = Reflect.getMetadata(ACCESS, handler) ?? {};
      Reflect.defineMetadata(ACCESS, { ...current, ...access }, handler);
      ApiExtraModels(ErrorBodyModel)(target, key!, descriptor);
      writeErrorResponses(handler, {});
      return descriptor;
    }
    const controller = target as { prototype: object };
    const current: Access = Reflect.getMetadata(ACCESS, controller) ?? {};
    const classAccess = { ...current, ...access };
    Reflect.defineMetadata(ACCESS, classAccess, controller);
    ApiExtraModels(ErrorBodyModel)(controller as never);
    for (const handler of routeHandlers(controller.prototype)) {
      writeErrorResponses(handler, classAccess);
    }
  }) as ClassDecorator & MethodDecorator;
}

/** Every request handler (a method with a route path) of a controller's prototype. */
function routeHandlers(prototype: object): Handler[] {
  return Object.getOwnPropertyNames(prototype)
    .map((name) => Object.getOwnPropertyDescriptor(prototype, name)?.value as unknown)
    .filter(
      (value): value is Handler =>
        typeof value === 'function' && Reflect.hasMetadata(PATH_METADATA, value),
    );
}

/** The codes a route answers, from its own list, its access and its class's access. */
export function errorCodesOf(handler: Handler, classAccess: Access): ErrorCode[] {
  const own: ErrorCode[] = Reflect.getMetadata(OWN_ERRORS, handler) ?? [];
  const access: Access = { ...classAccess, ...Reflect.getMetadata(ACCESS, handler) };
  const codes: ErrorCode[] = [
    ...own,
    ...(access.public ? [] : SIGNED_IN_ERRORS),
    ...(access.roles ? (['forbidden'] as const) : []),
    'internal_error',
  ];
  return [...new Set(codes)];
}

function isPublic(handler: Handler, classAccess: Access): boolean {
  return ({ ...classAccess, ...Reflect.getMetadata(ACCESS, handler) } as Access).public === true;
}

/** Replaces the error responses this module wrote on the handler with those of its codes. */
function writeErrorResponses(handler: Handler, classAccess: Access): void {
  const responses: Record<string, unknown> =
    Reflect.getMetadata(DECORATORS.API_RESPONSE, handler) ?? {};
  const written: string[] = Reflect.getMetadata(WRITTEN, handler) ?? [];
  const kept = Object.fromEntries(
    Object.entries(responses).filter(([status]) => !written.includes(status)),
  );
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodesOf(handler, classAccess)) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const errors = Object.fromEntries(
    [...byStatus].map(([status, codes]) => [status, errorResponse(status, codes)]),
  );
  Reflect.defineMetadata(DECORATORS.API_RESPONSE, { ...kept, ...errors }, handler);
  Reflect.defineMetadata(WRITTEN, Object.keys(errors), handler);
  if (isPublic(handler, classAccess)) {
    // Written directly: `@ApiOperation` would reset a summary set before it.
    const operation = Reflect.getMetadata(DECORATORS.API_OPERATION, handler) ?? {};
    Reflect.defineMetadata(DECORATORS.API_OPERATION, { ...operation, security: [] }, handler);
  }
}

function errorResponse(status: number, codes: ErrorCode[]) {
  const schema = {
    allOf: [
      { $ref: getSchemaPath(ErrorBodyModel) },
      {
        type: 'object',
        properties: {
          statusCode: { type: 'integer', enum: [status] },
          code: { type: 'string', enum: codes },
        },
      },
    ],
  };
  // `content` rather than `schema`: errors are JSON even where the route produces another type.
  return { description: codes.join(', '), content: { 'application/json': { schema } } };
}
