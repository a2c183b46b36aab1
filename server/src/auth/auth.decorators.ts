import type { Role } from '@cena/contracts';
import {
  applyDecorators,
  createParamDecorator,
  type ExecutionContext,
  SetMetadata,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiAccess } from '../common/api-errors';
import type { UserEntity } from '../users/user.entity';

export const IS_PUBLIC = 'cena:public';
export const ROLES = 'cena:roles';
export const IDENTITY_ONLY = 'cena:identity-only';

/** The route needs no sign-in (and says so in the OpenAPI document). */
export const Public = () =>
  applyDecorators(SetMetadata(IS_PUBLIC, true), ApiAccess({ public: true }));

/** The token is verified but the account is not loaded: the handler creates it (sync). */
export const IdentityOnly = () => SetMetadata(IDENTITY_ONLY, true);

/** The signed-in account must hold one of these roles (checked on the server, always). */
export const Roles = (...roles: Role[]) =>
  applyDecorators(SetMetadata(ROLES, roles), ApiAccess({ roles: true }));

export type AuthenticatedRequest = FastifyRequest & {
  account: UserEntity;
  /** The verified identity passport leaves on the request. */
  user?: unknown;
  params: Record<string, string>;
};

/** The caller's account row, loaded by the auth guard. */
export const CurrentUser = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): UserEntity =>
    ctx.switchToHttp().getRequest<AuthenticatedRequest>().account,
);
