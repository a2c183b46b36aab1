import { createCanvas, GlobalFonts } from './canvas';
import { drawableText, FONT, font, registerEmojiFont, registerFonts } from './fonts';

/** Draws `text` black on white and returns the RGBA pixels. */
function draw(text: string, family?: string): { data: Uint8ClampedArray; width: number } {
  registerFonts();
  registerEmojiFont();
  const canvas = createCanvas(520, 160);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#FFFFFF';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#000000';
  ctx.textBaseline = 'middle';
  ctx.font = font(700, 110, family);
  ctx.fillText(text, 10, 80);
  return { data: ctx.getImageData(0, 0, canvas.width, canvas.height).data, width: canvas.width };
}

/** Hue sectors (of twelve) of the clearly coloured pixels in columns [from, to). */
function hues(image: { data: Uint8ClampedArray; width: number }, from = 0, to = image.width) {
  const sectors = new Set<number>();
  let coloured = 0;
  for (let index = 0; index < image.data.length; index += 4) {
    const x = (index / 4) % image.width;
    if (x < from || x >= to) continue;
    const [r, g, b] = [image.data[index], image.data[index + 1], image.data[index + 2]];
    if (Math.max(r, g, b) - Math.min(r, g, b) < 60) continue;
    coloured += 1;
    const hue = (Math.atan2(Math.sqrt(3) * (g - b), 2 * r - g - b) * 180) / Math.PI + 360;
    sectors.add(Math.floor((hue % 360) / 30));
  }
  return { sectors, coloured };
}

describe('fonts', () => {
  it('registers the emoji face once a text bound for the screen may hold emoji', () => {
    registerFonts();
    expect(drawableText('Pão de queijo 🧀')).toBe('Pão de queijo 🧀');
    expect(GlobalFonts.has(FONT.emoji)).toBe(true);
  });

  it('draws emoji in colour, each of them, not as a one-colour box', () => {
    const image = draw('💍🐶🔥');
    const all = hues(image);
    expect(all.sectors.size).toBeGreaterThanOrEqual(4);
    // Each emoji (about 130 px wide at this size) has coloured pixels of its own.
    for (const [from, to] of [
      [10, 140],
      [140, 270],
      [270, 400],
    ]) {
      expect(hues(image, from, to).coloured).toBeGreaterThan(300);
    }
  });

  it('falls back to colour emoji from the body font too', () => {
    expect(hues(draw('🐶', 'Cena Inter')).sectors.size).toBeGreaterThanOrEqual(2);
  });

  it('leaves out what no bundled font draws, never a letter, accent or emoji', () => {
    expect(drawableText('Promoção “só hoje” ß ñ 🔥💍')).toBe('Promoção “só hoje” ß ñ 🔥💍');
    expect(drawableText('Loja 北京 Sport')).toBe('Loja Sport');
    expect(drawableText('Pedido \u{10FFFD} já')).toBe('Pedido já');
  });

  it('keeps accents, ç, ñ, ß and curly quotes (no missing-glyph box)', () => {
    const missing = draw('\u{10FFFD}').data;
    for (const letter of ['ç', 'ã', 'é', 'ñ', 'ß', 'ü', '“', '”', '’', '«', '»']) {
      const drawn = draw(letter).data;
      let inked = 0;
      let differs = 0;
      for (let index = 0; index < drawn.length; index += 4) {
        if (drawn[index] < 128) inked += 1;
        if (Math.abs(drawn[index] - missing[index]) > 64) differs += 1;
      }
      expect({ letter, inked: inked > 50, notABox: differs > 50 }).toEqual({
        letter,
        inked: true,
        notABox: true,
      });
    }
  });
});
