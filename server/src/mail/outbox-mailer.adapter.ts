import { Logger } from '@nestjs/common';
import type { MailOutboxRepository } from './mail-outbox.repository';
import { Mailer, type MailMessage } from './mailer';

/** The local default: nothing leaves the machine; each e-mail is a row in mail_outbox and a log line. */
export class OutboxMailer extends Mailer {
  readonly driver = 'outbox' as const;
  private readonly logger = new Logger('Mail');

  constructor(private readonly outbox: MailOutboxRepository) {
    super();
  }

  async send(message: MailMessage): Promise<void> {
    const id = await this.outbox.record(message);
    this.logger.log(`mail captured in the outbox (${id}) to ${message.to}: ${message.subject}`);
  }
}
