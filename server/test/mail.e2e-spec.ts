import { Mailer } from '../src/mail/mailer';
import { MailDeliveryError } from '../src/mail/smtp-mailer.adapter';
import { VideoMailer } from '../src/mail/video-mailer';
import { startSmtpServer, type SmtpTestServer } from './support/smtp-server';
import { createTestApp, type TestApp } from './support/test-app';
import { uniqueEmail } from './support/identity';

interface OutboxRow {
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  template: string;
  locale: string;
  sent_at: Date | null;
  error: string | null;
}

const outboxFor = (t: TestApp, to: string): Promise<OutboxRow[]> =>
  t.db.query('SELECT * FROM mail_outbox WHERE to_address = $1 ORDER BY created_at', [to]);

describe('mail through the outbox (the default)', () => {
  let t: TestApp;
  let mailer: VideoMailer;

  beforeAll(async () => {
    t = await createTestApp('mail-outbox', { PUBLIC_URL: 'https://cena.example' });
    mailer = t.app.get(VideoMailer);
  });
  afterAll(() => t.close());

  it('uses the outbox driver when SMTP_URL is unset', () => {
    expect(t.app.get(Mailer).driver).toBe('outbox');
  });

  it('writes the "video ready" e-mail, translated and escaped, to mail_outbox', async () => {
    const to = uniqueEmail('ready');
    await mailer.videoReady({
      to,
      locale: 'pt-BR',
      name: 'Ana <b>Souza</b>',
      title: 'Pão de queijo às 18h',
      watchUrl: 'https://cena.example/dashboard/my-videos?video=v1&x=1',
      thumbnailUrl: 'https://cena.example/media/thumbnails/v1.jpg?exp=1&sig=abc',
    });
    const [row] = await outboxFor(t, to);
    expect(row).toMatchObject({
      subject: 'Seu vídeo “Pão de queijo às 18h” está pronto',
      template: 'video_ready',
      locale: 'pt-BR',
      sent_at: null,
      error: null,
    });
    expect(row.text_body).toContain('Olá, Ana <b>Souza</b>!');
    expect(row.text_body).toContain(
      'Assistir vídeo: https://cena.example/dashboard/my-videos?video=v1&x=1',
    );
    expect(row.html_body).toContain('Olá, Ana &lt;b&gt;Souza&lt;/b&gt;!');
    expect(row.html_body).not.toContain('<b>Souza');
    expect(row.html_body).toContain('>Assistir vídeo</a>');
    expect(row.html_body).toContain(
      'href="https://cena.example/dashboard/my-videos?video=v1&amp;x=1"',
    );
    expect(row.html_body).toContain(
      'src="https://cena.example/media/thumbnails/v1.jpg?exp=1&amp;sig=abc"',
    );
    expect(row.html_body).toContain('#FF5A36');
    expect(row.html_body).toContain('<html lang="pt-BR">');
  });

  it('speaks the user language, a close one, or pt-BR', async () => {
    const cases: Array<[string | null, string, string]> = [
      ['en-US', 'en-US', 'Your video “Promo” is ready'],
      ['en-GB', 'en-US', 'Your video “Promo” is ready'],
      ['es', 'es-ES', 'Tu vídeo «Promo» está listo'],
      ['fr-FR', 'fr-FR', 'Votre vidéo «\u00a0Promo\u00a0» est prête'],
      ['de-DE', 'de-DE', 'Dein Video „Promo“ ist fertig'],
      ['it-IT', 'pt-BR', 'Seu vídeo “Promo” está pronto'],
      [null, 'pt-BR', 'Seu vídeo “Promo” está pronto'],
    ];
    for (const [locale, resolved, subject] of cases) {
      const to = uniqueEmail('lang');
      await mailer.videoReady({
        to,
        locale,
        name: 'Ana',
        title: 'Promo',
        watchUrl: 'https://cena.example/v',
      });
      const [row] = await outboxFor(t, to);
      expect({ locale: row.locale, subject: row.subject }).toEqual({ locale: resolved, subject });
    }
  });

  it('writes the "video failed" e-mail with the refund and advice for a rejected prompt', async () => {
    const to = uniqueEmail('failed');
    await mailer.videoFailed({
      to,
      locale: 'pt-BR',
      name: 'Bruno',
      title: 'Academia {name} $t(errors.forbidden)',
      errorCode: 'provider_rejected',
      creditsRefunded: 20,
    });
    const [row] = await outboxFor(t, to);
    expect(row.template).toBe('video_failed');
    // User text is never read as a placeholder or a nested translation.
    expect(row.subject).toBe(
      'Não conseguimos criar seu vídeo “Academia {name} $t(errors.forbidden)”',
    );
    expect(row.text_body).toContain('Devolvemos 20 créditos para sua conta.');
    expect(row.text_body).toContain('O gerador recusou essa descrição.');
    expect(row.text_body).toContain('Tentar de novo: https://cena.example/dashboard');

    const one = uniqueEmail('failed-one');
    await mailer.videoFailed({
      to: one,
      locale: 'en-US',
      name: null,
      title: '',
      errorCode: 'provider_failed',
      creditsRefunded: 1,
    });
    const [english] = await outboxFor(t, one);
    expect(english.subject).toBe('We couldn’t create your video “Generated video”');
    expect(english.text_body).toContain('Hi there!');
    expect(english.text_body).toContain('We’ve returned 1 credit to your account.');
    expect(english.text_body).toContain('The problem was on our side, not yours.');
  });

  it('refuses a non-http link rather than mailing it', async () => {
    const to = uniqueEmail('bad-link');
    await expect(
      mailer.videoReady({
        to,
        locale: 'pt-BR',
        name: 'Ana',
        title: 'x',
        watchUrl: 'javascript:alert(1)',
      }),
    ).rejects.toThrow(/http/);
    expect(await outboxFor(t, to)).toEqual([]);
  });
});

