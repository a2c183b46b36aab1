import { type AspectRatio, VIDEO_SIZES } from '@cena/contracts';
import { clip, fill, oneLine } from '../mail/mail-compose';
import { escapeHtml } from '../mail/mail-layout';
import type { ContactKind, ShareCallToAction } from './share-contacts';
import { PREVIEW_SIZE } from './share-preview';

/** Looks a key up in the `share.page.` texts of the visitor's language. */
export type PageTexts = (key: string) => string;

export interface SharePageContent {
  lang: string;
  /** The page's absolute URL (`<PUBLIC_URL>/v/<slug>`); its clip and images hang under it. */
  pageUrl: string;
  /** The landing, for the 'Feito com Cena' link. */
  homeUrl: string;
  title: string;
  prompt: string;
  aspectRatio: AspectRatio;
  cta: ShareCallToAction;
}

const DESCRIPTION_MAX_CHARS = 200;
const CONTACT_ORDER: readonly ContactKind[] = ['whatsapp', 'instagram', 'map', 'phone', 'website'];

/** The page's stable sub-resources: served for as long as the share stands. */
export const shareAssetUrls = (pageUrl: string) => ({
  video: `${pageUrl}/video.mp4`,
  preview: `${pageUrl}/preview.jpg`,
  poster: `${pageUrl}/poster.jpg`,
});

/**
 * The public page of a shared video, rendered on the server so that link previews (WhatsApp,
 * Instagram, Facebook, X) read it without JavaScript: Open Graph and a Twitter player card with
 * absolute URLs, the clip with its poster, the call to action and the 'Feito com Cena' link.
 * Every text from the customer is escaped here.
 */
export function renderSharePage(t: PageTexts, c: SharePageContent): string {
  const assets = shareAssetUrls(c.pageUrl);
  const size = VIDEO_SIZES[c.aspectRatio];
  const name = c.cta.businessName ? oneLine(c.cta.businessName, 80) : '';
  const title = oneLine(c.title) || t('untitled');
  const description = clip(oneLine(c.prompt, 1000), DESCRIPTION_MAX_CHARS);
  const pageTitle = name ? `${title} · ${name}` : `${title} · Cena`;
  const meta = (property: string, content: string | number) =>
    `<meta property="${property}" content="${escapeHtml(String(content))}">`;
  const named = (nameAttr: string, content: string | number) =>
    `<meta name="${nameAttr}" content="${escapeHtml(String(content))}">`;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(pageTitle)}</title>`,
    named('description', description),
    // Shared with whom the owner chose; search engines need not keep it after a stop.
    named('robots', 'noindex'),
    `<link rel="canonical" href="${escapeHtml(c.pageUrl)}">`,
    meta('og:site_name', 'Cena'),
    meta('og:locale', c.lang.replace('-', '_')),
    meta('og:type', 'video.other'),
    meta('og:title', title),
    meta('og:description', description),
    meta('og:url', c.pageUrl),
    meta('og:image', assets.preview),
    meta('og:image:secure_url', assets.preview),
    meta('og:image:type', 'image/jpeg'),
    meta('og:image:width', PREVIEW_SIZE.width),
    meta('og:image:height', PREVIEW_SIZE.height),
    meta('og:image:alt', title),
    meta('og:video', assets.video),
    meta('og:video:url', assets.video),
    meta('og:video:secure_url', assets.video),
    meta('og:video:type', 'video/mp4'),
    meta('og:video:width', size.width),
    meta('og:video:height', size.height),
    named('twitter:card', 'player'),
    named('twitter:title', title),
    named('twitter:description', description),
    named('twitter:image', assets.preview),
    named('twitter:player', c.pageUrl),
    named('twitter:player:width', size.width),
    named('twitter:player:height', size.height),
    named('twitter:player:stream', assets.video),
    named('twitter:player:stream:content_type', 'video/mp4'),
    `<style>${STYLE}</style>`,
  ];
  const contacts = [...c.cta.contacts].sort(
    (a, b) => CONTACT_ORDER.indexOf(a.kind) - CONTACT_ORDER.indexOf(b.kind),
  );
  const buttons = contacts.map(
    (contact) =>
      `<a class="cta cta-${contact.kind}" href="${escapeHtml(contact.href)}" rel="noopener" target="_blank"><span>${escapeHtml(t(`contact.${contact.kind}`))}</span><small>${escapeHtml(oneLine(contact.label, 120))}</small></a>`,
  );
  const body = `<main class="page shape-${c.aspectRatio.replace(':', 'x')}">
