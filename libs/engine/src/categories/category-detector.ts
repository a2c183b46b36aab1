import type { Category } from '@cena/contracts';
import { type BusinessCategory, LEXICON, PRIORITY } from './category-lexicon';

const STRONG_WEIGHT = 3;
const WEAK_WEIGHT = 1;

/** Lower case, accents removed, punctuation as spaces, padded: users often type without accents. */
export function normaliseForMatching(text: string): string {
  const folded = text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('pt-BR')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return ` ${folded} `;
}

interface CompiledKeyword {
  forms: string[];
  weight: number;
}

/** A single word also matches its plural ("bolo" → "bolos", "flor" → "flores"). */
function compile(word: string, weight: number): CompiledKeyword {
  const base = normaliseForMatching(word).trim();
  const forms = base.includes(' ') ? [base] : [base, `${base}s`, `${base}es`];
  return { forms: forms.map((form) => ` ${form} `), weight };
}

const COMPILED: Record<BusinessCategory, CompiledKeyword[]> = Object.fromEntries(
  PRIORITY.map((category) => [
    category,
    [
      ...LEXICON[category].strong.map((word) => compile(word, STRONG_WEIGHT)),
      ...LEXICON[category].weak.map((word) => compile(word, WEAK_WEIGHT)),
    ],
  ]),
) as Record<BusinessCategory, CompiledKeyword[]>;

/** Weighted keyword score of one category in an already normalised text. */
function score(haystack: string, category: BusinessCategory): number {
  return COMPILED[category].reduce(
    (sum, keyword) =>
      sum + (keyword.forms.some((form) => haystack.includes(form)) ? keyword.weight : 0),
    0,
  );
}

/** Scores every category by whole-word keyword hits; ties go to the more specific category. */
export function detectCategory(text: string): Category {
  const haystack = normaliseForMatching(text);
  let best: Category = 'generic';
  let bestScore = 0;
  for (const category of PRIORITY) {
    const categoryScore = score(haystack, category);
    if (categoryScore > bestScore) {
      best = category;
      bestScore = categoryScore;
    }
  }
  return best;
}

/** Categories whose keywords occur in the text (used to keep templates free of stray keywords). */
export function categoriesMentioned(text: string): BusinessCategory[] {
  const haystack = normaliseForMatching(text);
  return PRIORITY.filter((category) => score(haystack, category) > 0);
}

/** Every keyword of a category, strong first; the video engine reads them as a flat list. */
export const CATEGORY_KEYWORDS: Record<BusinessCategory, string[]> = Object.fromEntries(
  PRIORITY.map((category) => [category, [...LEXICON[category].strong, ...LEXICON[category].weak]]),
) as Record<BusinessCategory, string[]>;
