import type { AspectRatio } from '@cena/contracts';
import { BRIEFS } from '../facts/briefs.fixtures';
import { titleFromPrompt } from '../facts/text-cuts';
import type { RenderBrand } from '../render-request';
import { type BrandLogo, decodeLogo, fitLogoBox, logoPlate, MAX_LOGO_UPSCALE } from './brand-logo';
import { createCanvas, type SKRSContext2D } from './canvas';
import { contrast } from './color';
import type { EndCardItem } from './end-card-plan';
import { registerFonts } from './fonts';
import { contains, overlaps, type Box } from './frame-shape';
import { endCardLayout } from './layers/end-card';
import { INK, WHITE } from './palette';
import { planStoryboard } from './storyboard';

const SHAPES: AspectRatio[] = ['9:16', '16:9', '1:1'];
const DARK_GROUNDS = ['#1A0F08', '#2B1A10', '#3A2415'];

/** A logo drawn on a canvas and encoded for real: `fill` on a transparent or `ground` background. */
async function drawnLogo(
  width: number,
  height: number,
  fill: string,
  format: 'png' | 'jpeg' = 'png',
  ground?: string,
): Promise<BrandLogo> {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  if (ground) {
    ctx.fillStyle = ground;
    ctx.fillRect(0, 0, width, height);
  }
  ctx.fillStyle = fill;
  ctx.beginPath();
  ctx.ellipse(width / 2, height / 2, width * 0.4, height * 0.4, 0, 0, Math.PI * 2);
  ctx.fill();
  const bytes = format === 'png' ? canvas.encodeSync('png') : canvas.encodeSync('jpeg', 90);
  return decodeLogo(bytes);
}

let measure: SKRSContext2D;

beforeAll(() => {
  registerFonts();
  measure = createCanvas(8, 8).getContext('2d');
});

describe('a logo and the plate it stands on', () => {
  it('puts a dark see-through logo on a white plate over the dark end card', async () => {
    const logo = await drawnLogo(400, 400, '#5B3A1E');
    expect(logo.transparent).toBe(true);
    expect(logoPlate(logo, DARK_GROUNDS)).toBe(WHITE);
  });

  it('gives a white see-through logo no plate on the card, and an ink one over any picture', async () => {
    const logo = await drawnLogo(400, 200, '#FFFFFF');
    expect(logoPlate(logo, DARK_GROUNDS)).toBeUndefined();
    expect(logoPlate(logo, [])).toBe(INK);
  });

  it("widens an opaque logo's one-colour border into its plate, and leaves a busy one bare", async () => {
    const onWhite = await drawnLogo(300, 300, '#D62828', 'jpeg', '#FFFFFF');
    expect(onWhite.transparent).toBe(false);
    expect(contrast(logoPlate(onWhite, DARK_GROUNDS)!, WHITE)).toBeLessThan(1.05);

    const canvas = createCanvas(300, 300);
    const ctx = canvas.getContext('2d');
    const gradient = ctx.createLinearGradient(0, 0, 300, 300);
    gradient.addColorStop(0, '#0044FF');
    gradient.addColorStop(1, '#FFCC00');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, 300, 300);
    const busy = await decodeLogo(canvas.encodeSync('jpeg', 90));
    expect(logoPlate(busy, DARK_GROUNDS)).toBeUndefined();
  });

  it('is fitted whole, its aspect kept, never past MAX_LOGO_UPSCALE of its pixels', () => {
    const wide = fitLogoBox({ width: 1200, height: 300 }, 0.14, 400, 400);
    expect(wide.width / wide.height).toBeCloseTo(4, 6);
    expect(wide.outerWidth).toBeCloseTo(400, 6);
    expect(wide.outerHeight).toBeLessThanOrEqual(400);
    const tall = fitLogoBox({ width: 300, height: 900 }, 0.14, 400, 400);
    expect(tall.width / tall.height).toBeCloseTo(1 / 3, 6);
    expect(tall.outerHeight).toBeCloseTo(400, 6);
    const tiny = fitLogoBox({ width: 48, height: 48 }, 0, 400, 400);
    expect(tiny.width).toBe(48 * MAX_LOGO_UPSCALE);
  });
});

/** Within, half a pixel of rounding allowed. */
const inside = (inner: Box, outer: Box): boolean => contains(outer, inner, 0.5);

function outline(item: EndCardItem): Box {
  return item.plate?.box ?? item.textBox;
}

