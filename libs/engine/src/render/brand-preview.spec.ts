import { type AspectRatio, VIDEO_SIZES } from '@cena/contracts';
import type { RenderBrand } from '../render-request';
import { decodeLogo } from './brand-logo';
import { PREVIEW_NAMES, renderBrandPreview } from './brand-preview';
import { createCanvas, loadImage } from './canvas';
import { CTA_TEXTS } from './end-card-plan';
import { registerFonts } from './fonts';
import { endCardLayout } from './layers/end-card';
import { planStoryboard } from './storyboard';

jest.setTimeout(30_000);

const GREEN = '#0F9D58';

function kit(): RenderBrand {
  const canvas = createCanvas(240, 240);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = GREEN;
  ctx.fillRect(20, 20, 200, 200);
  return {
    businessName: 'Horta da Vila',
    contacts: { whatsapp: '(11) 98765-4321' },
    colors: ['#1b4332'],
    logo: { bytes: canvas.encodeSync('png'), mimeType: 'image/png' },
  };
}

async function pixels(png: Buffer) {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return { width: image.width, height: image.height, ctx };
}

beforeAll(() => registerFonts());

describe('renderBrandPreview', () => {
  it.each<AspectRatio>(['9:16', '16:9', '1:1'])(
    '%s: a full-size PNG of the settled end card, the logo where the layout puts it',
    async (aspectRatio) => {
      const brand = kit();
      const png = await renderBrandPreview({ brand, aspectRatio, watermark: false });
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      const { width, height, ctx } = await pixels(png);
      expect({ width, height }).toEqual(VIDEO_SIZES[aspectRatio]);

      const board = planStoryboard({
        mode: 'text',
        prompt: '',
        title: 'Horta da Vila',
        durationS: 8,
        tone: 'professional',
        soundtrack: 'none',
        magicExpansion: false,
        watermark: false,
        seed: 0,
        aspectRatio,
        brand,
        locale: 'pt-BR',
      });
      const layout = endCardLayout(ctx, board, await decodeLogo(brand.logo!.bytes));
      expect(layout.title.text).toBe('Horta da Vila');
      expect(layout.cta.text).toBe(CTA_TEXTS.chatWhatsapp['pt-BR']);
      const { box } = layout.logo!;
      const middle = ctx.getImageData(
        Math.round(box.x + box.width / 2),
        Math.round(box.y + box.height / 2),
        1,
        1,
      ).data;
      expect([...middle.subarray(0, 3)]).toEqual([0x0f, 0x9d, 0x58]);
    },
  );

  it("writes the call to action in the account's language, and a name for a kit with none", () => {
    const board = (locale: 'en-US' | 'de-DE') =>
      planStoryboard({
        mode: 'text',
        prompt: '',
        title: PREVIEW_NAMES[locale],
        durationS: 8,
        tone: 'professional',
        soundtrack: 'none',
        magicExpansion: false,
        watermark: true,
        seed: 0,
        brand: { contacts: { instagram: '@hortadavila' }, colors: [] },
        locale,
      });
    expect(board('en-US').callToAction).toBe('Follow us on Instagram');
    expect(board('de-DE').callToAction).toBe('Folge uns auf Instagram');
    expect(board('de-DE').endTitle).toBe('Dein Geschäft');
  });

  it('scales the PNG down only when asked', async () => {
    const png = await renderBrandPreview({
      brand: kit(),
      aspectRatio: '16:9',
      watermark: true,
      locale: 'es-ES',
      scale: 0.5,
    });
    const { width, height } = await pixels(png);
    expect({ width, height }).toEqual({ width: 640, height: 360 });
  });
});
