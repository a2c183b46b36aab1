import { Module } from '@nestjs/common';
import { MediaController } from './media.controller';
import { MediaService } from './media.service';

/** The HTTP side of storage: `/media` for the local driver (api only, not the worker). */
@Module({
  controllers: [MediaController],
  providers: [MediaService],
})
export class MediaModule {}