const KIT: RenderBrand['contacts'] = {
  whatsapp: '(11) 98765-4321',
  address: 'Rua das Flores, 120 – Vila Mariana',
  hours: 'Seg a sáb, 6h às 20h',
  instagram: '@padariadocelar',
};

describe('the end card with a logo', () => {
  it("keeps a brief's four rows and the kit's WhatsApp on a Basic 9:16 card, the logo smaller", async () => {
    const prompt = BRIEFS.find((b) => b.id === 'gym-monthly')!.prompt;
    const board = planStoryboard({
      mode: 'text',
      prompt,
      title: titleFromPrompt(prompt, 'Vídeo'),
      durationS: 8,
      tone: 'fun',
      soundtrack: 'none',
      magicExpansion: false,
      watermark: true,
      seed: 3,
      aspectRatio: '9:16',
      brand: { contacts: { whatsapp: '(11) 98765-4321' }, colors: [] },
    });
    const layout = endCardLayout(measure, board, await drawnLogo(600, 600, '#5B3A1E'));
    expect(layout.dropped).toEqual([]);
    expect(layout.contacts.map((row) => row.text)).toContain('(11) 98765-4321');
    expect(layout.logo!.plate.box.height).toBeGreaterThanOrEqual(0.15 * board.shape.safe.height);
  });

  const logos: [string, () => Promise<BrandLogo>][] = [
    ['square, dark, see-through', () => drawnLogo(600, 600, '#5B3A1E')],
    ['wide wordmark', () => drawnLogo(1200, 300, '#D62828')],
    ['tall', () => drawnLogo(300, 900, '#1C4ED8')],
    ['tiny', () => drawnLogo(48, 48, '#FFFFFF')],
    ['opaque on white', () => drawnLogo(500, 350, '#1C4ED8', 'jpeg', '#FFFFFF')],
  ];
  const prompts: [string, string, RenderBrand['contacts']][] = [
    ['no contacts', 'Sonho de creme por R$ 6,50, só hoje', {}],
    ['the kit contacts', 'Sonho de creme por R$ 6,50, só hoje', KIT],
    ['a brief with four rows and the kit', BRIEFS.find((b) => b.id === 'gym-monthly')!.prompt, KIT],
  ];

  it.each(SHAPES)(
    '%s: stands whole in the safe zone, its aspect kept, clear of every text, with every prompt row',
    async (aspectRatio) => {
      for (const [label, make] of logos) {
        const logo = await make();
        for (const [, prompt, contacts] of prompts) {
          for (const watermark of [true, false]) {
            const board = planStoryboard({
              mode: 'text',
              prompt,
              title: titleFromPrompt(prompt, 'Vídeo'),
              durationS: 8,
              tone: 'fun',
              soundtrack: 'none',
              magicExpansion: false,
              watermark,
              seed: 3,
              aspectRatio,
              brand: { businessName: 'Padaria Doce Lar', contacts, colors: ['#7a4a2a', '#f2c14e'] },
            });
            const layout = endCardLayout(measure, board, logo);
            const what = { label, aspectRatio, prompt: prompt.slice(0, 20), watermark };
            expect({ ...what, logo: layout.logo !== undefined, hero: layout.hero }).toEqual({
              ...what,
              logo: true,
              hero: undefined,
            });
            const { box, plate } = layout.logo!;
            expect({ ...what, inSafe: inside(plate.box, board.shape.safe) }).toEqual({
              ...what,
              inSafe: true,
            });
            expect(inside(box, plate.box)).toBe(true);
            expect(box.width / box.height).toBeCloseTo(logo.width / logo.height, 2);
            expect(box.width).toBeLessThanOrEqual(logo.width * MAX_LOGO_UPSCALE + 0.01);
            // Large enough to see: a fifth of the safe zone's height, its width for a wordmark,
            // or all its pixels allow.
            const seen =
              plate.box.height >= 0.15 * board.shape.safe.height ||
              box.width >= 0.45 * board.shape.safe.width ||
              box.width >= logo.width * MAX_LOGO_UPSCALE - 0.01;
            expect({ ...what, seen }).toEqual({ ...what, seen: true });
            const items = [layout.title, layout.cta, ...layout.contacts];
            if (layout.credit) items.push(layout.credit);
            for (const item of items) {
              expect({
                ...what,
                text: item.text,
                overlap: overlaps(plate.box, outline(item)),
              }).toEqual({ ...what, text: item.text, overlap: false });
            }
            // Only a row of the kit may leave for the logo's room: the prompt's stay.
            expect(layout.dropped.filter((row) => !row.fromKit)).toEqual([]);
          }
        }
      }
    },
  );
});
