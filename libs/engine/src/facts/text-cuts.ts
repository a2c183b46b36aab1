import { collapseWhitespace, extractFacts, type Fact } from './fact-extractor';
import { guessLocale } from './language';
import { matchesOf } from './matches';

const CLAUSE_BREAK = /[,;:.!?](?=\s|$)|\s[-–—]\s/gu;
const SENTENCE_END = /[.!?;:\n]+(?=\s|$)|\n/gu;
const COMMA = /[,;–—](?=\s)/gu;

/**
 * Words that cannot end a line of on-screen text in the five languages: prepositions, articles,
 * conjunctions ('Sábado às…', 'this Friday at…'). Folded: lower case, accents kept.
 */
export const DANGLING_WORDS = new Set([
  // pt
  'a',
  'à',
  'às',
  'ao',
  'aos',
  'o',
  'os',
  'as',
  'um',
  'uma',
  'de',
  'da',
  'do',
  'das',
  'dos',
  'em',
  'na',
  'no',
  'nas',
  'nos',
  'num',
  'numa',
  'por',
  'pelo',
  'pela',
  'pelos',
  'pelas',
  'para',
  'pra',
  'pro',
  'com',
  'sem',
  'até',
  'e',
  'ou',
  'mas',
  'que',
  'desde',
  'neste',
  'nesta',
  'nesse',
  'nessa',
  'cada',
  'todo',
  'toda',
  'todos',
  'todas',
  // es
  'el',
  'la',
  'los',
  'las',
  'un',
  'al',
  'del',
  'en',
  'con',
  'y',
  'hasta',
  'desde',
  // en
  'the',
  'an',
  'of',
  'at',
  'on',
  'in',
  'to',
  'for',
  'from',
  'with',
  'by',
  'and',
  'or',
  'but',
  'this',
  'our',
  'your',
  'every',
  'each',
  // fr
  'le',
  'les',
  'une',
  'du',
  'des',
  'au',
  'aux',
  'et',
  'avec',
  'pour',
  'sur',
  'dans',
  'chez',
  'jusqu’au',
  "jusqu'au",
  'dès',
  'chaque',
  // de
  'der',
  'die',
  'das',
  'dem',
  'den',
  'ein',
  'eine',
  'einen',
  'und',
  'mit',
  'für',
  'im',
  'am',
  'um',
  'bis',
  'ab',
  'zu',
  'zum',
  'zur',
  'vom',
  'von',
  'bei',
  'jede',
  'jeden',
  'jedem',
  'unter',
  'auf',
]);

export const ELLIPSIS = '…';

interface Range {
  start: number;
  end: number;
}

/** Where each fact sits in `text` (every occurrence). */
export function factRanges(text: string, facts: Fact[]): Range[] {
  const ranges: Range[] = [];
  for (const fact of facts) {
    for (let at = text.indexOf(fact.text); at >= 0; at = text.indexOf(fact.text, at + 1)) {
      ranges.push({ start: at, end: at + fact.text.length });
    }
  }
  return ranges;
}

/** Splits at punctuation that is not inside a fact ("Rua das Flores, 123" stays whole). */
export function splitClauses(text: string, facts: Fact[]): string[] {
  const protectedRanges = factRanges(text, facts);
  const clauses: string[] = [];
  let start = 0;
  for (const match of matchesOf(CLAUSE_BREAK, text)) {
    const at = match.index;
    if (protectedRanges.some((range) => at >= range.start && at < range.end)) continue;
    const end = /^[!?]/u.test(match[0]) ? at + 1 : at;
    clauses.push(text.slice(start, end).trim());
    start = at + match[0].length;
  }
  clauses.push(text.slice(start).trim());
  return clauses.filter((clause) => clause !== '');
}

function inside(at: number, ranges: Range[]): boolean {
  return ranges.some((range) => at > range.start && at < range.end);
}

/**
 * Drops prepositions, articles and conjunctions (and stray punctuation) from the end, but not the
 * last word of a fact ('R$ 18 cada', 'Rua das Flores, 123 das').
 */
export function trimDangling(text: string, facts: Fact[] = []): string {
  let kept = text.trim();
  const bare = (word: string) =>
    word
      .replace(/[,;:–—-]+$/u, '')
      .toLocaleLowerCase('pt-BR')
      .replace(/’/gu, "'");
  for (;;) {
    const space = kept.lastIndexOf(' ');
    if (space < 0 || !DANGLING_WORDS.has(bare(kept.slice(space + 1)))) break;
    if (factRanges(kept, facts).some((range) => range.end > space + 1)) break;
    kept = kept.slice(0, space).trimEnd();
  }
  return kept.replace(/[\s,;:–—-]+$/u, '');
}

/** Sentence ends (. ! ? ; : and line breaks) that do not fall inside a fact ('Av. Paulista', '$2.50'). */
export function firstClause(text: string, facts: Fact[]): string {
  const ranges = factRanges(text, facts);
  for (const match of matchesOf(SENTENCE_END, text)) {
    if (!inside(match.index, ranges) && !inside(match.index + 1, ranges)) {
      return text.slice(0, match.index).trim();
    }
  }
  return text.trim();
}

/**
 * Shortens text to at most `maxChars` at a space that is not inside a fact (a price, a date, a
 * name, an address), drops a dangling preposition and marks the cut with an ellipsis. A fact
 * longer than the limit is kept whole rather than cut.
 */
export function cutAtWord(text: string, maxChars: number, facts: Fact[]): string {
  if (text.length <= maxChars) return text;
  const ranges = factRanges(text, facts);
  let cut = -1;
  for (let at = text.indexOf(' '); at >= 0; at = text.indexOf(' ', at + 1)) {
    if (inside(at, ranges)) continue;
    if (at > maxChars - ELLIPSIS.length) break;
    cut = at;
  }
  // A comma in the second half ends a complete phrase: cut there, with no ellipsis to suggest
  // a sentence broken off ('… às 16h30' rather than '… às 16h30, na…').
  const comma = lastCommaBefore(text, maxChars, ranges);
  if (comma >= maxChars / 2) return trimDangling(text.slice(0, comma), facts);
  if (cut <= 0) {
    const first = text.indexOf(' ');
    const wholeFirst = ranges.find((range) => range.start === 0)?.end ?? first;
    cut = wholeFirst > 0 ? wholeFirst : text.length;
  }
  const kept = trimDangling(text.slice(0, cut), facts);
  return kept.length < text.length ? `${kept}${ELLIPSIS}` : kept;
}

function lastCommaBefore(text: string, maxChars: number, ranges: Range[]): number {
  let found = -1;
  for (const match of matchesOf(COMMA, text)) {
    if (match.index > maxChars) break;
    if (!inside(match.index, ranges) && !inside(match.index + 1, ranges)) found = match.index;
  }
  return found;
}

export const TITLE_MAX_CHARS = 60;

/**
 * The server's one title rule, used for a video's stored title and the clip's title card when the
 * user gave none: the prompt's first clause, cut at a word if long, never inside a word, a number
 * or a date.
 */
export function titleFromPrompt(prompt: string, fallback: string): string {
  const text = collapseWhitespace(prompt);
  const facts = extractFacts(text, guessLocale(text));
  const clause = firstClause(text, facts).replace(/[\s,;:–—-]+$/u, '');
  if (!clause) return fallback;
  return cutAtWord(clause, TITLE_MAX_CHARS, facts);
}
