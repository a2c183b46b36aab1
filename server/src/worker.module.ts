import { Module } from '@nestjs/common';
import { AlertsWorkerModule } from './alerts/alerts-worker.module';
import { ConfigModule } from './config/config.module';
import { CreditsModule } from './credits/credits.module';
import { DatabaseModule } from './database/database.module';
import { GenerationWorkerModule } from './generation/generation-worker.module';
import { I18nModule } from './i18n/i18n.module';
import { LoggingModule } from './logging/logging.module';
import { MailModule } from './mail/mail.module';
import { PrivacyWorkerModule } from './privacy/privacy-worker.module';
import { RedisModule } from './redis/redis.module';
import { SettingsModule } from './settings/settings.module';
import { StorageModule } from './storage/storage.module';
import { TransactionsModule } from './transactions/transactions.module';
import { UsersModule } from './users/users.module';

/** The worker process: queues and jobs, no HTTP (no module here declares a controller). */
@Module({
  imports: [
    ConfigModule,
    LoggingModule,
    DatabaseModule.forRoot({ guardSchema: false }),
    RedisModule,
    TransactionsModule,
    I18nModule,
    StorageModule,
    MailModule,
    SettingsModule,
    CreditsModule,
    UsersModule,
    GenerationWorkerModule,
    AlertsWorkerModule,
    PrivacyWorkerModule,
  ],
})
export class WorkerModule {}
