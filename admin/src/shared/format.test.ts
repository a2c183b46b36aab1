import { describe, expect, it } from 'vitest';
import { formatAmount, languageName, parseAmount } from './format';

describe('amounts typed in reais', () => {
  it('shows cents the Brazilian way in pt-BR and the American way in en-US', () => {
    expect(formatAmount(1990, 'pt-BR')).toBe('19,90');
    expect(formatAmount(2900, 'pt-BR')).toBe('29,00');
    expect(formatAmount(123456, 'pt-BR')).toBe('1.234,56');
    expect(formatAmount(1990, 'en-US')).toBe('19.90');
  });

  it.each([
    ['19,90', 1990],
    ['19,9', 1990],
    ['19', 1900],
    ['19,', 1900],
    [',5', 50],
    ['0,01', 1],
    ['1.234,56', 123456],
    ['1.234', 123400],
    ['1234,5', 123450],
    ['R$ 19,90', 1990],
    ['  49,90 ', 4990],
    // The decimal point as the api writes numbers, before one or two digits.
    ['19.9', 1990],
    ['19.90', 1990],
  ])('reads %j in pt-BR as %i cents', (text, cents) => {
    expect(parseAmount(text, 'pt-BR')).toBe(cents);
  });

  it.each(['19,999', '1,2,3', '12.34.5', 'abc', '19,9x', '-5', '1.23,4', ','])(
    'refuses %j in pt-BR',
    (text) => {
      expect(parseAmount(text, 'pt-BR')).toBeNaN();
    },
  );

  it('reads an empty input as no value', () => {
    expect(parseAmount('', 'pt-BR')).toBeNull();
    expect(parseAmount('   ', 'pt-BR')).toBeNull();
    expect(parseAmount('R$ ', 'pt-BR')).toBeNull();
  });

  it('reads en-US amounts with its own marks', () => {
    expect(parseAmount('1,234.56', 'en-US')).toBe(123456);
    expect(parseAmount('19.9', 'en-US')).toBe(1990);
    expect(parseAmount('19,90', 'en-US')).toBe(1990);
  });

  it('round-trips what it shows', () => {
    for (const cents of [1, 99, 1990, 4990, 123456, 10_000_000]) {
      expect(parseAmount(formatAmount(cents, 'pt-BR'), 'pt-BR')).toBe(cents);
    }
  });
});

describe('language names', () => {
  it("names a customer's language in the staff member's", () => {
    expect(languageName('pt-BR', 'pt-BR')).toBe('Português (Brasil)');
    expect(languageName('es-ES', 'pt-BR')).toBe('Espanhol (Espanha)');
    expect(languageName('de-DE', 'en-US')).toBe('German (Germany)');
  });

  it('shows a malformed tag as stored', () => {
    expect(languageName('not a tag', 'pt-BR')).toBe('not a tag');
  });
});
