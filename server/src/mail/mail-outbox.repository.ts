import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { MailOutboxEntry } from './mail-outbox.entity';
import type { MailMessage } from './mailer';

const MAX_ERROR_LENGTH = 2000;

@Injectable()
export class MailOutboxRepository {
  constructor(
    @InjectRepository(MailOutboxEntry) private readonly entries: Repository<MailOutboxEntry>,
  ) {}

  /** Stores the message and returns the row's id. */
  async record(message: MailMessage): Promise<string> {
    const entry = await this.entries.save(
      this.entries.create({
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
        template: message.template,
        locale: message.locale,
        sentAt: null,
        error: null,
      }),
    );
    return entry.id;
  }

  async markSent(id: string, at = new Date()): Promise<void> {
    await this.entries.update({ id }, { sentAt: at, error: null });
  }

  async markFailed(id: string, error: string): Promise<void> {
    await this.entries.update({ id }, { error: error.slice(0, MAX_ERROR_LENGTH) });
  }

  /** The newest messages to an address, newest first (the back office and tests read these). */
  findRecentTo(address: string, limit = 20): Promise<MailOutboxEntry[]> {
    return this.entries.find({
      where: { toAddress: address },
      order: { createdAt: 'DESC' },
      take: limit,
    });
  }
}
