import { Module } from '@nestjs/common';
import { VideosModule } from '../videos/videos.module';
import { GenerationController } from './generation.controller';
import { GenerationService } from './generation.service';
import { VideoAcceptanceRepository } from './video-acceptance.repository';
import { QueueModule } from './queue/queue.module';

/** The api side of generation: validate, debit, queue. */
@Module({
  imports: [QueueModule, VideosModule],
  controllers: [GenerationController],
  providers: [GenerationService, VideoAcceptanceRepository],
})
export class GenerationModule {}