<div class="player"><video controls muted playsinline preload="metadata" width="${size.width}" height="${size.height}" poster="${escapeHtml(assets.poster)}" aria-label="${escapeHtml(fill(t('player'), { title }))}"><source src="${escapeHtml(assets.video)}" type="video/mp4"><a href="${escapeHtml(assets.video)}">${escapeHtml(t('download'))}</a></video></div>
<section class="info">
${name ? `<p class="business">${escapeHtml(name)}</p>` : ''}
<h1>${escapeHtml(title)}</h1>
<p class="prompt">${escapeHtml(description)}</p>
${buttons.length > 0 ? `<h2>${escapeHtml(name ? fill(t('talk_to'), { name }) : t('talk_to_us'))}</h2>\n<div class="actions">${buttons.join('')}</div>` : ''}
<p class="made"><a href="${escapeHtml(c.homeUrl)}/?utm_source=share&amp;utm_medium=page">${escapeHtml(t('made_with'))}</a></p>
</section>
</main>`;
  return document(c.lang, head, body);
}

/** The 404 page: the video is no longer shared (`gone`) or there never was such a page. */
export function renderMissingPage(
  t: PageTexts,
  c: { lang: string; homeUrl: string; reason: 'gone' | 'unknown' },
): string {
  const heading = t(`${c.reason}_title`);
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(heading)} · Cena</title>`,
    '<meta name="robots" content="noindex">',
    `<style>${STYLE}</style>`,
  ];
  const body = `<main class="page missing"><section class="info">
<h1>${escapeHtml(heading)}</h1>
<p class="prompt">${escapeHtml(t(`${c.reason}_body`))}</p>
<p class="made"><a href="${escapeHtml(c.homeUrl)}/?utm_source=share&amp;utm_medium=page">${escapeHtml(t('made_with'))}</a></p>
</section></main>`;
  return document(c.lang, head, body);
}

function document(lang: string, head: string[], body: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
${head.join('\n')}
</head>
<body>
${body}
</body>
</html>
`;
}

/** BRAND.md: coral gradient, ink text, 12 px cards, 10 px buttons; system fonts (no font CDN). */
const STYLE = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:#F7F5FB;color:#14121F;font:16px/1.5 Inter,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.page{max-width:1080px;margin:0 auto;padding:16px;display:grid;gap:20px}
.player{background:#14121F;border-radius:12px;overflow:hidden;display:flex;justify-content:center}
.player video{display:block;width:100%;height:auto;max-height:78vh;background:#14121F}
.shape-9x16 .player video{width:auto;max-width:100%;aspect-ratio:9/16}
.shape-1x1 .player video{width:auto;max-width:100%;aspect-ratio:1/1}
.info{background:#FFFFFF;border-radius:12px;padding:20px;box-shadow:0 1px 3px rgba(20,18,31,.08)}
.business{margin:0 0 4px;color:#57546B;font-weight:600;font-size:14px;text-transform:uppercase;letter-spacing:.04em}
h1{margin:0 0 8px;font:700 24px/1.3 Poppins,system-ui,sans-serif;overflow-wrap:anywhere}
h2{margin:20px 0 8px;font:600 16px/1.4 Poppins,system-ui,sans-serif}
.prompt{margin:0;color:#57546B;overflow-wrap:anywhere}
.actions{display:grid;gap:8px}
.cta{display:flex;flex-direction:column;padding:12px 16px;border-radius:10px;text-decoration:none;color:#14121F;background:#F7F5FB;border:1px solid #E4E1EE;font-weight:600;overflow-wrap:anywhere}
.cta small{font-weight:400;color:#57546B;font-size:14px}
.cta-whatsapp{background:#0F7A3F;border-color:#0F7A3F;color:#FFFFFF}
.cta-whatsapp small{color:#E8F7EE}
.cta:focus-visible,.made a:focus-visible{outline:3px solid #FF5A36;outline-offset:2px}
.made{margin:20px 0 0;font-size:14px}
.made a{color:#14121F;font-weight:600}
.missing{max-width:560px;padding-top:15vh}
@media (min-width:900px){
.page{padding:32px 24px;grid-template-columns:minmax(0,1fr) 360px;align-items:start}
.missing{grid-template-columns:1fr}
.shape-9x16{max-width:860px}
.shape-9x16 .player video,.shape-1x1 .player video{max-height:84vh}
}
`;
