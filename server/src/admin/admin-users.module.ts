import { Module } from '@nestjs/common';
import { BrandKitModule } from '../brand-kit/brand-kit.module';
import { LogoRemovedMailer } from '../brand-kit/logo-removed-mail';
import { VideosModule } from '../videos/videos.module';
import { AdminBrandKitController } from './admin-brand-kit.controller';
import { AdminBrandKitService } from './admin-brand-kit.service';
import { AdminLedgerController } from './admin-ledger.controller';
import { AdminUsersController } from './admin-users.controller';
import { AdminUsersService } from './admin-users.service';

/** Back office, customer accounts: plan, role, disable, credits and their ledger, brand kit. */
@Module({
  imports: [VideosModule, BrandKitModule],
  controllers: [AdminUsersController, AdminBrandKitController, AdminLedgerController],
  providers: [AdminUsersService, AdminBrandKitService, LogoRemovedMailer],
})
export class AdminUsersModule {}
