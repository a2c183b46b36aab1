import { loadConfig } from '../config/app-config';
import type { MailOutboxRepository } from './mail-outbox.repository';
import { createMailer } from './mailer.factory';
import { OutboxMailer } from './outbox-mailer.adapter';
import { SmtpMailer } from './smtp-mailer.adapter';

const outbox = {} as MailOutboxRepository;

describe('createMailer', () => {
  it('captures to the outbox without SMTP_URL', () => {
    expect(createMailer(loadConfig({}), outbox)).toBeInstanceOf(OutboxMailer);
  });

  it('sends through SMTP with SMTP_URL', () => {
    const mailer = createMailer(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }), outbox);
    expect(mailer).toBeInstanceOf(SmtpMailer);
    expect(mailer.driver).toBe('smtp');
  });
});
