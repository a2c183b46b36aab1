import { DEFAULT_LOCALE, LOCALES, type Locale } from '@cena/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

const STORAGE_KEY = 'cena.language';

const bundles = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../../libs/i18n/locales/*/client.json',
  {
    eager: true,
  },
);

function resources() {
  const out: Record<string, { translation: Record<string, unknown> }> = {};
  for (const [path, module] of Object.entries(bundles)) {
    const locale = /locales\/([^/]+)\//.exec(path)?.[1];
    if (locale) out[locale] = { translation: module.default };
  }
  return out;
}

function matchLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const exact = LOCALES.find((l) => l.toLowerCase() === tag.toLowerCase());
  if (exact) return exact;
  const language = tag.slice(0, 2).toLowerCase();
  return LOCALES.find((l) => l.startsWith(language)) ?? null;
}

/** Stored choice first, then the browser's languages, then the page's lang tag (spec §1). */
export function detectLocale(): Locale {
  const stored = matchLocale(localStorage.getItem(STORAGE_KEY));
  if (stored) return stored;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return matchLocale(document.documentElement.lang) ?? DEFAULT_LOCALE;
}

export function setLocale(locale: Locale): void {
  localStorage.setItem(STORAGE_KEY, locale);
  void i18next.changeLanguage(locale);
}

export function initI18n(locale: Locale = detectLocale()) {
  void i18next.use(initReactI18next).init({
    resources: resources(),
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    interpolation: { escapeValue: false },
  });
  i18next.on('languageChanged', (lng) => (document.documentElement.lang = lng));
  document.documentElement.lang = locale;
  return i18next;
}
