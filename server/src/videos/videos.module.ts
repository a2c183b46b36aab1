import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { VideoEventsModule } from './events/video-events.module';
import { GalleryCache } from './gallery-cache';
import { GalleryRepository } from './gallery.repository';
import { MediaUrlSigner } from './media-url-signer';
import { VideoRetention } from './video-retention';
import { VideoStatusService } from './video-status.service';
import { VideoEntity } from './video.entity';
import { VideosRepository } from './videos.repository';
import { VideosService } from './videos.service';

/** Videos without HTTP: what the api and the worker both need. */
@Module({
  imports: [TypeOrmModule.forFeature([VideoEntity]), VideoEventsModule],
  providers: [
    VideosRepository,
    VideosService,
    VideoStatusService,
    VideoRetention,
    MediaUrlSigner,
    GalleryRepository,
    GalleryCache,
  ],
  exports: [
    VideosRepository,
    VideosService,
    VideoStatusService,
    VideoRetention,
    MediaUrlSigner,
    VideoEventsModule,
    GalleryCache,
  ],
})
export class VideosModule {}
