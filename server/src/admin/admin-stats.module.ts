import { Module } from '@nestjs/common';
import { QueueModule } from '../generation/queue/queue.module';
import { AdminFinanceController } from './admin-finance.controller';
import { AdminFinanceRepository } from './admin-finance.repository';
import { AdminStatsController } from './admin-stats.controller';
import { AdminStatsService } from './admin-stats.service';

/** Back office, the numbers: the dashboard's stats and the finance page's revenue. */
@Module({
  imports: [QueueModule],
  controllers: [AdminStatsController, AdminFinanceController],
  providers: [AdminStatsService, AdminFinanceRepository],
})
export class AdminStatsModule {}
