import type { Category, Locale, Tone } from '@cena/contracts';

import {
  detectCategory,
  normaliseForMatching,
  collapseWhitespace,
  extractFacts,
  type Fact,
  isPlatformName,
  selectContact,
  splitClauses,
} from '@cena/engine';
import { compileKeywords, countHits, type CompiledKeywords } from './keyword-match';
import { CATEGORY_TEMPLATES } from './templates/category-scenes';
import type { Intent } from './templates/template-types';
import * as vocabulary from './vocabulary';

/** Everything the composer needs to know about one prompt. */
export { isPlatformName, selectBusinessName, selectContact } from '@cena/engine';
export { splitClauses } from '@cena/engine';

export interface Brief {
  locale: Locale;
  /** The user's words with the request phrasing ("quero um vídeo para…") removed. */
  content: string;
  facts: Fact[];
  category: Category;
  intent: Intent;
  tone: Tone;
  /** The user chose or named the tone (otherwise it is the category's default). */
  toneExplicit: boolean;
  /** The user's own words worth putting on screen, verbatim. */
  onScreen?: string;
  /** Handle, link or phone for the closing card. */
  contact?: string;
}

const INTENT_KEYWORDS = Object.fromEntries(
  Object.entries(vocabulary.INTENT_WORDS).map(([intent, words]) => [
    intent,
    compileKeywords(words),
  ]),
) as Record<Intent, CompiledKeywords>;
/**
 * Where two intents score alike, the one a small business most likely means wins: a launch with
 * a price is still a launch.
 */
const INTENT_PRIORITY: Intent[] = [
  'launch',
  'promotion',
  'event',
  'hours',
  'testimonial',
  'tutorial',
  'institutional',
];

const TONE_KEYWORDS = Object.fromEntries(
  Object.entries(vocabulary.TONE_WORDS).map(([tone, words]) => [tone, compileKeywords(words)]),
) as Record<Tone, CompiledKeywords>;

const ON_SCREEN_MAX_CHARS = 50;

export function detectIntent(text: string, facts: Fact[] = []): Intent {
  const haystack = normaliseForMatching(text);
  const scores = new Map<Intent, number>(
    INTENT_PRIORITY.map((intent) => [intent, countHits(haystack, INTENT_KEYWORDS[intent])]),
  );
  if (facts.some((fact) => fact.kind === 'price' || fact.kind === 'percent')) {
    scores.set('promotion', (scores.get('promotion') ?? 0) + 1);
  }
  // A range ('das 7h às 12h') is one fact holding two clocks: opening hours all the same.
  const clocks = facts
    .filter((fact) => fact.kind === 'time')
    .reduce(
      (sum, fact) =>
        sum + (fact.text.match(/\d{1,2}(?:[:.h]\d{2})?\s?(?:h|am|pm|uhr)?/giu)?.length ?? 0),
      0,
    );
  if (clocks >= 2) scores.set('hours', (scores.get('hours') ?? 0) + 1);
  let best: Intent = 'institutional';
  let bestScore = 0;
  for (const intent of INTENT_PRIORITY) {
    const score = scores.get(intent) ?? 0;
    if (score > bestScore) {
      best = intent;
      bestScore = score;
    }
  }
  return best;
}

/** The tone the user names in their words, if any. */
export function detectTone(text: string): Tone | undefined {
  const haystack = normaliseForMatching(text);
  let best: Tone | undefined;
  let bestScore = 0;
  for (const tone of Object.keys(TONE_KEYWORDS) as Tone[]) {
    const score = countHits(haystack, TONE_KEYWORDS[tone]);
    if (score > bestScore) {
      best = tone;
      bestScore = score;
    }
  }
  return best;
}

/** Removes request phrasing at the start, but never a fact the user wrote there; may leave ''. */
export function stripLeadIn(text: string, facts: Fact[]): string {
  let rest = text;
  let removed = 0;
  for (const pattern of vocabulary.LEAD_IN_PATTERNS) {
    const match = pattern.exec(rest);
    if (!match || match[0].length === 0) continue;
    const end = removed + match[0].length;
    if (facts.some((fact) => fact.start < end)) continue;
    rest = rest.slice(match[0].length);
    removed = end;
  }
  return rest.trim();
}

/** Trims and drops trailing commas and full stops: the composer closes the sentence. */
export function tidyContent(text: string): string {
  return collapseWhitespace(text).replace(/[\s.,;:]+$/u, '');
}

function clauseHolding(clauses: string[], fact: Fact): string | undefined {
  return clauses.find((clause) => clause.includes(fact.text));
}

/** The user's words most worth seeing on screen: a quoted line, the offer, the date, the name. */
export function selectOnScreen(content: string, facts: Fact[]): string | undefined {
  const quote = facts.find((fact) => fact.kind === 'quote');
  if (quote) return quote.text;
  const clauses = splitClauses(content, facts);
  const pick = (fact: Fact | undefined): string | undefined => {
    if (!fact) return undefined;
    const clause = clauseHolding(clauses, fact)?.replace(/[.!?]+$/u, '');
    return clause && clause.length <= ON_SCREEN_MAX_CHARS ? clause : fact.text;
  };
  return (
    pick(facts.find((fact) => fact.kind === 'price' || fact.kind === 'percent')) ??
    pick(facts.find((fact) => ['date', 'weekday', 'time'].includes(fact.kind))) ??
    facts.find((fact) => fact.kind === 'name' && !isPlatformName(fact.text))?.text
  );
}

/**
 * Shorter renderings of the content, longest first, each still holding every fact: first the
 * clauses without facts go one by one from the end, then only the clauses with facts remain,
 * then the bare list of facts.
 */
export function contentLevels(content: string, facts: Fact[]): string[] {
  const levels = [content];
  const push = (level: string): void => {
    const tidy = tidyContent(level);
    if (tidy !== '' && tidy.length < levels[levels.length - 1].length) levels.push(tidy);
  };
  const clauses = splitClauses(content, facts);
  const holdsFact = (clause: string): boolean => facts.some((fact) => clause.includes(fact.text));
  const kept = [...clauses];
  for (let index = kept.length - 1; index > 0; index -= 1) {
    if (holdsFact(kept[index])) continue;
    kept.splice(index, 1);
    push(kept.join(', '));
  }
  push(clauses.filter(holdsFact).join(', '));
  push(facts.map((fact) => (fact.kind === 'quote' ? `"${fact.text}"` : fact.text)).join(', '));
  return levels;
}

export function analyseBrief(prompt: string, locale: Locale, tone?: Tone): Brief {
  const text = collapseWhitespace(prompt);
  const facts = extractFacts(text, locale);
  const content = tidyContent(stripLeadIn(text, facts));
  const category = detectCategory(content);
  const namedTone = tone ?? detectTone(text);
  const onScreen = selectOnScreen(content, facts);
  const contact = selectContact(facts);
  return {
    locale,
    content,
    facts,
    category,
    intent: detectIntent(content, facts),
    tone: namedTone ?? CATEGORY_TEMPLATES[category].defaultTone,
    toneExplicit: namedTone !== undefined,
    onScreen,
    contact: contact !== undefined && onScreen?.includes(contact) ? undefined : contact,
  };
}
