import { CATEGORIES, TONES } from '@cena/contracts';
import { createCanvas, GlobalFonts } from './canvas';
import { FONT, registerFonts } from './fonts';
import { lookFor } from './looks';

/** Every letter and sign the five languages put in an ad. */
const LETTERS = 'ãáâàçéêíóôõúÃÁÂÀÇÉÊÍÓÔÕÚñÑ¡¿èëïîœŒûùüÿßäöÄÖÜ€$£%@#&';

/** The pixels of `text` drawn in `family` alone, without the fallbacks `font()` adds. */
function drawn(family: string, text: string): Uint8ClampedArray {
  const canvas = createCanvas(80, 80);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#FFFFFF';
  ctx.fillRect(0, 0, 80, 80);
  ctx.fillStyle = '#000000';
  ctx.textBaseline = 'middle';
  ctx.font = `700 40px "${family}"`;
  ctx.fillText(text, 8, 40);
  return ctx.getImageData(0, 0, 80, 80).data;
}

describe('looks', () => {
  beforeAll(() => registerFonts());

  it('gives at least eight different looks across businesses and tones', () => {
    const looks = new Set(
      CATEGORIES.flatMap((category) => TONES.map((tone) => lookFor(category, tone).name)),
    );
    expect(looks.size).toBeGreaterThanOrEqual(8);
  });

  it('gives two videos of one business two variants of its look, and a re-render the same', () => {
    const first = lookFor('bakery', 'fun', 7);
    const second = lookFor('bakery', 'fun', 8);
    expect(first.name).toBe(second.name);
    expect(first).not.toEqual(second);
    expect(lookFor('bakery', 'fun', 7)).toEqual(first);
  });

  it('tells a bakery from a gym from a wedding by type and shape', () => {
    const bakery = lookFor('bakery', 'fun');
    const gym = lookFor('fitness', 'fun');
    const wedding = lookFor('events', 'inspiring');
    expect(new Set([bakery.heading, gym.heading, wedding.heading]).size).toBe(3);
    expect(new Set([bakery.panel, gym.panel, wedding.panel]).size).toBe(3);
  });

  it.each([FONT.serif, FONT.rounded, FONT.condensed, FONT.grotesk, FONT.heading])(
    '%s draws every letter of pt, es, fr and de itself',
    (family) => {
      // An unregistered family would fall back to a system face and pass the check below.
      expect(GlobalFonts.has(family)).toBe(true);
      const missing = drawn(family, '\u{10FFFD}');
      const absent = [...LETTERS].filter((letter) => {
        const pixels = drawn(family, letter);
        return pixels.every((value, index) => value === missing[index]);
      });
      expect(absent).toEqual([]);
    },
  );
});
