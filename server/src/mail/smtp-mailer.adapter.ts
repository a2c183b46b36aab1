import { Logger } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import type { MailOutboxRepository } from './mail-outbox.repository';
import { Mailer, type MailMessage } from './mailer';

export class MailDeliveryError extends Error {
  constructor(
    readonly to: string,
    cause: unknown,
  ) {
    super(`mail to ${to} not delivered: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = 'MailDeliveryError';
  }
}

/** Minimal interface of a nodemailer transport, so tests can hand in a fake. */
export type MailTransport = Pick<Transporter, 'sendMail' | 'close'>;

/**
 * Sends through SMTP (nodemailer). The outbox row is written first and then marked sent or
 * failed, so the back office sees every e-mail whatever happened to it.
 */
export class SmtpMailer extends Mailer {
  readonly driver = 'smtp' as const;
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly outbox: MailOutboxRepository,
  ) {
    super();
  }

  /** `url` is SMTP_URL, e.g. `smtps://user:pass@smtp.example.com` or `smtp://host:2525?ignoreTLS=true`. */
  static fromUrl(url: string, from: string, outbox: MailOutboxRepository): SmtpMailer {
    // Options in the URL win over these defaults; nodemailer's own are minutes long.
    const transport = createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return new SmtpMailer(transport, from, outbox);
  }

  async send(message: MailMessage): Promise<void> {
    const id = await this.outbox.record(message);
    try {
      await this.transport.sendMail({
        from: this.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    } catch (error) {
      const failure = new MailDeliveryError(message.to, error);
      await this.outbox.markFailed(id, failure.message);
      this.logger.warn(`${failure.message} (outbox ${id})`);
      throw failure;
    }
    await this.outbox.markSent(id);
    this.logger.log(`mail sent (${id}) to ${message.to}: ${message.subject}`);
  }

  /** Nest calls it at shutdown (pooled transports keep sockets open). */
  onModuleDestroy(): void {
    this.transport.close();
  }
}
