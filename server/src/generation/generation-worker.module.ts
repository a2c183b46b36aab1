import { Module } from '@nestjs/common';
import { BrandKitModule } from '../brand-kit/brand-kit.module';
import { SharesModule } from '../shares/shares.module';
import { VideosModule } from '../videos/videos.module';
import { VideoEngineChoice } from './providers/video-engine-choice';
import { VideoProviderRegistry } from './providers/video-provider.registry';
import { QueueModule } from './queue/queue.module';
import { MaintenanceProcessor } from './render/maintenance.processor';
import { RenderJobHandler } from './render/render-job.handler';
import { RenderNotifier } from './render/render-notifier';
import { RenderProcessor } from './render/render.processor';
import { VideoFailer } from './render/video-failer';

/** The worker side of generation: render jobs and the reconciler. */
@Module({
  imports: [QueueModule, VideosModule, BrandKitModule, SharesModule],
  providers: [
    VideoEngineChoice,
    VideoProviderRegistry,
    RenderJobHandler,
    RenderNotifier,
    VideoFailer,
    RenderProcessor,
    MaintenanceProcessor,
  ],
})
export class GenerationWorkerModule {}
