import { Module } from '@nestjs/common';
import { AdminModule } from './admin/admin.module';
import { AlertsModule } from './alerts/alerts.module';
import { AnalyticsModule } from './analytics/analytics.module';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { BillingModule } from './billing/billing.module';
import { BrandKitApiModule } from './brand-kit/brand-kit-api.module';
import { ClientConfigModule } from './client-config/client-config.module';
import { ConfigModule } from './config/config.module';
import { CreditsModule } from './credits/credits.module';
import { DatabaseModule } from './database/database.module';
import { GenerationModule } from './generation/generation.module';
import { HealthModule } from './health/health.module';
import { I18nModule } from './i18n/i18n.module';
import { LoggingModule } from './logging/logging.module';
import { MailModule } from './mail/mail.module';
import { PrivacyModule } from './privacy/privacy.module';
import { PromptsModule } from './prompts/prompts.module';
import { RedisModule } from './redis/redis.module';
import { SamplesModule } from './samples/samples.module';
import { SeoModule } from './seo/seo.module';
import { SettingsModule } from './settings/settings.module';
import { SharesApiModule } from './shares/shares-api.module';
import { MediaModule } from './storage/media.module';
import { StorageModule } from './storage/storage.module';
import { SupportModule } from './support/support.module';
import { TransactionsModule } from './transactions/transactions.module';
import { UsersApiModule } from './users/users-api.module';
import { UsersModule } from './users/users.module';
import { VideosApiModule } from './videos/videos-api.module';

/** The HTTP api. */
@Module({
  imports: [
    ConfigModule,
    LoggingModule,
    DatabaseModule.forRoot({ guardSchema: true }),
    RedisModule,
    TransactionsModule,
    I18nModule,
    StorageModule,
    MailModule,
    MediaModule,
    SettingsModule,
    CreditsModule,
    AuditModule,
    UsersModule,
    UsersApiModule,
    AuthModule,
    GenerationModule,
    AnalyticsModule,
    VideosApiModule,
    SharesApiModule,
    PromptsModule,
    SamplesModule,
    BillingModule,
    AdminModule,
    AlertsModule,
    SupportModule,
    BrandKitApiModule,
    PrivacyModule,
    ClientConfigModule,
    HealthModule,
    SeoModule,
  ],
})
export class AppModule {}
