import { PRIVACY_LIMITS } from '@cena/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { I18nService } from 'nestjs-i18n';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import {
  composeMail,
  fill,
  greeting,
  mailTranslator,
  type RenderedMail,
  type Translate,
} from '../mail/mail-compose';
import { Mailer } from '../mail/mailer';
import { resolveMailLocale } from '../mail/video-mail.templates';

/** The screen an export is downloaded from (signed in: the link itself is not mailed). */
export const PRIVACY_PATH = '/privacidade-e-dados';

/** "Your copy of your data is ready": a link to the screen, and how long the archive stays. */
export function renderExportReady(
  t: Translate,
  c: { lang: string; homeUrl: string; name: string | null },
): RenderedMail {
  const body = t('export_ready.body');
  return composeMail(t, {
    lang: c.lang,
    homeUrl: c.homeUrl,
    subject: t('export_ready.subject'),
    preheader: body,
    heading: t('export_ready.heading'),
    paragraphs: [
      greeting(t, c.name),
      body,
      fill(t('export_ready.expiry'), { days: String(PRIVACY_LIMITS.exportLinkDays) }),
    ],
    button: { label: t('export_ready.button'), href: `${c.homeUrl}${PRIVACY_PATH}` },
    footer: [t('export_ready.footer'), t('common.tagline')],
  });
}

@Injectable()
export class ExportMailer {
  constructor(
    private readonly mailer: Mailer,
    private readonly i18n: I18nService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async ready(to: { email: string; locale: string | null; name: string | null }): Promise<void> {
    const lang = resolveMailLocale(to.locale);
    const rendered = renderExportReady(mailTranslator(this.i18n, lang), {
      lang,
      homeUrl: this.config.publicUrl,
      name: to.name,
    });
    await this.mailer.send({ to: to.email, locale: lang, template: 'export_ready', ...rendered });
  }
}
