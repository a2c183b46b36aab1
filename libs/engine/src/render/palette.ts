import type { Category, Tone } from '@cena/contracts';
import { contrast, darken, lighten, luminance, mix, saturate, withContrast } from './color';

/** BRAND.md "Video palettes": the two colours of each category. */
export const CATEGORY_COLORS: Record<Category, readonly [string, string]> = {
  food: ['#FF6B35', '#FFD166'],
  bakery: ['#C8553D', '#F2D0A4'],
  fitness: ['#00C2A8', '#1B1B3A'],
  beauty: ['#F49AC2', '#7A3E65'],
  barber: ['#1F2833', '#C5A880'],
  fashion: ['#111111', '#E0C3FC'],
  real_estate: ['#0B4F6C', '#F4F4F9'],
  events: ['#7B2CBF', '#FFB703'],
  education: ['#3A86FF', '#FFBE0B'],
  health: ['#06D6A0', '#118AB2'],
  pets: ['#F4A261', '#2A9D8F'],
  tech: ['#3A0CA3', '#4CC9F0'],
  retail: ['#EF476F', '#FFD166'],
  generic: ['#FF5A36', '#FF9F1C'],
};

export const INK = '#14121F';
export const WHITE = '#FFFFFF';

/** The least contrast (WCAG ratio) between text and what is under it. */
export const MIN_CONTRAST = 4.5;

export interface VideoPalette {
  /** Background gradient, from its deeper end to its brighter end. */
  backgroundFrom: string;
  backgroundTo: string;
  /** Shapes, underlines and highlight pills. */
  accent: string;
  /** Text drawn on an accent pill. */
  onAccent: string;
  /** Text over the background. */
  text: string;
  /** Soft light: glows, particles, rim light. */
  glow: string;
  /** The darkest colour of the scene: shadows and end-card ground. */
  deep: string;
}

/**
 * Derives the scene colours from the category pair: the darker colour grounds the background so
 * white text stays legible, the lighter one becomes the accent. The generic palette keeps the
 * brand gradient itself as the background. The tone then shifts everything (elegant darker and
 * desaturated, fun saturated, inspiring brighter).
 *
 * A brand kit's colours (one or two '#rrggbb') take the pair's place, as typed (the tone darkens
 * or lifts the ground but never recolours them), and every text then reads at MIN_CONTRAST: the
 * background's stops move away from the text colour and the accent from the words on it, as far
 * as that takes and no further.
 */
export function buildPalette(
  category: Category,
  tone: Tone,
  brandColors: readonly string[] = [],
): VideoPalette {
  const shift = TONE_SHIFTS[tone];
  const brand = brandColors.length > 0;
  const [first, second] = brand
    ? [brandColors[0], brandColors[1] ?? brandColors[0]].map((hex) => hex.toUpperCase())
    : CATEGORY_COLORS[category].map((hex) => saturate(hex, shift.saturation));
  const [dark, light] = luminance(first) <= luminance(second) ? [first, second] : [second, first];

  let backgroundFrom: string;
  let backgroundTo: string;
  let accent: string;
  if (category === 'generic' && !brand) {
    backgroundFrom = darken(first, shift.darken * 0.6);
    backgroundTo = darken(second, shift.darken * 0.6);
    accent = INK;
  } else {
    backgroundFrom = darken(dark, 0.35 + shift.darken);
    backgroundTo = darken(mix(dark, light, 0.2), shift.darken * 0.8);
    accent = light;
  }
  if (shift.lift > 0) backgroundTo = lighten(backgroundTo, shift.lift);

  const middle = mix(backgroundFrom, backgroundTo, 0.5);
  const text = contrast(WHITE, middle) >= (brand ? contrast(INK, middle) : 2.2) ? WHITE : INK;
  const onAccent = contrast(INK, accent) >= contrast(WHITE, accent) ? INK : WHITE;
  if (brand) {
    backgroundFrom = withContrast(backgroundFrom, text, MIN_CONTRAST);
    backgroundTo = withContrast(backgroundTo, text, MIN_CONTRAST);
    accent = withContrast(accent, onAccent, MIN_CONTRAST);
  }
  const glow = category === 'generic' && !brand ? lighten(second, 0.55) : lighten(light, 0.25);
  return {
    backgroundFrom,
    backgroundTo,
    accent,
    onAccent,
    text,
    glow,
    deep: darken(dark, 0.55 + shift.darken * 0.5),
  };
}

interface ToneShift {
  saturation: number;
  darken: number;
  lift: number;
}

const TONE_SHIFTS: Record<Tone, ToneShift> = {
  professional: { saturation: 0.92, darken: 0, lift: 0 },
  fun: { saturation: 1.3, darken: -0.12, lift: 0 },
  inspiring: { saturation: 1.08, darken: -0.05, lift: 0.08 },
  elegant: { saturation: 0.62, darken: 0.3, lift: 0 },
};
