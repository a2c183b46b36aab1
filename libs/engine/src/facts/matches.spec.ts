import { matchesOf } from './matches';

describe('matchesOf', () => {
  const cases: Array<[RegExp, string]> = [
    [/[,;:.!?](?=\s|$)|\s[-–—]\s/gu, 'Bolo, pão e café. Peça já! Entrega – grátis'],
    [/(\d+)m([\d.]+)s/g, '0m0.12s 0m0.03s\n1m2.5s'],
    [/\p{Extended_Pictographic}(?:\uFE0F)?/gu, 'Bolo 🎂 e café ☕️ hoje 🍰'],
    [/x*/gu, 'a😀bxx'],
    [/nada/gu, 'Promoção de pão de queijo'],
  ];

  it.each(cases)('finds what matchAll finds: %s', (pattern, text) => {
    const expected = [...text.matchAll(pattern)].map((match) => [match.index, [...match]]);
    expect(matchesOf(pattern, text).map((match) => [match.index, [...match]])).toEqual(expected);
  });

  it('starts from the beginning whatever the pattern was last left at, and leaves it there', () => {
    const pattern = /o/gu;
    pattern.lastIndex = 5;
    expect(matchesOf(pattern, 'bolo doce').map((match) => match.index)).toEqual([1, 3, 6]);
    expect(pattern.lastIndex).toBe(0);
  });

  it('refuses a pattern that is not global, as matchAll does', () => {
    expect(() => matchesOf(/o/u, 'bolo')).toThrow(TypeError);
  });
});
