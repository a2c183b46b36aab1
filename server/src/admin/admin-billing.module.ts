import { Module } from '@nestjs/common';
import { BillingModule } from '../billing/billing.module';
import { AdminFinanceRepository } from './admin-finance.repository';
import { AdminPaymentsController } from './admin-payments.controller';
import { AdminPaymentsService } from './admin-payments.service';
import { AdminSubscriptionsController } from './admin-subscriptions.controller';
import { AdminSubscriptionsService } from './admin-subscriptions.service';

/** Back office, billing: payments (and their refunds) and subscriptions. */
@Module({
  imports: [BillingModule],
  controllers: [AdminPaymentsController, AdminSubscriptionsController],
  providers: [AdminPaymentsService, AdminSubscriptionsService, AdminFinanceRepository],
})
export class AdminBillingModule {}
