import { Module } from '@nestjs/common';
import { QueueModule } from '../generation/queue/queue.module';
import { VideosModule } from '../videos/videos.module';
import { AdminAuditController } from './admin-audit.controller';
import { AdminLedgerController } from './admin-ledger.controller';
import { AdminUsersController } from './admin-users.controller';
import { AdminUsersService } from './admin-users.service';
import { AdminVideosController } from './admin-videos.controller';
import { AdminVideosRepository } from './admin-videos.repository';
import { AdminVideosService } from './admin-videos.service';

/** Back office: users (plan, role, disable, credits), the ledger, videos and the audit log. */
@Module({
  imports: [VideosModule, QueueModule],
  controllers: [
    AdminUsersController,
    AdminLedgerController,
    AdminVideosController,
    AdminAuditController,
  ],
  providers: [AdminUsersService, AdminVideosService, AdminVideosRepository],
  // Support shows a ticket's video with it.
  exports: [AdminVideosService],
})
export class AdminAccountsModule {}
