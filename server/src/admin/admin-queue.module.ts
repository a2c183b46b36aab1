import { Module } from '@nestjs/common';
import { QueueModule } from '../generation/queue/queue.module';
import { AdminFinanceRepository } from './admin-finance.repository';
import { AdminQueueController } from './admin-queue.controller';
import { AdminQueueService } from './admin-queue.service';

/** Back office, the render queue: jobs by state, and a retry of a failed job. */
@Module({
  imports: [QueueModule],
  controllers: [AdminQueueController],
  providers: [AdminQueueService, AdminFinanceRepository],
})
export class AdminQueueModule {}
