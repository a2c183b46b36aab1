import { Module } from '@nestjs/common';
import { QueueModule } from '../generation/queue/queue.module';
import { VideosModule } from '../videos/videos.module';
import { AdminVideosController } from './admin-videos.controller';
import { AdminVideosRepository } from './admin-videos.repository';
import { AdminVideosService } from './admin-videos.service';

/** Back office, videos: the list, a video's detail, hide, delete and retry. */
@Module({
  imports: [VideosModule, QueueModule],
  controllers: [AdminVideosController],
  providers: [AdminVideosService, AdminVideosRepository],
  // Support shows a ticket's video with it.
  exports: [AdminVideosService],
})
export class AdminVideosModule {}
