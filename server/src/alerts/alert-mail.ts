import type { AlertKind, AlertSeverity } from '@cena/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { I18nService } from 'nestjs-i18n';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { composeMail, mailTranslator, type RenderedMail } from '../mail/mail-compose';
import { Mailer } from '../mail/mailer';

/** The back office speaks pt-BR and en-US: an English-speaking admin reads English, others pt-BR. */
export type AdminLocale = 'pt-BR' | 'en-US';
export function adminMailLocale(locale: string | null | undefined): AdminLocale {
  return (locale ?? '').trim().toLowerCase().startsWith('en') ? 'en-US' : 'pt-BR';
}

type Translate = (key: string) => string;

/** Numbers go into the kind's sentence formatted for the reader; nothing else is filled in. */
function fill(template: string, values: Record<string, string | number>, lang: string): string {
  const format = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 });
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = values[name];
    if (value === undefined) return match;
    return typeof value === 'number' ? format.format(value) : value;
  });
}

/** One line saying what is wrong, e.g. "6 of the 10 videos that ended in the last hour failed…". */
export function alertSummary(
  t: Translate,
  lang: string,
  kind: AlertKind,
  values: Record<string, string | number>,
): string {
  return fill(t(`admin_alert.kinds.${kind}.body`), values, lang);
}

export interface AlertMailContent {
  lang: AdminLocale;
  homeUrl: string;
  alertUrl: string;
  kind: AlertKind;
  severity: AlertSeverity;
  values: Record<string, string | number>;
}

export function renderAlertOpened(t: Translate, c: AlertMailContent): RenderedMail {
  const title = t(`admin_alert.kinds.${c.kind}.title`);
  const subject = fill(t('admin_alert.subject'), { title }, c.lang);
  const intro = fill(
    t('admin_alert.intro'),
    { severity: t(`admin_alert.severity.${c.severity}`) },
    c.lang,
  );
  const summary = alertSummary(t, c.lang, c.kind, c.values);
  return composeMail(t, {
    lang: c.lang,
    homeUrl: c.homeUrl,
    subject,
    preheader: summary,
    heading: t('admin_alert.heading'),
    paragraphs: [intro, summary, t('admin_alert.open_hint')],
    button: { label: t('admin_alert.button'), href: c.alertUrl },
    footer: [t('admin_alert.footer')],
  });
}

/** Texts of alerts: the e-mail each admin gets when one opens, and the summary stored on it. */
@Injectable()
export class AlertMailer {
  constructor(
    private readonly mailer: Mailer,
    private readonly i18n: I18nService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  translator(lang: string): Translate {
    return mailTranslator(this.i18n, lang);
  }

  async alertOpened(
    to: { email: string; locale: string | null },
    alert: {
      id: string;
      kind: AlertKind;
      severity: AlertSeverity;
      values: Record<string, string | number>;
    },
  ): Promise<void> {
    const lang = adminMailLocale(to.locale);
    const rendered = renderAlertOpened(this.translator(lang), {
      lang,
      homeUrl: this.config.publicUrl,
      alertUrl: `${this.config.publicUrl}/admin/alerts/${alert.id}/show`,
      kind: alert.kind,
      severity: alert.severity,
      values: alert.values,
    });
    await this.mailer.send({ to: to.email, locale: lang, template: 'admin_alert', ...rendered });
  }
}
