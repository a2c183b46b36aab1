import { Module } from '@nestjs/common';
import { QueueModule } from '../generation/queue/queue.module';
import { VideosModule } from '../videos/videos.module';
import { SamplesController } from './samples.controller';
import { SamplesRepository } from './samples.repository';
import { SamplesSeeder } from './samples.seeder';
import { SamplesService } from './samples.service';

/** The landing's sample videos: seeded by the api, rendered by the worker, listed publicly. */
@Module({
  imports: [QueueModule, VideosModule],
  controllers: [SamplesController],
  providers: [SamplesRepository, SamplesService, SamplesSeeder],
})
export class SamplesModule {}
