import { Inject, Injectable } from '@nestjs/common';
import { I18nService } from 'nestjs-i18n';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import {
  composeMail,
  greeting,
  mailTranslator,
  quotedParagraphs,
  type RenderedMail,
} from '../mail/mail-compose';
import { Mailer } from '../mail/mailer';
import { resolveMailLocale } from '../mail/video-mail.templates';

export interface LogoRemovedMail {
  to: string;
  locale?: string | null;
  name?: string | null;
  /** Staff's reason, quoted to the customer. */
  reason: string;
}

type Translate = (key: string) => string;

const REASON_MAX = 500;

export interface LogoRemovedContent {
  lang: string;
  homeUrl: string;
  /** The brand kit screen, where another logo is uploaded. */
  brandKitUrl: string;
  name?: string | null;
  reason: string;
}

/** "We removed the logo from your brand", with staff's reason quoted and a link to upload another. */
export function renderLogoRemoved(t: Translate, c: LogoRemovedContent): RenderedMail {
  const body = t('logo_removed.body');
  const reason = quotedParagraphs(c.reason, REASON_MAX);
  return composeMail(t, {
    lang: c.lang,
    homeUrl: c.homeUrl,
    subject: t('logo_removed.subject'),
    preheader: body,
    heading: t('logo_removed.heading'),
    paragraphs: [greeting(t, c.name), body, ...reason, t('logo_removed.next')],
    button: { label: t('logo_removed.button'), href: c.brandKitUrl },
    footer: [t('logo_removed.footer'), t('common.tagline')],
  });
}

/** Tells a customer, in their language, that staff removed their brand kit's logo and why. */
@Injectable()
export class LogoRemovedMailer {
  constructor(
    private readonly mailer: Mailer,
    private readonly i18n: I18nService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async logoRemoved(mail: LogoRemovedMail): Promise<void> {
    const lang = resolveMailLocale(mail.locale);
    const rendered = renderLogoRemoved(mailTranslator(this.i18n, lang), {
      lang,
      homeUrl: this.config.publicUrl,
      brandKitUrl: `${this.config.publicUrl}/minha-marca`,
      name: mail.name,
      reason: mail.reason,
    });
    await this.mailer.send({ to: mail.to, locale: lang, template: 'logo_removed', ...rendered });
  }
}
