/**
 * The back office's languages, each named in itself, in the language menu's order (a module of
 * its own, free of the bundler's imports, so the browser tests read the same list).
 */
export const DEFAULT_LOCALE = 'pt-BR';
export const LOCALES = [
  { locale: 'pt-BR', name: 'Português (Brasil)' },
  { locale: 'en-US', name: 'English (US)' },
  { locale: 'es-ES', name: 'Español (España)' },
  { locale: 'fr-FR', name: 'Français (France)' },
  { locale: 'de-DE', name: 'Deutsch (Deutschland)' },
] as const;
export type Locale = (typeof LOCALES)[number]['locale'];
