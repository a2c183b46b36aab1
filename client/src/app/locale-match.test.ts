import { localeFromAcceptLanguage, matchLocale } from '@cena/contracts';
import { describe, expect, it } from 'vitest';

describe('localeFromAcceptLanguage', () => {
  it("picks the browser's first language Cena speaks, by q value then order", () => {
    expect(localeFromAcceptLanguage('en-US,en;q=0.9,pt-BR;q=0.8')).toBe('en-US');
    expect(localeFromAcceptLanguage('ja-JP,ja;q=0.9,de;q=0.8,en;q=0.7')).toBe('de-DE');
    expect(localeFromAcceptLanguage('fr;q=0.5, es-MX;q=0.9')).toBe('es-ES');
    expect(localeFromAcceptLanguage('pt-PT')).toBe('pt-BR');
  });

  it('is null when no language is one of Cena’s, or there is no header', () => {
    expect(localeFromAcceptLanguage('ja-JP,zh;q=0.8,*;q=0.1')).toBeNull();
    expect(localeFromAcceptLanguage('en;q=0')).toBeNull();
    expect(localeFromAcceptLanguage('')).toBeNull();
    expect(localeFromAcceptLanguage(undefined)).toBeNull();
  });

  it('agrees with matchLocale for a single tag', () => {
    for (const tag of ['EN-gb', 'de', 'es-419', 'fr-CA', 'pt']) {
      expect(localeFromAcceptLanguage(tag)).toBe(matchLocale(tag));
    }
  });
});
