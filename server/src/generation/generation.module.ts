import { Module } from '@nestjs/common';
import { accountThrottlerProviders } from '../common/throttler/account-throttler.guard';
import { VideosModule } from '../videos/videos.module';
import { GenerationController } from './generation.controller';
import { GenerationService } from './generation.service';
import { VideoAcceptanceRepository } from './video-acceptance.repository';
import { QueueModule } from './queue/queue.module';

/** The api side of generation: validate, debit, queue. */
@Module({
  imports: [QueueModule, VideosModule],
  controllers: [GenerationController],
  providers: [
    GenerationService,
    VideoAcceptanceRepository,
    // A burst guard in front of the credits and daily limits: a script cannot flood the queue.
    ...accountThrottlerProviders('generate', (config) => [
      { ttl: 60_000, limit: config.GENERATE_RATE_LIMIT_PER_MINUTE },
    ]),
  ],
})
export class GenerationModule {}
