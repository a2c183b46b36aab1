import { type AspectRatio, DEFAULT_LOCALE, type Locale, LOCALES } from '@cena/contracts';
import type { RenderBrand } from '../render-request';
import { decodeLogo } from './brand-logo';
import { createCanvas } from './canvas';
import { registerFonts } from './fonts';
import { EndCard } from './layers/end-card';
import { planStoryboard } from './storyboard';

export interface BrandPreviewOptions {
  brand: RenderBrand;
  aspectRatio: AspectRatio;
  /** Basic: the card's 'Feito com Cena' credit. */
  watermark: boolean;
  /** The language of the call to action (and of the name line of a kit with no name). */
  locale?: string;
  /** Downscales the PNG by this factor (0 < scale < 1) when the caller asks; full size otherwise. */
  scale?: number;
}

/** The name line of a kit with no business name. */
export const PREVIEW_NAMES: Record<Locale, string> = {
  'pt-BR': 'Seu negócio',
  'en-US': 'Your business',
  'es-ES': 'Tu negocio',
  'fr-FR': 'Votre commerce',
  'de-DE': 'Dein Geschäft',
};

/** The clip length the preview's card is laid out for (its last frame is the same at any). */
const PREVIEW_DURATION_S = 8;

/**
 * A brand kit's end card as every video of the account will close: the settled last frame of a
 * clip with no prompt, whose name is the kit's business name, with the kit's logo, contacts and
 * colours and a call to action in `locale` fitted to the contacts. One frame, drawn as a render
 * draws it (the same storyboard, layout and layer), as a PNG.
 */
export async function renderBrandPreview(options: BrandPreviewOptions): Promise<Buffer> {
  registerFonts();
  const { brand, aspectRatio, watermark } = options;
  const locale = LOCALES.find((known) => known === options.locale) ?? DEFAULT_LOCALE;
  const board = planStoryboard({
    mode: 'text',
    prompt: '',
    title: brand.businessName?.trim() || PREVIEW_NAMES[locale],
    durationS: PREVIEW_DURATION_S,
    tone: 'professional',
    soundtrack: 'none',
    magicExpansion: false,
    watermark,
    seed: 0,
    aspectRatio,
    brand,
    locale,
  });
  const canvas = createCanvas(board.width, board.height);
  const ctx = canvas.getContext('2d');
  const logo = brand.logo ? await decodeLogo(brand.logo.bytes) : undefined;
  const card = await EndCard.create(ctx, board, logo);
  card.draw(ctx, board.timeline.durationS);
  const scale = options.scale ?? 1;
  if (!(scale > 0 && scale < 1)) return canvas.encode('png');
  const small = createCanvas(
    Math.max(1, Math.round(board.width * scale)),
    Math.max(1, Math.round(board.height * scale)),
  );
  const smallCtx = small.getContext('2d');
  smallCtx.imageSmoothingQuality = 'high';
  smallCtx.drawImage(canvas, 0, 0, small.width, small.height);
  return small.encode('png');
}
