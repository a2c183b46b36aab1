import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE } from '@cena/contracts';

/** dd/mm/aaaa in pt-BR; each locale's own short date elsewhere. */
export function formatDate(value: Date | string | number, locale: string = DEFAULT_LOCALE): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);
}

/** Date and time, each locale's short forms: "29/11/2026, 14:05" in pt-BR. */
export function formatDateTime(
  value: Date | string | number,
  locale: string = DEFAULT_LOCALE,
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(date);
}

/** "R$ 4,50" in pt-BR (Intl puts a no-break space after the symbol). Amount in reais, not cents. */
export function formatMoney(
  amount: number,
  locale: string = DEFAULT_LOCALE,
  currency = 'BRL',
): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
}

export function formatNumber(
  value: number,
  locale: string = DEFAULT_LOCALE,
  options?: Intl.NumberFormatOptions,
): string {
  return new Intl.NumberFormat(locale, options).format(value);
}

/** The formatters bound to the interface language; re-renders when it changes. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language ?? DEFAULT_LOCALE;
  return {
    locale,
    formatDate: (value: Date | string | number) => formatDate(value, locale),
    formatDateTime: (value: Date | string | number) => formatDateTime(value, locale),
    formatMoney: (amount: number, currency?: string) => formatMoney(amount, locale, currency),
    formatNumber: (value: number, options?: Intl.NumberFormatOptions) =>
      formatNumber(value, locale, options),
  };
}
