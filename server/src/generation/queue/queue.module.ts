import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { RENDER_QUEUE } from './render-queue';
import { RenderQueueInspector } from './render-queue-inspector';
import { RenderProducer } from './render.producer';

/**
 * BullMQ on the configured Redis, keys under QUEUE_PREFIX. Its connections retry forever
 * (maxRetriesPerRequest null, as BullMQ's workers need), so a restarted or replaced Redis is
 * picked up again by the queue and the workers without restarting the process; the producer
 * bounds its own waits.
 */
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        connection: { url: config.REDIS_URL, maxRetriesPerRequest: null },
        prefix: config.QUEUE_PREFIX,
      }),
    }),
    BullModule.registerQueue({ name: RENDER_QUEUE }),
  ],
  providers: [RenderProducer, RenderQueueInspector],
  exports: [RenderProducer, RenderQueueInspector, BullModule],
})
export class QueueModule {}
