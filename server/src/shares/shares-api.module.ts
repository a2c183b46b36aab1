import { Module } from '@nestjs/common';
import { VideosModule } from '../videos/videos.module';
import { SharePageController } from './share-page.controller';
import { SharesController } from './shares.controller';
import { SharesModule } from './shares.module';

/** The share routes (`/api/videos/:id/share`) and the public pages (`/v/<slug>`): api only. */
@Module({
  imports: [SharesModule, VideosModule],
  controllers: [SharesController, SharePageController],
})
export class SharesApiModule {}
