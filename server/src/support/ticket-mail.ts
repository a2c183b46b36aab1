import { Inject, Injectable } from '@nestjs/common';
import { I18nService } from 'nestjs-i18n';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import {
  composeMail,
  fill,
  greeting,
  mailTranslator,
  quotedParagraphs,
  oneLine,
  type RenderedMail,
} from '../mail/mail-compose';
import { Mailer } from '../mail/mailer';
import { resolveMailLocale } from '../mail/video-mail.templates';

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
  const values = { subject: oneLine(c.subject, SUBJECT_MAX) };
  const subject = fill(t('ticket_reply.subject'), values);
  const body = fill(t('ticket_reply.body'), values);
  const quote = quotedParagraphs(c.reply, QUOTE_MAX);
  return composeMail(t, {
    lang: c.lang,
    homeUrl: c.homeUrl,
    subject,
    preheader: body,
    heading: t('ticket_reply.heading'),
    paragraphs: [greeting(t, c.name), body, ...quote, t('ticket_reply.next')],
    button: { label: t('ticket_reply.button'), href: c.ticketUrl },
    footer: [t('ticket_reply.footer'), t('common.tagline')],
  });
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
    const rendered = renderTicketReply(mailTranslator(this.i18n, lang), {
      lang,
      homeUrl: this.config.publicUrl,
      ticketUrl: `${this.config.publicUrl}/ajuda/${mail.ticketId}`,
      name: mail.name,
      subject: mail.subject,
      reply: mail.reply,
    });
    await this.mailer.send({ to: mail.to, locale: lang, template: 'ticket_reply', ...rendered });
  }
}
