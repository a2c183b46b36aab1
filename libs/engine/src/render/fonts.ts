import { createCanvas, GlobalFonts } from './canvas';
import { dirname, join } from 'node:path';

/** Family names the scenes use in `ctx.font`. */
export const FONT = {
  heading: 'Cena Poppins',
  body: 'Cena Inter',
  /** Noto Color Emoji (COLRv1, OFL): the fallback every `font()` names, so emoji are in colour. */
  emoji: 'Cena Emoji',
  /** The looks' display faces (OFL, @fontsource): a serif, a rounded, a condensed, a grotesk. */
  serif: 'Cena Playfair',
  rounded: 'Cena Baloo',
  condensed: 'Cena Anton',
  grotesk: 'Cena Grotesk',
} as const;

const FONT_FILES: { packageName: string; file: string; family: string }[] = [
  {
    packageName: '@expo-google-fonts/poppins',
    file: '700Bold/Poppins_700Bold.ttf',
    family: FONT.heading,
  },
  {
    packageName: '@expo-google-fonts/poppins',
    file: '600SemiBold/Poppins_600SemiBold.ttf',
    family: FONT.heading,
  },
  {
    packageName: '@expo-google-fonts/inter',
    file: '400Regular/Inter_400Regular.ttf',
    family: FONT.body,
  },
  {
    packageName: '@expo-google-fonts/inter',
    file: '500Medium/Inter_500Medium.ttf',
    family: FONT.body,
  },
  { packageName: '@expo-google-fonts/inter', file: '700Bold/Inter_700Bold.ttf', family: FONT.body },
  {
    packageName: '@fontsource/playfair-display',
    file: 'files/playfair-display-latin-700-normal.woff2',
    family: FONT.serif,
  },
  {
    packageName: '@fontsource/baloo-2',
    file: 'files/baloo-2-latin-700-normal.woff2',
    family: FONT.rounded,
  },
  {
    packageName: '@fontsource/anton',
    file: 'files/anton-latin-400-normal.woff2',
    family: FONT.condensed,
  },
  {
    packageName: '@fontsource/space-grotesk',
    file: 'files/space-grotesk-latin-700-normal.woff2',
    family: FONT.grotesk,
  },
];

/**
 * The colour emoji face, registered only once some text has a character outside Latin and
 * common punctuation (see `drawableText`): Skia expands this 5.8 MB WOFF2 into about 50 MB and
 * 160 ms the first time any text whose font list names it is drawn, and most clips have none.
 */
const EMOJI_FILE = {
  packageName: '@fontsource/noto-color-emoji',
  file: 'files/noto-color-emoji-emoji-400-normal.woff2',
  family: FONT.emoji,
};

let registered = false;
let emojiRegistered = false;

/** Registers the brand fonts from the npm font packages (once per process). */
export function registerFonts(): void {
  if (registered) return;
  for (const font of FONT_FILES) register(font);
  registered = true;
}

/** Registers the colour emoji face (once per process); text that may hold emoji needs it. */
export function registerEmojiFont(): void {
  if (emojiRegistered) return;
  register(EMOJI_FILE);
  emojiRegistered = true;
}

function register(font: { packageName: string; file: string; family: string }): void {
  const path = join(dirname(require.resolve(`${font.packageName}/package.json`)), font.file);
  if (!GlobalFonts.registerFromPath(path, font.family)) {
    throw new Error(`Could not register font ${path}`);
  }
}

/**
 * A CSS font shorthand for canvas. Skia falls back along the list glyph by glyph: emoji come from
 * the colour emoji font, and Inter covers the odd letter Poppins lacks.
 */
export function font(
  weight: 400 | 500 | 600 | 700,
  sizePx: number,
  family: string = FONT.heading,
): string {
  const fallbacks = family === FONT.body ? [FONT.emoji] : [FONT.body, FONT.emoji];
  return `${weight} ${Math.round(sizePx * 10) / 10}px ${[family, ...fallbacks].map((name) => `"${name}"`).join(', ')}`;
}

const GLYPH_PROBE_PX = 40;
const glyphs = new Map<string, boolean>();
let missingGlyph: Uint8ClampedArray | undefined;

function probe(text: string): Uint8ClampedArray {
  const canvas = createCanvas(GLYPH_PROBE_PX * 2, GLYPH_PROBE_PX * 2);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#FFFFFF';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#000000';
  ctx.textBaseline = 'middle';
  ctx.font = font(700, GLYPH_PROBE_PX);
  ctx.fillText(text, 4, GLYPH_PROBE_PX);
  return ctx.getImageData(0, 0, canvas.width, canvas.height).data;
}

/** Whether some bundled font draws `char` (else Skia would draw its missing-glyph box). */
function hasGlyph(char: string): boolean {
  let known = glyphs.get(char);
  if (known === undefined) {
    registerFonts();
    registerEmojiFont();
    missingGlyph ??= probe('\u{10FFFD}');
    const drawn = probe(char);
    known = drawn.some((value, index) => value !== missingGlyph![index]);
    glyphs.set(char, known);
  }
  return known;
}

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * Characters the text faces may lack and the emoji face may have: all but Latin, whitespace and
 * general punctuation (less ‼ and ⁉, which are emoji).
 */
const MAYBE_EMOJI = /[^\u0020-\u024F\u2000-\u203B\u203D-\u2048\u204A-\u206F\s]/u;

/**
 * The text without the characters no bundled font has (a Chinese or Arabic word, an emoji newer
 * than the emoji font), so nothing on screen is ever a missing-glyph box. Latin letters, accents
 * and punctuation are never probed; other characters once each per process. Every text bound for
 * the screen passes here, so this is where the emoji face is registered when the text may need
 * it.
 */
export function drawableText(text: string): string {
  if (MAYBE_EMOJI.test(text)) registerEmojiFont();
  if (!/[^\u0020-\u024F\u2000-\u206F\s]/u.test(text)) return text;
  let kept = '';
  for (const { segment } of segmenter.segment(text)) {
    const base = String.fromCodePoint(segment.codePointAt(0) ?? 32);
    kept += base.codePointAt(0)! <= 0x24f || hasGlyph(segment) ? segment : '';
  }
  return kept.replace(/\s{2,}/gu, ' ').trim();
}
