import { DEFAULT_LOCALE, LOCALES, type Locale, matchLocale } from '@cena/contracts';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_KEY } from './storage-keys';

type Bundle = Record<string, unknown>;

/**
 * Every JSON file in `libs/i18n/locales/<lang>/` is one namespace named after the file
 * (`client.json` → `client`, `landing.json` → `landing`), so a feature adds its own file without
 * touching this loader. `mail.json` is the server's e-mail text and stays out of the bundle.
 * pt-BR (default and fallback) is bundled; the other languages load on demand.
 */
const FALLBACK_BUNDLES = import.meta.glob<Bundle>(
  [
    '../../../libs/i18n/locales/pt-BR/*.json',
    '!../../../libs/i18n/locales/pt-BR/mail.json',
    '!../../../libs/i18n/locales/pt-BR/legal.json',
    '!../../../libs/i18n/locales/pt-BR/auth.json',
    '!../../../libs/i18n/locales/pt-BR/billing.json',
    '!../../../libs/i18n/locales/pt-BR/dashboard.json',
    '!../../../libs/i18n/locales/pt-BR/videos.json',
    '!../../../libs/i18n/locales/pt-BR/analytics.json',
    '!../../../libs/i18n/locales/pt-BR/assistant.json',
    '!../../../libs/i18n/locales/pt-BR/support.json',
    '!../../../libs/i18n/locales/pt-BR/brand-kit.json',
    '!../../../libs/i18n/locales/pt-BR/share.json',
    '!../../../libs/i18n/locales/pt-BR/errors.json',
    '!../../../libs/i18n/locales/pt-BR/seo.json',
  ],
  { eager: true, import: 'default' },
);
const LAZY_BUNDLES = import.meta.glob<Bundle>(
  [
    '../../../libs/i18n/locales/*/*.json',
    '!../../../libs/i18n/locales/pt-BR/*.json',
    '!../../../libs/i18n/locales/*/mail.json',
    '!../../../libs/i18n/locales/*/legal.json',
    '!../../../libs/i18n/locales/*/auth.json',
    '!../../../libs/i18n/locales/*/billing.json',
    '!../../../libs/i18n/locales/*/dashboard.json',
    '!../../../libs/i18n/locales/*/videos.json',
    '!../../../libs/i18n/locales/*/analytics.json',
    '!../../../libs/i18n/locales/*/assistant.json',
    '!../../../libs/i18n/locales/*/support.json',
    '!../../../libs/i18n/locales/*/brand-kit.json',
    '!../../../libs/i18n/locales/*/share.json',
    '!../../../libs/i18n/locales/*/errors.json',
    '!../../../libs/i18n/locales/*/seo.json',
  ],
  { import: 'default' },
);
/**
 * Texts only lazy screens need, loaded with them: `legal` (the LGPD pages) and `auth` (login
 * modal, /auth, logout), `billing` (plans, checkout, payments) and the signed-in app's
 * `dashboard`, `videos`, `analytics`, `assistant`, `share`, the help pages' `support` and the
 * brand kit's `brand-kit`; `seo` (the head's texts, already in a prerendered page's HTML) and
 * `errors` (an error's words: the server's message says them until they arrive) after the first
 * render. Keeps the landing's initial JS small (issue 7's budget).
 */
const ON_DEMAND_BUNDLES = import.meta.glob<Bundle>(
  [
    '../../../libs/i18n/locales/*/legal.json',
    '../../../libs/i18n/locales/*/auth.json',
    '../../../libs/i18n/locales/*/billing.json',
    '../../../libs/i18n/locales/*/dashboard.json',
    '../../../libs/i18n/locales/*/videos.json',
    '../../../libs/i18n/locales/*/analytics.json',
    '../../../libs/i18n/locales/*/assistant.json',
    '../../../libs/i18n/locales/*/support.json',
    '../../../libs/i18n/locales/*/brand-kit.json',
    '../../../libs/i18n/locales/*/share.json',
    '../../../libs/i18n/locales/*/errors.json',
    '../../../libs/i18n/locales/*/seo.json',
  ],
  { import: 'default' },
);
const onDemandNamespaces = new Set<string>();

/** The namespace `t('key')` reads first; the others are searched after it. */
export const DEFAULT_NAMESPACE = 'client';

