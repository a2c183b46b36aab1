import { type AspectRatio, DEFAULT_LOCALE, LOCALES, type Locale } from '@cena/contracts';
import {
  composeMail,
  fill,
  greeting,
  oneLine,
  type RenderedMail,
  type Translate,
} from './mail-compose';
import { safeUrl } from './mail-layout';

export type { Translate } from './mail-compose';

export type { RenderedMail } from './mail-compose';

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

export function renderVideoReady(t: Translate, c: VideoReadyContent): RenderedMail {
  const values = { title: oneLine(c.title) || t('common.untitled') };
  const watchUrl = safeUrl(c.watchUrl);
  const subject = fill(t('video_ready.subject'), values);
  const hello = greeting(t, c.name);
  const body = fill(t('video_ready.body'), values);
  const next = t('video_ready.next');
  const button = t('video_ready.button');
  return composeMail(t, {
    lang: c.lang,
    homeUrl: c.homeUrl,
    subject,
    preheader: t('video_ready.preheader'),
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
    footer: [t('common.footer'), t('common.tagline')],
  });
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
  const paragraphs = [hello, body, reason, ...(refund ? [refund] : []), retry];
  return composeMail(t, {
    lang: c.lang,
    homeUrl: c.homeUrl,
    subject,
    preheader: refund ?? reason,
    heading: t('video_failed.heading'),
    paragraphs,
    button: { label: button, href: retryUrl },
    footer: [t('common.footer'), t('common.tagline')],
  });
}
