import { Module } from '@nestjs/common';
import { BrandKitModule } from '../brand-kit/brand-kit.module';
import { LogoRemovedMailer } from '../brand-kit/logo-removed-mail';
import { QueueModule } from '../generation/queue/queue.module';
import { VideosModule } from '../videos/videos.module';
import { AdminAuditController } from './admin-audit.controller';
import { AdminBrandKitController } from './admin-brand-kit.controller';
import { AdminBrandKitService } from './admin-brand-kit.service';
import { AdminLedgerController } from './admin-ledger.controller';
import { AdminUsersController } from './admin-users.controller';
import { AdminUsersService } from './admin-users.service';
import { AdminVideosController } from './admin-videos.controller';
import { AdminVideosRepository } from './admin-videos.repository';
import { AdminVideosService } from './admin-videos.service';

/**
 * Back office: users (plan, role, disable, credits, their brand kit), the ledger, videos and the
 * audit log.
 */
@Module({
  imports: [VideosModule, QueueModule, BrandKitModule],
  controllers: [
    AdminUsersController,
    AdminBrandKitController,
    AdminLedgerController,
    AdminVideosController,
    AdminAuditController,
  ],
  providers: [
    AdminUsersService,
    AdminVideosService,
    AdminVideosRepository,
    AdminBrandKitService,
    LogoRemovedMailer,
  ],
  // Support shows a ticket's video with it.
  exports: [AdminVideosService],
})
export class AdminAccountsModule {}
