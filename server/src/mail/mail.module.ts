import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MailOutboxEntry } from './mail-outbox.entity';
import { MailOutboxRepository } from './mail-outbox.repository';
import { Mailer } from './mailer';
import { createMailer } from './mailer.factory';
import { VideoMailer } from './video-mailer';

/** The mail port (outbox by default, SMTP with SMTP_URL) and the e-mails Cena sends. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([MailOutboxEntry])],
  providers: [
    MailOutboxRepository,
    {
      provide: Mailer,
      useFactory: (config: AppConfig, outbox: MailOutboxRepository) => createMailer(config, outbox),
      inject: [APP_CONFIG, MailOutboxRepository],
    },
    VideoMailer,
  ],
  exports: [Mailer, VideoMailer, MailOutboxRepository],
})
export class MailModule {}
