import { Module } from '@nestjs/common';
import { BillingModule } from '../billing/billing.module';
import { QueueModule } from '../generation/queue/queue.module';
import { AdminAiController } from './admin-ai.controller';
import { AdminAiService } from './admin-ai.service';
import { AdminFinanceController } from './admin-finance.controller';
import { AdminFinanceRepository } from './admin-finance.repository';
import { AdminPaymentsController } from './admin-payments.controller';
import { AdminPaymentsService } from './admin-payments.service';
import { AdminPromptSessionsController } from './admin-prompt-sessions.controller';
import { AdminPromptSessionsService } from './admin-prompt-sessions.service';
import { AdminQueueController } from './admin-queue.controller';
import { AdminQueueService } from './admin-queue.service';
import { AdminSettingsController } from './admin-settings.controller';
import { AdminSettingsService } from './admin-settings.service';
import { AdminStatsController } from './admin-stats.controller';
import { AdminStatsService } from './admin-stats.service';
import { AdminSubscriptionsController } from './admin-subscriptions.controller';
import { AdminSubscriptionsService } from './admin-subscriptions.service';

/** The back office's settings, AI, finance, payments, subscriptions, stats and queue. */
@Module({
  imports: [BillingModule, QueueModule],
  controllers: [
    AdminSettingsController,
    AdminAiController,
    AdminPromptSessionsController,
    AdminQueueController,
    AdminStatsController,
    AdminPaymentsController,
    AdminSubscriptionsController,
    AdminFinanceController,
  ],
  providers: [
    AdminFinanceRepository,
    AdminSettingsService,
    AdminAiService,
    AdminPromptSessionsService,
    AdminQueueService,
    AdminStatsService,
    AdminPaymentsService,
    AdminSubscriptionsService,
  ],
})
export class AdminFinanceModule {}
