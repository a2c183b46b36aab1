import type { AppConfig } from '../config/app-config';
import type { MailOutboxRepository } from './mail-outbox.repository';
import type { Mailer } from './mailer';
import { OutboxMailer } from './outbox-mailer.adapter';
import { SmtpMailer } from './smtp-mailer.adapter';

/** SMTP when SMTP_URL is set, else the outbox table and the log. */
export function createMailer(config: AppConfig, outbox: MailOutboxRepository): Mailer {
  return config.SMTP_URL
    ? SmtpMailer.fromUrl(config.SMTP_URL, config.MAIL_FROM, outbox)
    : new OutboxMailer(outbox);
}
