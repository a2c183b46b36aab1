import type { Role } from '@cena/contracts';
import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DomainError } from '../common/domain-error';
import { type AuthenticatedRequest, ROLES } from './auth.decorators';

@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!roles?.length) return true;
    const account = context.switchToHttp().getRequest<AuthenticatedRequest>().account;
    if (!account || !roles.includes(account.role)) throw new DomainError('forbidden');
    return true;
  }
}
