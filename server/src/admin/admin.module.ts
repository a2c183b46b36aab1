import { Module } from '@nestjs/common';
import { AdminAiModule } from './admin-ai.module';
import { AdminAuditModule } from './admin-audit.module';
import { AdminBillingModule } from './admin-billing.module';
import { AdminQueueModule } from './admin-queue.module';
import { AdminSettingsModule } from './admin-settings.module';
import { AdminStatsModule } from './admin-stats.module';
import { AdminUsersModule } from './admin-users.module';
import { AdminVideosModule } from './admin-videos.module';

/** The back office's API (`/api/admin/*`), one module per resource. */
@Module({
  imports: [
    AdminSettingsModule,
    AdminAiModule,
    AdminQueueModule,
    AdminStatsModule,
    AdminBillingModule,
    AdminUsersModule,
    AdminVideosModule,
    AdminAuditModule,
  ],
})
export class AdminModule {}
