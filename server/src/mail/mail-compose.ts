import { LIMITS } from '@cena/contracts';
import type { I18nService } from 'nestjs-i18n';
import { type MailLayout, renderMailHtml, safeUrl } from './mail-layout';

/** An e-mail as the Mailer sends it: both bodies rendered. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Looks a key up in the `mail.` namespace; only `count` is ever passed (plural forms). */
export type Translate = (key: string, args?: { count: number }) => string;

/** The `mail.` texts in one language. */
export function mailTranslator(i18n: I18nService, lang: string): Translate {
  return (key, args) => String(i18n.translate(`mail.${key}`, { lang, args }));
}

/** User text goes in after translation, in one pass, so it is never read as a placeholder. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}

/** At most `max` characters, an ellipsis marking the cut. */
export function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A person's text quoted in a mail: bounded, one paragraph per blank-line-separated block. */
export function quotedParagraphs(text: string, max: number): string[] {
  return clip(text.trim(), max)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** One line, bounded: user text ends up in a Subject header. */
export function oneLine(
  text: string | null | undefined,
  max: number = LIMITS.titleMaxChars,
): string {
  return clip((text ?? '').replace(/\s+/g, ' ').trim(), max);
}

/** "Olá, Ana" — or the greeting without a name. */
export function greeting(t: (key: string) => string, name: string | null | undefined): string {
  const who = oneLine(name, LIMITS.displayNameMaxChars);
  return who ? fill(t('common.greeting'), { name: who }) : t('common.greeting_anonymous');
}

export interface MailParts extends Pick<
  MailLayout,
  'lang' | 'homeUrl' | 'preheader' | 'heading' | 'image'
> {
  subject: string;
  paragraphs: string[];
  /** The call to action; its URL is checked (http/https only). */
  button: { label: string; href: string };
  /** Lines after the signature. */
  footer: string[];
}

/**
 * Cena's e-mail shape, in text and HTML: the paragraphs, one button (its URL spelled out in the
 * text), the team's signature and the footer lines.
 */
export function composeMail(t: (key: string) => string, p: MailParts): RenderedMail {
  const signature = t('common.signature');
  const button = { label: p.button.label, href: safeUrl(p.button.href) };
  const lines = [...p.paragraphs, `${button.label}: ${button.href}`, `— ${signature}`, ...p.footer];
  return {
    subject: p.subject,
    text: `${lines.join('\n\n')}\n`,
    html: renderMailHtml({
      lang: p.lang,
      title: p.subject,
      preheader: p.preheader,
      homeUrl: p.homeUrl,
      heading: p.heading,
      image: p.image,
      paragraphs: p.paragraphs,
      button,
      linkHint: t('common.link_hint'),
      footer: [signature, ...p.footer],
    }),
  };
}
