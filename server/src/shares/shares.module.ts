import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BrandKitModule } from '../brand-kit/brand-kit.module';
import { VideosModule } from '../videos/videos.module';
import { SharePreviewMaker } from './share-preview';
import { SharesRepository } from './shares.repository';
import { SharesService } from './shares.service';
import { VideoShareEntity } from './video-share.entity';

/**
 * Shared videos' public pages without HTTP: what My videos (a video's link and views) and
 * account deletion (`revokeAllForUser`) need.
 */
@Module({
  imports: [TypeOrmModule.forFeature([VideoShareEntity]), VideosModule, BrandKitModule],
  providers: [SharesRepository, SharesService, SharePreviewMaker],
  exports: [SharesService],
})
export class SharesModule {}
