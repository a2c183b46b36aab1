import { Inject, Injectable } from '@nestjs/common';
import { I18nService } from 'nestjs-i18n';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { renderMailHtml, safeUrl } from '../mail/mail-layout';
import { Mailer } from '../mail/mailer';
import { type RenderedMail, resolveMailLocale } from '../mail/video-mail.templates';

export interface TicketReplyMail {
  to: string;
  locale?: string | null;
  name?: string | null;
  ticketId: string;
  subject: string;
  /** The agent's reply, quoted in the e-mail. */
  reply: string;
}

type Translate = (key: string) => string;

const SUBJECT_MAX = 80;
const QUOTE_MAX = 1_500;

/** User text goes in after translation, in one pass, so it is never read as a placeholder. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export interface TicketReplyContent {
  lang: string;
  homeUrl: string;
  ticketUrl: string;
  name?: string | null;
  subject: string;
  reply: string;
}

/** "The Cena team answered your request", with the reply quoted and a link to the thread. */
export function renderTicketReply(t: Translate, c: TicketReplyContent): RenderedMail {
  const values = { subject: clip(c.subject.replace(/\s+/g, ' ').trim(), SUBJECT_MAX) };
  const name = (c.name ?? '').replace(/\s+/g, ' ').trim();
  const hello = name ? fill(t('common.greeting'), { name }) : t('common.greeting_anonymous');
  const subject = fill(t('ticket_reply.subject'), values);
  const body = fill(t('ticket_reply.body'), values);
  const quote = clip(c.reply.trim(), QUOTE_MAX)
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const next = t('ticket_reply.next');
  const button = t('ticket_reply.button');
  const url = safeUrl(c.ticketUrl);
  const footer = [t('ticket_reply.footer'), t('common.tagline')];
  const paragraphs = [hello, body, ...quote, next];
  return {
    subject,
    text: `${[...paragraphs, `${button}: ${url}`, `— ${t('common.signature')}`, ...footer].join('\n\n')}\n`,
    html: renderMailHtml({
      lang: c.lang,
      title: subject,
      preheader: body,
      homeUrl: c.homeUrl,
      heading: t('ticket_reply.heading'),
      paragraphs,
      button: { label: button, href: url },
      linkHint: t('common.link_hint'),
      footer: [t('common.signature'), ...footer],
    }),
  };
}

/** The e-mail a customer gets when the Cena team answers their ticket, in their language. */
@Injectable()
export class TicketMailer {
  constructor(
    private readonly mailer: Mailer,
    private readonly i18n: I18nService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async ticketReply(mail: TicketReplyMail): Promise<void> {
    const lang = resolveMailLocale(mail.locale);
    const rendered = renderTicketReply(
      (key) => String(this.i18n.translate(`mail.${key}`, { lang })),
      {
        lang,
        homeUrl: this.config.publicUrl,
        ticketUrl: `${this.config.publicUrl}/ajuda/${mail.ticketId}`,
        name: mail.name,
        subject: mail.subject,
        reply: mail.reply,
      },
    );
    await this.mailer.send({ to: mail.to, locale: lang, template: 'ticket_reply', ...rendered });
  }
}
