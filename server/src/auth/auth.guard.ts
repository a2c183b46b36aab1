import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard as PassportAuthGuard } from '@nestjs/passport';
import { DomainError } from '../common/domain-error';
import { UsersService } from '../users/users.service';
import { type AuthenticatedRequest, IDENTITY_ONLY, IS_PUBLIC } from './auth.decorators';
import { FIREBASE_STRATEGY } from './firebase.strategy';
import type { VerifiedIdentity } from './identity';

/**
 * Global guard: verifies the Firebase ID token, then loads (or first creates) the caller's
 * account and refuses disabled ones.
 */
@Injectable()
export class AuthGuard extends PassportAuthGuard(FIREBASE_STRATEGY) {
  constructor(
    private readonly reflector: Reflector,
    private readonly users: UsersService,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    await super.canActivate(context);
    if (this.reflector.getAllAndOverride<boolean>(IDENTITY_ONLY, targets)) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const identity = request.user as VerifiedIdentity;
    request.account = await this.users.activeAccount(identity);
    return true;
  }

  override handleRequest<T>(error: unknown, identity: T): T {
    if (error instanceof DomainError) throw error;
    if (error || !identity) throw new DomainError('unauthenticated');
    return identity;
  }
}
