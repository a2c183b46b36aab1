import { type AspectRatio, DEFAULT_LOCALE, LIMITS, LOCALES, type Locale } from '@cena/contracts';
import { renderMailHtml, safeUrl } from './mail-layout';

/** Looks a key up in the `mail.` namespace; only `count` is ever passed (plural forms). */
export type Translate = (key: string, args?: { count: number }) => string;

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

interface Common {
  lang: Locale;
  homeUrl: string;
  name?: string | null;
  title?: string | null;
}

export interface VideoReadyContent extends Common {
  watchUrl: string;
  thumbnailUrl?: string | null;
  /** The clip's shape: a 9:16 or 1:1 thumbnail is shown narrower, so it is never taller than wide by much. */
  aspectRatio?: AspectRatio;
}

/** Thumbnail width in the e-mail per shape: about 280 px tall at most for the upright ones. */
const THUMBNAIL_WIDTH: Record<AspectRatio, number> = { '16:9': 496, '1:1': 320, '9:16': 220 };

export interface VideoFailedContent extends Common {
  errorCode: string;
  creditsRefunded: number;
  retryUrl: string;
}

/** The user's locale when Cena has it, else the same language elsewhere, else pt-BR. */
export function resolveMailLocale(locale: string | null | undefined): Locale {
  if (!locale) return DEFAULT_LOCALE;
  const wanted = locale.trim().replace('_', '-').toLowerCase();
  const exact = LOCALES.find((l) => l.toLowerCase() === wanted);
  if (exact) return exact;
  const language = wanted.split('-')[0];
  return LOCALES.find((l) => l.toLowerCase().startsWith(`${language}-`)) ?? DEFAULT_LOCALE;
}

/** User text goes in after translation, in one pass, so it is never read as a placeholder. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}

/** One line, bounded: user text ends up in a Subject header. */
function oneLine(text: string | null | undefined, max: number = LIMITS.titleMaxChars): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

function greeting(t: Translate, name: string | null | undefined): string {
  const who = oneLine(name, LIMITS.displayNameMaxChars);
  return who ? fill(t('common.greeting'), { name: who }) : t('common.greeting_anonymous');
}

function textBody(lines: Array<string | false>): string {
  return `${lines.filter((l): l is string => l !== false).join('\n\n')}\n`;
}

export function renderVideoReady(t: Translate, c: VideoReadyContent): RenderedMail {
  const values = { title: oneLine(c.title) || t('common.untitled') };
  const watchUrl = safeUrl(c.watchUrl);
  const subject = fill(t('video_ready.subject'), values);
  const hello = greeting(t, c.name);
  const body = fill(t('video_ready.body'), values);
  const next = t('video_ready.next');
  const button = t('video_ready.button');
  const footer = [t('common.footer'), t('common.tagline')];
  return {
    subject,
    text: textBody([
      hello,
      body,
      next,
      `${button}: ${watchUrl}`,
      `— ${t('common.signature')}`,
      ...footer,
    ]),
    html: renderMailHtml({
      lang: c.lang,
      title: subject,
      preheader: t('video_ready.preheader'),
      homeUrl: c.homeUrl,
      heading: t('video_ready.heading'),
      image: c.thumbnailUrl
        ? {
            src: c.thumbnailUrl,
            alt: values.title,
            href: watchUrl,
            width: THUMBNAIL_WIDTH[c.aspectRatio ?? '16:9'],
          }
        : undefined,
      paragraphs: [hello, body, next],
      button: { label: button, href: watchUrl },
      linkHint: t('common.link_hint'),
      footer: [t('common.signature'), ...footer],
    }),
  };
}

export function renderVideoFailed(t: Translate, c: VideoFailedContent): RenderedMail {
  const values = { title: oneLine(c.title) || t('common.untitled') };
  const retryUrl = safeUrl(c.retryUrl);
  const subject = fill(t('video_failed.subject'), values);
  const hello = greeting(t, c.name);
  const body = fill(t('video_failed.body'), values);
  const reason = t(
    c.errorCode === 'provider_rejected'
      ? 'video_failed.reason_rejected'
      : 'video_failed.reason_failed',
  );
  const refund =
    c.creditsRefunded > 0 ? t('video_failed.refund', { count: c.creditsRefunded }) : null;
  const retry = t('video_failed.retry');
  const button = t('video_failed.button');
  const footer = [t('common.footer'), t('common.tagline')];
  const paragraphs = [hello, body, reason, ...(refund ? [refund] : []), retry];
  return {
    subject,
    text: textBody([
      ...paragraphs,
      `${button}: ${retryUrl}`,
      `— ${t('common.signature')}`,
      ...footer,
    ]),
    html: renderMailHtml({
      lang: c.lang,
      title: subject,
      preheader: refund ?? reason,
      homeUrl: c.homeUrl,
      heading: t('video_failed.heading'),
      paragraphs,
      button: { label: button, href: retryUrl },
      linkHint: t('common.link_hint'),
      footer: [t('common.signature'), ...footer],
    }),
  };
}
