/**
 * A template slot: a bracketed name of letters such as '[nome do restaurante]', "[nom de
 * l'entreprise]" or '[Name]'. An all-capitals word in brackets ('[PROMOÇÃO]') is emphasis a
 * customer typed, not a slot, so at least one lower-case letter is required.
 */
const SLOT = /\[(?=[^\]]*\p{Ll})\p{L}[\p{L}\s'’-]*\]/gu;

/** The template slots of a text, brackets included, in order of appearance. */
export function promptSlots(text: string): string[] {
  return text.match(SLOT) ?? [];
}
