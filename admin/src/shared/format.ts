/** Money as the staff member reads it, e.g. 'R$ 4,50' in pt-BR. */
export function formatMoney(cents: number, locale: string, currency = 'BRL'): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(cents / 100);
}

export function formatDateTime(value: string | null | undefined, locale: string): string {
  if (!value) return '—';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(value),
  );
}

function separators(locale: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(1234.5);
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
  };
}

const escape = (mark: string) => mark.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An amount of money as typed in an input, without the symbol: '19,90' in pt-BR. */
export function formatAmount(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/**
 * What a staff member typed as an amount, in cents: null when empty, NaN when unreadable. Reads
 * the locale's marks ('1.234,56' or '19,9' in pt-BR), an optional 'R$', and the other mark before
 * one or two final digits as the decimal one ('19.90', as the api's numbers read).
 */
export function parseAmount(text: string, locale: string): number | null {
  const { decimal, group } = separators(locale);
  const typed = text.replace(/\s/g, '').replace(/^R\$/i, '');
  if (typed === '') return null;
  let whole = typed;
  let fraction = '';
  const decimalAt = typed.lastIndexOf(decimal);
  if (decimalAt >= 0) {
    whole = typed.slice(0, decimalAt);
    fraction = typed.slice(decimalAt + 1);
  } else if (new RegExp(`^\\d+${escape(group)}\\d{1,2}$`).test(typed)) {
    [whole = '', fraction = ''] = typed.split(group);
  }
  const grouped = new RegExp(`^\\d{1,3}(${escape(group)}\\d{3})+$`);
  const wholeReadable = /^\d*$/.test(whole) || grouped.test(whole);
  if (!wholeReadable || !/^\d{0,2}$/.test(fraction) || whole + fraction === '') return Number.NaN;
  const cents = Number(whole.split(group).join('') || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : Number.NaN;
}

/** A language tag ('pt-BR') named in the staff member's language ('Português (Brasil)'). */
export function languageName(tag: string, locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(tag) ?? tag;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return tag; // not a well-formed tag: shown as stored
  }
}
