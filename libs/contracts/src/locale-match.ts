import { LOCALES, type Locale } from './enums';

/**
 * The app's locale for a language tag: the exact one (any case), else the first with the same
 * language (`pt` and `pt-PT` → pt-BR, `en-GB` → en-US); null when Cena has none.
 */
export function matchLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const exact = LOCALES.find((l) => l.toLowerCase() === tag.toLowerCase());
  if (exact) return exact;
  const language = tag.slice(0, 2).toLowerCase();
  return LOCALES.find((l) => l.startsWith(language)) ?? null;
}

/**
 * The locale a browser sending this Accept-Language header picks in the app (its languages in
 * order of preference, as `navigator.languages` lists them, the first Cena speaks); null when
 * none is one of Cena's.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = matchLocale(tag);
    if (locale) return locale;
  }
  return null;
}
