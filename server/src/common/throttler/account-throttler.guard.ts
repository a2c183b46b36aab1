import { Injectable, type Provider } from '@nestjs/common';
import {
  getOptionsToken,
  getStorageToken,
  ThrottlerGuard,
  type ThrottlerModuleOptions,
  type ThrottlerOptions,
} from '@nestjs/throttler';
import type { AuthenticatedRequest } from '../../auth/auth.decorators';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { RedisThrottlerStorage } from './redis-throttler.storage';

/**
 * Counts per account, not per IP: many small businesses share one carrier-grade NAT address, and
 * one account must not dodge its limit by switching networks. Runs after the global auth guard,
 * so the account is loaded; a public route falls back to the IP.
 */
@Injectable()
export class AccountThrottlerGuard extends ThrottlerGuard {
  protected override async getTracker(req: Record<string, unknown>): Promise<string> {
    const account = (req as Partial<AuthenticatedRequest>).account;
    return account ? `account:${account.id}` : `ip:${String(req.ip)}`;
  }
}

/**
 * What `@UseGuards(AccountThrottlerGuard)` needs, provided inside the using module rather than
 * through the global `ThrottlerModule`, so each feature brings its own group and limits. All
 * routes of the group share one counter per account (the key names the group, not the handler).
 * Leave the throttlers unnamed to keep the standard `Retry-After` and `X-RateLimit-*` headers.
 */
export function accountThrottlerProviders(
  group: string,
  throttlers: (config: AppConfig) => ThrottlerOptions[],
): Provider[] {
  return [
    RedisThrottlerStorage,
    { provide: getStorageToken(), useExisting: RedisThrottlerStorage },
    {
      provide: getOptionsToken(),
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): ThrottlerModuleOptions => ({
        throttlers: throttlers(config),
        generateKey: (_context, tracker) => `${group}:${tracker}`,
      }),
    },
  ];
}
