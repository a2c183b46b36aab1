import { Module } from '@nestjs/common';
import { SharesModule } from '../shares/shares.module';
import { VideosModule } from './videos.module';
import { VideosController } from './videos.controller';

/** The videos routes and their SSE stream; only the api imports it, never the worker. */
@Module({
  imports: [VideosModule, SharesModule],
  controllers: [VideosController],
})
export class VideosApiModule {}
