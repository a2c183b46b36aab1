import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import { InitialSchema1763884800000 } from './migrations/1763884800000-initial-schema';
import { PromptSessionsAndOutbox1763884900000 } from './migrations/1763884900000-prompt-sessions-and-outbox';
import { VideoAspectRatio1763885000000 } from './migrations/1763885000000-video-aspect-ratio';
import { Billing1763885100000 } from './migrations/1763885100000-billing';
import { AdminVideos1763885300000 } from './migrations/1763885300000-admin-videos';
import { AdminFinance1763885400000 } from './migrations/1763885400000-admin-finance';
import { AlertsDedupe1763885500000 } from './migrations/1763885500000-alerts-dedupe';
import { VideoAcceptance1763885600000 } from './migrations/1763885600000-video-acceptance';
import { RoleSetByStaff1763885700000 } from './migrations/1763885700000-role-set-by-staff';
import { BrandKits1763885800000 } from './migrations/1763885800000-brand-kits';
import { VideoShares1763885900000 } from './migrations/1763885900000-video-shares';
import { GalleryConsent1763886000000 } from './migrations/1763886000000-gallery-consent';
import { PrivacyRequests1763886100000 } from './migrations/1763886100000-privacy-requests';
import { WelcomeBonusSpent1763886200000 } from './migrations/1763886200000-welcome-bonus-spent';

/** Listed explicitly (not globbed) so the compiled api, swc-run tests and ts-node all find them. */
export const MIGRATIONS = [
  InitialSchema1763884800000,
  PromptSessionsAndOutbox1763884900000,
  VideoAspectRatio1763885000000,
  Billing1763885100000,
  AdminVideos1763885300000,
  AdminFinance1763885400000,
  AlertsDedupe1763885500000,
  VideoAcceptance1763885600000,
  RoleSetByStaff1763885700000,
  BrandKits1763885800000,
  VideoShares1763885900000,
  GalleryConsent1763886000000,
  PrivacyRequests1763886100000,
  WelcomeBonusSpent1763886200000,
];

/**
 * One definition for the api, the worker, the migration CLI (ormconfig.ts) and the tests.
 * The Nest apps register entities through `forFeature` (autoLoadEntities); the CLI globs them.
 */
export function dataSourceOptions(
  url: string,
  poolSize = 10,
  timeouts: { connectMs: number; statementMs?: number } = { connectMs: 5000 },
): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    synchronize: false,
    poolSize,
    extra: {
      // Also bounds the wait for a free pooled connection: a call fails fast (503) when the
      // database is down or saturated instead of hanging.
      connectionTimeoutMillis: timeouts.connectMs,
      keepAlive: true,
      ...(timeouts.statementMs
        ? {
            statement_timeout: timeouts.statementMs,
            // Client side, for a server that stops answering without closing the socket.
            query_timeout: timeouts.statementMs + 5000,
          }
        : {}),
    },
  };
}

export const ENTITY_GLOB = join(__dirname, '..', '**', '*.entity.{ts,js}');
