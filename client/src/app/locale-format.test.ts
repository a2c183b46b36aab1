import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney } from './locale-format';
import { isDevelopmentPreviewHost } from './preview-host';

/** Intl separates the currency symbol with a no-break space. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('locale formats', () => {
  it('writes pt-BR dates as dd/mm/aaaa and money as R$ 29,00', () => {
    expect(formatDate('2026-03-07T12:00:00Z')).toBe('07/03/2026');
    expect(plain(formatMoney(29))).toBe('R$ 29,00');
    expect(plain(formatMoney(0))).toBe('R$ 0,00');
  });

  it('follows the chosen language', () => {
    expect(formatDate('2026-03-07T12:00:00Z', 'en-US')).toBe('03/07/2026');
    expect(formatDate('2026-03-07T12:00:00Z', 'de-DE')).toBe('07.03.2026');
    expect(plain(formatMoney(29, 'en-US'))).toBe('R$29.00');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('development-preview hosts (spec §7 x-production-bypass)', () => {
  it('recognises local and preview hosts only', () => {
    for (const host of [
      'localhost',
      '127.0.0.1',
      'preview.cena.app',
      'pr-42-preview.cena.app',
      'dev.cena.app',
    ]) {
      expect(isDevelopmentPreviewHost(host)).toBe(true);
    }
    for (const host of [
      'cena.app',
      'www.cena.app',
      'developer.cena.app',
      'previewer.example.com',
    ]) {
      expect(isDevelopmentPreviewHost(host)).toBe(false);
    }
  });
});