function parsePath(path: string): { locale: string; namespace: string } | null {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  return match ? { locale: match[1]!, namespace: match[2]! } : null;
}

function fallbackResources(): Resource {
  const namespaces: Record<string, Bundle> = {};
  for (const [path, bundle] of Object.entries(FALLBACK_BUNDLES)) {
    const parsed = parsePath(path);
    if (parsed) namespaces[parsed.namespace] = bundle;
  }
  return { [DEFAULT_LOCALE]: namespaces };
}

const NAMESPACES = Object.keys(FALLBACK_BUNDLES)
  .map((path) => parsePath(path)?.namespace)
  .filter((ns): ns is string => !!ns);

const loaded = new Set<string>([DEFAULT_LOCALE]);

/** Adds every namespace of `locale` to i18next (once); pt-BR is always there. */
export async function loadLocale(locale: Locale, instance: I18n = i18next): Promise<void> {
  if (loaded.has(locale)) return;
  const entries = Object.entries(LAZY_BUNDLES).filter(
    ([path]) => parsePath(path)?.locale === locale,
  );
  const bundles = await Promise.all(
    entries.map(async ([path, load]) => [parsePath(path)!.namespace, await load()] as const),
  );
  for (const [namespace, bundle] of bundles) {
    instance.addResourceBundle(locale, namespace, bundle, true, true);
  }
  loaded.add(locale);
  // Screens already open keep their texts in the new language.
  await Promise.all([...onDemandNamespaces].map((ns) => loadNamespace(ns, locale, instance)));
}

const loadedOnDemand = new Set<string>();

/** Loads an on-demand namespace (e.g. `legal`) for `locale` and the pt-BR fallback. */
export async function loadNamespace(
  namespace: string,
  locale: string = i18next.language,
  instance: I18n = i18next,
): Promise<void> {
  onDemandNamespaces.add(namespace);
  const wanted = [...new Set([DEFAULT_LOCALE, locale])];
  await Promise.all(
    wanted.map(async (lng) => {
      const key = `${lng}/${namespace}`;
      if (loadedOnDemand.has(key)) return;
      const entry = Object.entries(ON_DEMAND_BUNDLES).find(([path]) => {
        const parsed = parsePath(path);
        return parsed?.locale === lng && parsed.namespace === namespace;
      });
      if (!entry) return;
      instance.addResourceBundle(lng, namespace, await entry[1](), true, true);
      loadedOnDemand.add(key);
    }),
  );
}

function storedLocale(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

/** Stored choice first, then the browser's languages, then the page's lang tag (spec §1). */
export function detectLocale(): Locale {
  const stored = matchLocale(storedLocale());
  if (stored) return stored;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return matchLocale(document.documentElement.lang) ?? DEFAULT_LOCALE;
}

/** Remembers the choice, loads its texts, then switches (`<html lang>` follows). */
export async function setLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_KEY, locale);
  } catch {
    // Private modes may refuse storage; the choice then lasts for this page only.
  }
  await loadLocale(locale);
  await i18next.changeLanguage(locale);
}

export function currentLocale(): Locale {
  return matchLocale(i18next.resolvedLanguage ?? i18next.language) ?? DEFAULT_LOCALE;
}

let initialised = false;
/** False when the build prerenders a page in Node (client/src/prerender.tsx). */
const hasDocument = typeof document !== 'undefined';

/**
 * Initialises i18next with pt-BR synchronously (so a first render never shows keys) and
 * resolves once the chosen language's texts are loaded too.
 */
export function initI18n(locale: Locale = detectLocale()): Promise<void> {
  if (!initialised) {
    initialised = true;
    void i18next.use(initReactI18next).init({
      resources: fallbackResources(),
      lng: DEFAULT_LOCALE,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      ns: NAMESPACES,
      defaultNS: DEFAULT_NAMESPACE,
      // Every namespace falls back to the others (client first), so a key is found wherever it lives.
      fallbackNS: [DEFAULT_NAMESPACE, ...NAMESPACES.filter((ns) => ns !== DEFAULT_NAMESPACE)],
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    i18next.on('languageChanged', (lng) => {
      if (hasDocument) document.documentElement.lang = lng;
    });
  }
  if (hasDocument) document.documentElement.lang = i18next.language;
  return loadLocale(locale).then(() => i18next.changeLanguage(locale).then(() => undefined));
}

export { i18next, matchLocale };
