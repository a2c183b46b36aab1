import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { VideoEventsModule } from './events/video-events.module';
import { MediaUrlSigner } from './media-url-signer';
import { VideoEntity } from './video.entity';
import { VideosController } from './videos.controller';
import { VideosRepository } from './videos.repository';
import { VideosService } from './videos.service';

@Module({
  imports: [TypeOrmModule.forFeature([VideoEntity]), VideoEventsModule],
  controllers: [VideosController],
  providers: [VideosRepository, VideosService, MediaUrlSigner],
  exports: [VideosRepository, VideosService, MediaUrlSigner],
})
export class VideosModule {}
