import { useMemo } from 'react';
import { convertRaTranslationsToI18next, useI18nextProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'react-admin';
import { DEFAULT_LOCALE, LOCALES, messagesByLocale } from './i18n/messages';

const resources = Object.fromEntries(
  Object.entries(messagesByLocale()).map(([locale, messages]) => [
    locale,
    { translation: convertRaTranslationsToI18next(messages) },
  ]),
);

// Module-level so the hook sees the same objects on every render (it initialises once).
const options = {
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: LOCALES.map(({ locale }) => locale),
  resources,
  // Keys are react-admin's dotted paths; a ':' in a literal label is not a namespace.
  nsSeparator: false as const,
  interpolation: { escapeValue: false },
};
const availableLocales = LOCALES.map(({ locale, name }) => ({ locale, name }));

/** The document's language follows the chosen locale (screen readers, the api's error text). */
function followDocumentLanguage(provider: I18nProvider): I18nProvider {
  document.documentElement.lang = provider.getLocale();
  return {
    ...provider,
    async changeLocale(locale, changeOptions) {
      await provider.changeLocale(locale, changeOptions);
      document.documentElement.lang = provider.getLocale();
    },
  };
}

/** pt-BR by default, the other LOCALES on request; null while i18next starts. */
export function useI18nProvider(): I18nProvider | null {
  const provider = useI18nextProvider({ options, availableLocales });
  return useMemo(() => (provider ? followDocumentLanguage(provider) : null), [provider]);
}
