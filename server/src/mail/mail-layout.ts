/**
 * The one HTML frame of Cena's e-mails: table layout and inline styles (what mail clients
 * render), brand colours from BRAND.md. Every text passed in is plain text and escaped here.
 */

const INK_900 = '#14121F';
const INK_600 = '#57546B';
const CORAL = '#FF5A36';
const AMBER = '#FF9F1C';
const PAGE = '#F7F5FB';
const CARD = '#FFFFFF';
const HEADING_FONT = "Poppins,'Segoe UI',Helvetica,Arial,sans-serif";
const TEXT_FONT = "Inter,'Segoe UI',Helvetica,Arial,sans-serif";

export interface MailLayout {
  lang: string;
  /** The subject, repeated as the document title. */
  title: string;
  /** The preview line inbox lists show after the subject. */
  preheader: string;
  homeUrl: string;
  heading: string;
  paragraphs: string[];
  /** `width` in CSS pixels (the column's 496 by default; a tall 9:16 thumbnail is narrower). */
  image?: { src: string; alt: string; href: string; width?: number };
  button?: { label: string; href: string };
  /** Shown above the button's URL in full, for clients that block buttons. */
  linkHint?: string;
  footer: string[];
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/** Only absolute http(s) URLs go into an e-mail: no `javascript:` or relative links. */
export function safeUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`Not an absolute URL: ${url}`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`Only http(s) URLs may go into an e-mail: ${url}`);
  }
  return parsed.toString();
}

const paragraph = (text: string) =>
  `<p style="margin:0 0 16px;font-family:${TEXT_FONT};font-size:16px;line-height:1.5;color:${INK_900};">${escapeHtml(text)}</p>`;

function button(label: string, href: string): string {
  // White on coral passes WCAG AA as large text only, hence 20px bold.
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;">
<tr><td align="center" bgcolor="${CORAL}" style="border-radius:10px;background-color:${CORAL};">
<a href="${escapeHtml(safeUrl(href))}" target="_blank" style="display:inline-block;padding:14px 28px;font-family:${HEADING_FONT};font-size:20px;font-weight:700;line-height:1.2;color:#FFFFFF;text-decoration:none;border-radius:10px;">${escapeHtml(label)}</a>
</td></tr></table>`;
}

function image(src: string, alt: string, href: string, width = 496): string {
  return `<a href="${escapeHtml(safeUrl(href))}" target="_blank" style="display:block;margin:0 0 24px;text-decoration:none;">
<img src="${escapeHtml(safeUrl(src))}" alt="${escapeHtml(alt)}" width="${width}" style="display:block;width:100%;max-width:${width}px;height:auto;border:0;border-radius:12px;background-color:${PAGE};">
</a>`;
}

export function renderMailHtml(layout: MailLayout): string {
  const home = escapeHtml(safeUrl(layout.homeUrl));
  const body = [
    `<h1 style="margin:0 0 16px;font-family:${HEADING_FONT};font-size:24px;line-height:1.3;font-weight:700;color:${INK_900};">${escapeHtml(layout.heading)}</h1>`,
    layout.image
      ? image(layout.image.src, layout.image.alt, layout.image.href, layout.image.width)
      : '',
    ...layout.paragraphs.map(paragraph),
    layout.button ? button(layout.button.label, layout.button.href) : '',
    layout.button && layout.linkHint
      ? `<p style="margin:0;font-family:${TEXT_FONT};font-size:14px;line-height:1.5;color:${INK_600};">${escapeHtml(layout.linkHint)}<br><a href="${escapeHtml(safeUrl(layout.button.href))}" style="color:${INK_900};word-break:break-all;">${escapeHtml(safeUrl(layout.button.href))}</a></p>`
      : '',
  ]
    .filter(Boolean)
    .join('\n');
  const footer = layout.footer
    .map(
      (line) =>
        `<p style="margin:0 0 8px;font-family:${TEXT_FONT};font-size:14px;line-height:1.5;color:${INK_600};">${escapeHtml(line)}</p>`,
    )
    .join('\n');

  return `<!doctype html>
<html lang="${escapeHtml(layout.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(layout.title)}</title>
</head>
<body style="margin:0;padding:0;background-color:${PAGE};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;color:${PAGE};">${escapeHtml(layout.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${PAGE}" style="background-color:${PAGE};">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;">
<tr><td style="padding:0 8px 24px;">
<a href="${home}" target="_blank" style="font-family:${HEADING_FONT};font-size:24px;font-weight:700;line-height:1;color:${INK_900};text-decoration:none;"><span style="display:inline-block;width:16px;height:16px;margin-right:8px;vertical-align:-1px;border-radius:4px 4px 4px 0;background-color:${CORAL};background-image:linear-gradient(135deg,${CORAL},${AMBER});"></span>Cena</a>
</td></tr>
<tr><td bgcolor="${CARD}" style="padding:32px;border-radius:12px;background-color:${CARD};">
${body}
</td></tr>
<tr><td style="padding:24px 8px 0;">
${footer}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