describe('mail through SMTP', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer({ rejectRecipients: /^bounce-/ });
    t = await createTestApp('mail-smtp', {
      PUBLIC_URL: 'https://cena.example',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Cena <ola@cena.test>',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('uses the SMTP driver when SMTP_URL is set', () => {
    expect(t.app.get(Mailer).driver).toBe('smtp');
  });

  it('delivers the e-mail over SMTP and marks the outbox row sent', async () => {
    const to = uniqueEmail('smtp');
    await t.app.get(VideoMailer).videoReady({
      to,
      locale: 'pt-BR',
      name: 'Ana',
      title: 'Pão de queijo',
      watchUrl: 'https://cena.example/dashboard/my-videos?video=v2',
    });
    const mail = await smtp.nextMessage();
    expect(mail.from).toBe('ola@cena.test');
    expect(mail.to).toEqual([to]);
    expect(mail.subject).toBe('Seu vídeo “Pão de queijo” está pronto');
    expect(mail.headers.from).toBe('Cena <ola@cena.test>');
    expect(mail.headers.to).toBe(to);
    expect(mail.text).toContain('Olá, Ana!');
    expect(mail.text).toContain(
      'Assistir vídeo: https://cena.example/dashboard/my-videos?video=v2',
    );
    expect(mail.html).toContain('>Assistir vídeo</a>');
    expect(mail.html).toContain('Terminamos “Pão de queijo”.');
    expect(smtp.commands.some((c) => /^STARTTLS/i.test(c))).toBe(false);

    const [row] = await outboxFor(t, to);
    expect(row.sent_at).toBeInstanceOf(Date);
    expect(row.error).toBeNull();
    expect(row.subject).toBe(mail.subject);
  });

  it('records the error on the outbox row and throws when the server refuses', async () => {
    const to = uniqueEmail('bounce');
    await expect(
      t.app.get(VideoMailer).videoFailed({
        to,
        locale: 'de-DE',
        name: 'Jonas',
        title: 'Bäckerei',
        errorCode: 'provider_failed',
        creditsRefunded: 20,
      }),
    ).rejects.toBeInstanceOf(MailDeliveryError);
    const [row] = await outboxFor(t, to);
    expect(row.subject).toBe('Wir konnten dein Video „Bäckerei“ nicht erstellen');
    expect(row.sent_at).toBeNull();
    expect(row.error).toMatch(/550|Mailbox unavailable/);
  });
});
