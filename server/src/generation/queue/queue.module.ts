import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { MAINTENANCE_QUEUE, RENDER_QUEUE } from './render-queue';
import { RenderProducer } from './render.producer';

/** BullMQ on the configured Redis, keys under QUEUE_PREFIX. */
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        connection: { url: config.REDIS_URL, maxRetriesPerRequest: null },
        prefix: config.QUEUE_PREFIX,
      }),
    }),
    BullModule.registerQueue({ name: RENDER_QUEUE }, { name: MAINTENANCE_QUEUE }),
  ],
  providers: [RenderProducer],
  exports: [RenderProducer, BullModule],
})
export class QueueModule {}
