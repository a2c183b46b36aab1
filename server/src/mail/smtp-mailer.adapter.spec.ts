import type { MailOutboxRepository } from './mail-outbox.repository';
import type { MailMessage } from './mailer';
import { OutboxMailer } from './outbox-mailer.adapter';
import { MailDeliveryError, type MailTransport, SmtpMailer } from './smtp-mailer.adapter';

const message: MailMessage = {
  to: 'ana@example.com',
  subject: 'Seu vídeo está pronto',
  text: 'texto',
  html: '<p>html</p>',
  template: 'video_ready',
  locale: 'pt-BR',
};

function fakeOutbox() {
  const calls: string[] = [];
  const outbox = {
    record: jest.fn(async (m: MailMessage) => {
      calls.push(`record ${m.to}`);
      return 'row-1';
    }),
    markSent: jest.fn(async (id: string) => void calls.push(`sent ${id}`)),
    markFailed: jest.fn(
      async (id: string, error: string) => void calls.push(`failed ${id}: ${error}`),
    ),
  };
  return { outbox: outbox as unknown as MailOutboxRepository, calls };
}

describe('SmtpMailer', () => {
  it('records the message, sends it from MAIL_FROM, then marks it sent', async () => {
    const { outbox, calls } = fakeOutbox();
    const sendMail = jest.fn(async () => ({}));
    const transport = { sendMail, close: jest.fn() } as unknown as MailTransport;
    await new SmtpMailer(transport, 'Cena <ola@cena.app>', outbox).send(message);
    expect(sendMail).toHaveBeenCalledWith({
      from: 'Cena <ola@cena.app>',
      to: 'ana@example.com',
      subject: 'Seu vídeo está pronto',
      text: 'texto',
      html: '<p>html</p>',
    });
    expect(calls).toEqual(['record ana@example.com', 'sent row-1']);
  });

  it('records the error and throws MailDeliveryError when the server refuses', async () => {
    const { outbox, calls } = fakeOutbox();
    const transport = {
      sendMail: jest.fn(async () => {
        throw new Error('550 mailbox unavailable');
      }),
      close: jest.fn(),
    } as unknown as MailTransport;
    await expect(new SmtpMailer(transport, 'x@y.z', outbox).send(message)).rejects.toBeInstanceOf(
      MailDeliveryError,
    );
    expect(calls).toEqual([
      'record ana@example.com',
      'failed row-1: mail to ana@example.com not delivered: 550 mailbox unavailable',
    ]);
  });
});

describe('OutboxMailer', () => {
  it('only records the message', async () => {
    const { outbox, calls } = fakeOutbox();
    const mailer = new OutboxMailer(outbox);
    expect(mailer.driver).toBe('outbox');
    await mailer.send(message);
    expect(calls).toEqual(['record ana@example.com']);
  });
});
