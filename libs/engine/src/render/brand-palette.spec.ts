import type { Category, Tone } from '@cena/contracts';
import { contrast, mix, parseHex } from './color';
import { createCanvas } from './canvas';
import { registerFonts } from './fonts';
import { endCardLayout } from './layers/end-card';
import { buildPalette, CATEGORY_COLORS, MIN_CONTRAST } from './palette';
import { planStoryboard } from './storyboard';

const TONES: Tone[] = ['professional', 'fun', 'inspiring', 'elegant'];

/** Kits a customer may confirm: light, dark, loud, grey, one colour, a pair of near-twins. */
const KITS: string[][] = [
  ['#7a4a2a', '#f2c14e'],
  ['#ffffff', '#000000'],
  ['#ffd6e8', '#fff4b8'],
  ['#0b1f3a', '#1a1a1a'],
  ['#ffff00', '#00ff00'],
  ['#808080', '#8a8a8a'],
  ['#e53935'],
  ['#fafafa'],
  ['#1d4ed8', '#e11d48'],
];

function hue(hex: string): number {
  const { r, g, b } = parseHex(hex);
  return Math.atan2(Math.sqrt(3) * (g - b), 2 * r - g - b);
}

describe("a palette in the brand kit's colours", () => {
  it.each(KITS.map((kit) => [kit.join(' '), kit]))(
    '%s: every text reads at 4.5:1 whatever the business and tone',
    (_label, kit) => {
      for (const category of Object.keys(CATEGORY_COLORS) as Category[]) {
        for (const tone of TONES) {
          const palette = buildPalette(category, tone, kit as string[]);
          const what = { kit, category, tone };
          const ratios = {
            from: contrast(palette.text, palette.backgroundFrom),
            to: contrast(palette.text, palette.backgroundTo),
            middle: contrast(palette.text, mix(palette.backgroundFrom, palette.backgroundTo, 0.5)),
            pill: contrast(palette.onAccent, palette.accent),
          };
          for (const [where, ratio] of Object.entries(ratios)) {
            expect({ ...what, where, enough: ratio >= MIN_CONTRAST }).toEqual({
              ...what,
              where,
              enough: true,
            });
          }
        }
      }
    },
  );

  it('takes the colours as they are where they already read: the lighter is the accent', () => {
    const palette = buildPalette('bakery', 'professional', ['#7a4a2a', '#f2c14e']);
    expect(palette.accent).toBe('#F2C14E');
    // The ground is the darker colour, deepened: the same hue.
    expect(Math.abs(hue(palette.backgroundFrom) - hue('#7a4a2a'))).toBeLessThan(0.05);
    expect(palette).not.toEqual(buildPalette('bakery', 'professional'));
  });

  it('moves a colour only as far as contrast needs', () => {
    // Mid red under white words: darkened until they read, still red.
    const palette = buildPalette('retail', 'fun', ['#e53935']);
    expect(contrast(palette.accent, palette.onAccent)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    expect(contrast(palette.accent, palette.onAccent)).toBeLessThan(MIN_CONTRAST + 1);
    expect(Math.abs(hue(palette.accent) - hue('#e53935'))).toBeLessThan(0.05);
  });

  it('keeps the end card at 4.5:1: its name, call to action and contacts', () => {
    registerFonts();
    const measure = createCanvas(8, 8).getContext('2d');
    for (const kit of KITS) {
      const board = planStoryboard({
        mode: 'text',
        prompt: 'Sonho de creme por R$ 6,50. Peça pelo zap (11) 98765-4321',
        title: 'Sonho de creme',
        durationS: 8,
        tone: 'fun',
        soundtrack: 'none',
        magicExpansion: false,
        watermark: true,
        seed: 1,
        aspectRatio: '9:16',
        brand: { contacts: {}, colors: kit },
      });
      const layout = endCardLayout(measure, board);
      const items = [layout.title, layout.cta, ...layout.contacts, layout.credit!];
      for (const item of items) {
        const ratio = contrast(item.textColor, item.backgroundColor);
        expect({ kit, text: item.text, enough: ratio >= MIN_CONTRAST }).toEqual({
          kit,
          text: item.text,
          enough: true,
        });
      }
    }
  });
});
