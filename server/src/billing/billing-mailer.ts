import { Inject, Injectable } from '@nestjs/common';
import { I18nService } from 'nestjs-i18n';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { renderMailHtml } from '../mail/mail-layout';
import { Mailer } from '../mail/mailer';
import { resolveMailLocale } from '../mail/video-mail.templates';
import { BillingRepository } from './billing.repository';

/** The billing e-mails, in the user's language. */
@Injectable()
export class BillingMailer {
  constructor(
    private readonly mailer: Mailer,
    private readonly i18n: I18nService,
    private readonly repository: BillingRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async paymentFailed(userId: string): Promise<void> {
    const user = await this.repository.userContact(userId);
    if (!user) return;
    const lang = resolveMailLocale(user.locale);
    const t = (key: string) =>
      String(this.i18n.translate(`billing.mail.payment_failed.${key}`, { lang }));
    const manageUrl = `${this.config.publicUrl}/payments`;
    const subject = t('subject');
    const paragraphs = [t('body'), t('action')];
    await this.mailer.send({
      to: user.email,
      locale: lang,
      template: 'payment_failed',
      subject,
      text: `${[...paragraphs, manageUrl].join('\n\n')}\n`,
      html: renderMailHtml({
        lang,
        title: subject,
        preheader: t('body'),
        homeUrl: this.config.publicUrl,
        heading: subject,
        paragraphs,
        button: { label: t('button'), href: manageUrl },
        footer: [t('footer')],
      }),
    });
  }
}
