import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { QueueModule } from '../generation/queue/queue.module';
import { PRIVACY_QUEUE } from './privacy-queue';
import { PrivacyDataRepository } from './privacy-data.repository';
import { PrivacyProducer } from './privacy.producer';
import { PrivacyRepository } from './privacy.repository';

/** What the api and the worker share: the requests' tables, the account's records, the queue. */
@Module({
  imports: [QueueModule, BullModule.registerQueue({ name: PRIVACY_QUEUE })],
  providers: [PrivacyRepository, PrivacyDataRepository, PrivacyProducer],
  exports: [PrivacyRepository, PrivacyDataRepository, PrivacyProducer],
})
export class PrivacyStoreModule {}
