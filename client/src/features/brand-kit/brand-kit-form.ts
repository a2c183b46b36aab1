import {
  BRAND_KIT_LIMITS,
  BRAND_KIT_TEXT_FIELDS,
  type BrandKit,
  type BrandKitField,
  type BrandKitInput,
  type BrandKitTextField,
  HEX_COLOR_PATTERN,
} from '@cena/contracts';
import { errorBody } from '../../app/api';

/** The two colour slots as the customer edits them: the hex text as typed, '' when empty. */
export type ColorSlots = [string, string];

/** The screen's state: every text field as typed and the two colour slots. */
export interface BrandKitDraft {
  texts: Record<BrandKitTextField, string>;
  colors: ColorSlots;
  /** The slot the next suggested colour fills (one click sets Cor 1, the next Cor 2). */
  nextSlot: 0 | 1;
}

const BRAND_KIT_FIELDS: ReadonlySet<string> = new Set<BrandKitField>([
  ...BRAND_KIT_TEXT_FIELDS,
  'colors',
  'logo',
]);

/** '#rrggbb' from what the customer typed ('FF5A36', '#ff5a36 '), or null when it is not one. */
export function normaliseHex(text: string): string | null {
  const trimmed = text.trim().toLowerCase();
  const hex = trimmed.startsWith('#') ? trimmed : `#${trimmed}`;
  return HEX_COLOR_PATTERN.test(hex) ? hex : null;
}

function firstEmptySlot(colors: ColorSlots): 0 | 1 | null {
  if (!colors[0].trim()) return 0;
  if (!colors[1].trim()) return 1;
  return null;
}

/** The screen's state for a kit as the API answered it. */
export function draftFromKit(kit: BrandKit): BrandKitDraft {
  const texts = Object.fromEntries(
    BRAND_KIT_TEXT_FIELDS.map((field) => [field, kit[field] ?? '']),
  ) as Record<BrandKitTextField, string>;
  const colors: ColorSlots = [kit.colors[0] ?? '', kit.colors[1] ?? ''];
  return { texts, colors, nextSlot: firstEmptySlot(colors) ?? 0 };
}

/**
 * What `PUT /api/brand-kit` takes: texts as typed (the API trims and formats them, '' clears) and
 * the filled colour slots in order. A colour that is not a hex code goes as typed, so the API
 * names the field.
 */
export function inputFromDraft(draft: BrandKitDraft): BrandKitInput {
  const colors = draft.colors
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => normaliseHex(text) ?? text);
  return { ...draft.texts, colors };
}

/** The kit the preview draws: as typed, with only the colours that are colours already. */
export function previewInputFromDraft(draft: BrandKitDraft): BrandKitInput {
  const colors = draft.colors.map(normaliseHex).filter((c): c is string => c !== null);
  return { ...draft.texts, colors: [...new Set(colors)] };
}

/**
 * A suggested colour picked: it fills the slot whose turn it is (an empty slot first), and the
 * turn passes to the other slot. A colour already chosen changes nothing.
 */
export function pickSuggestedColor(draft: BrandKitDraft, color: string): BrandKitDraft {
  if (draft.colors.some((text) => normaliseHex(text) === color)) return draft;
  const slot = firstEmptySlot(draft.colors) ?? draft.nextSlot;
  const colors: ColorSlots = [...draft.colors];
  colors[slot] = color;
  return { ...draft, colors, nextSlot: firstEmptySlot(colors) ?? (slot === 0 ? 1 : 0) };
}

/** One slot edited (colour picker or hex text); '' empties it. */
export function setColor(draft: BrandKitDraft, slot: 0 | 1, text: string): BrandKitDraft {
  const colors: ColorSlots = [...draft.colors];
  colors[slot] = text;
  return { ...draft, colors, nextSlot: firstEmptySlot(colors) ?? draft.nextSlot };
}

/** A slot removed: Cor 2 moves up when Cor 1 goes, and the next pick fills the free slot. */
export function removeColor(draft: BrandKitDraft, slot: 0 | 1): BrandKitDraft {
  const colors: ColorSlots = slot === 0 ? [draft.colors[1], ''] : [draft.colors[0], ''];
  return { ...draft, colors, nextSlot: firstEmptySlot(colors) ?? 0 };
}

/** The fields a refused save or upload names, each with the API's message (in the app's language). */
export function fieldErrorsFrom(error: unknown): Partial<Record<BrandKitField, string>> | null {
  const body = errorBody(error);
  const fields = (body?.fields ?? []).filter((f): f is BrandKitField => BRAND_KIT_FIELDS.has(f));
  if (!body || !fields.length) return null;
  return Object.fromEntries(fields.map((field) => [field, body.message]));
}

/** Longest text each field takes (Instagram's limit applies to the handle, not a pasted link). */
export const TEXT_MAX_CHARS: Partial<Record<BrandKitTextField, number>> = {
  businessName: BRAND_KIT_LIMITS.businessNameMaxChars,
  address: BRAND_KIT_LIMITS.addressMaxChars,
  hours: BRAND_KIT_LIMITS.hoursMaxChars,
  website: BRAND_KIT_LIMITS.websiteMaxChars,
};
