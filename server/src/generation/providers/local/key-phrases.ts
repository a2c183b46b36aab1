/**
 * Reads a prompt the way a motion designer would: a few short phrases to animate, with prices,
 * dates, times and contacts kept verbatim, and a call to action for the end card.
 */

const MONTHS =
  'janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro|' +
  'january|february|march|april|may|june|july|august|september|october|november|december';

/** Spans that must never be split or reworded. Order matters: longer forms first. */
const TOKEN_PATTERNS: RegExp[] = [
  /(?:R\$|US\$|\$|€|£)\s?\d{1,3}(?:\.\d{3})*(?:,\d{1,2})?(?:\.\d{2})?/u,
  /\d+(?:,\d{1,2})?\s?(?:reais|euros)\b/u,
  /\d{1,3}\s?%(?:\s?(?:off|OFF|Off))?/u,
  /\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?/u,
  new RegExp(`\\b\\d{1,2}\\s(?:de\\s)?(?:${MONTHS})\\b`, 'iu'),
  /\b\d{1,2}h\d{0,2}\b/u,
  /\b\d{1,2}:\d{2}\b/u,
  /@[\p{L}\p{N}_.]*[\p{L}\p{N}_]/u,
  /(?:https?:\/\/|www\.)[^\s,;!?]+[^\s,;!?.]|\b[a-z0-9-]+\.(?:com|net|org|br|shop|store|app|io|site|online)(?:\.br)?\b(?:\/[^\s]*[^\s.])?/iu,
  /\(?\b\d{2}\)?\s?9?\d{4}-?\d{4}\b/u,
];

const TOKEN_REGEX = new RegExp(TOKEN_PATTERNS.map((pattern) => pattern.source).join('|'), 'giu');
const CONTACT_REGEX = new RegExp(
  TOKEN_PATTERNS.slice(7)
    .map((p) => p.source)
    .join('|'),
  'iu',
);

/** Clause boundaries; a comma between digits is part of a price and was already protected. */
const CLAUSE_SPLIT = /[.!?;:\n•|–—]+|\s-\s|,/u;

const CONJUNCTIONS =
  /\s(?:e|ou|mas|com|porém|and|or|but|with|y|pero|con|et|avec|und|oder|aber|mit)\s/iu;

const LEADING_FILLER = /^(?:e|ou|mas|que|então|and|or|but|so|y|et|und)\s+/iu;

/** Verbs that open a call to action (pt-BR first). */
const CALL_VERBS =
  /^(?:peça|pede|venha|vem|agende|ligue|compre|garanta|reserve|aproveite|chame|visite|confira|acesse|siga|marque|encomende|faça|matricule|book|order|call|visit|follow|shop|get|join|reserva|llama|visita|commandez|réservez|besuchen|bestellen)\b/iu;

const MAX_PHRASE_CHARS = 44;
const MAX_PHRASES = 4;
const MAX_CTA_CHARS = 36;

export interface PromptBreakdown {
  /** 0–4 short phrases in prompt order (2–4 whenever the prompt has that much to say). */
  phrases: string[];
  /** A contact (handle, site, phone) or an imperative phrase for the end card. */
  cta: string | undefined;
}

export interface TextSpan {
  start: number;
  end: number;
}

/** Where the verbatim tokens (prices, dates, times, contacts, percentages) sit in a text. */
export function findHighlights(text: string): TextSpan[] {
  const spans: TextSpan[] = [];
  for (const match of text.matchAll(TOKEN_REGEX)) {
    const start = match.index ?? 0;
    spans.push({ start, end: start + match[0].length });
  }
  return spans;
}

export function extractKeyPhrases(prompt: string, title: string): PromptBreakdown {
  const text = prompt.replace(/\s+/gu, ' ').trim();
  const tokens: string[] = [];
  const masked = text.replace(TOKEN_REGEX, (token) => `\uE000${tokens.push(token) - 1}\uE001`);
  const restore = (value: string) =>
    value.replace(/\uE000(\d+)\uE001/gu, (_, index: string) => tokens[Number(index)]);

  const clauses = masked
    .split(CLAUSE_SPLIT)
    .flatMap((clause) => splitLongClause(clause.trim(), restore))
    .map((clause) => tidy(restore(clause)))
    .filter((clause) => clause.length > 1);

  const titleKey = comparable(title);
  const candidates = dedupe(clauses)
    .filter((clause) => {
      const key = comparable(clause);
      return key !== titleKey && !(key.length > 0 && titleKey.includes(key) && key.length > 6);
    })
    .flatMap((clause) => shorten(clause));

  const cta = findCta(tokens, candidates);
  let phrases = candidates;
  if (cta && phrases.length > 2) phrases = phrases.filter((phrase) => phrase !== cta);
  phrases = choose(phrases);
  if (phrases.length < 2) phrases = fallbackPhrases(text, titleKey, phrases);
  return { phrases, cta };
}

function splitLongClause(clause: string, restore: (value: string) => string): string[] {
  if (restore(clause).length <= MAX_PHRASE_CHARS) return [clause];
  const parts = clause.split(CONJUNCTIONS).map((part) => part.trim());
  // Re-join fragments too small to stand alone ("e", "com 2").
  const merged: string[] = [];
  for (const part of parts) {
    const last = merged[merged.length - 1];
    if (last !== undefined && (wordCount(part) < 2 || wordCount(last) < 2)) {
      merged[merged.length - 1] = `${last} ${part}`;
    } else if (part) {
      merged.push(part);
    }
  }
  return merged;
}

/** Cuts a long phrase at a word boundary; a token that falls off becomes a phrase of its own. */
function shorten(phrase: string): string[] {
  if (phrase.length <= MAX_PHRASE_CHARS) return [phrase];
  const words = phrase.split(' ');
  let kept = '';
  for (const word of words) {
    const next = kept ? `${kept} ${word}` : word;
    if (next.length > MAX_PHRASE_CHARS - 1) break;
    kept = next;
  }
  const lost = phrase.slice(kept.length);
  const lostTokens = [...lost.matchAll(TOKEN_REGEX)].map((match) => match[0]);
  return [`${kept.replace(/[,\s]+$/u, '')}…`, ...lostTokens];
}

/** Up to four phrases: those carrying a price, date or contact first, then the prompt's order. */
function choose(phrases: string[]): string[] {
  if (phrases.length <= MAX_PHRASES) return phrases;
  const ranked = phrases
    .map((phrase, index) => ({ phrase, index, score: findHighlights(phrase).length > 0 ? 1 : 0 }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, MAX_PHRASES)
    .sort((a, b) => a.index - b.index);
  return ranked.map((entry) => entry.phrase);
}

function findCta(tokens: string[], phrases: string[]): string | undefined {
  const contact = tokens.find((token) => CONTACT_REGEX.test(token));
  if (contact) return contact;
  return phrases.find((phrase) => CALL_VERBS.test(phrase) && phrase.length <= MAX_CTA_CHARS);
}

/** A short prompt still gets two beats: its halves, or its single phrase. */
function fallbackPhrases(text: string, titleKey: string, phrases: string[]): string[] {
  if (phrases.length === 1 && wordCount(phrases[0]) < 6) return phrases;
  const source = phrases[0] ?? text;
  const words = source.replace(/…$/u, '').split(' ').filter(Boolean);
  if (words.length >= 4) {
    const middle = Math.ceil(words.length / 2);
    return [words.slice(0, middle).join(' '), words.slice(middle).join(' ')]
      .map((half) => tidy(half))
      .flatMap((half) => shorten(half))
      .slice(0, MAX_PHRASES);
  }
  const single = tidy(source);
  return single && comparable(single) !== titleKey ? [single] : [];
}

function tidy(phrase: string): string {
  const trimmed = phrase
    .trim()
    .replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/gu, '')
    .replace(LEADING_FILLER, '')
    .trim();
  if (!trimmed) return '';
  const first = trimmed[0];
  return first === first.toLocaleLowerCase('pt-BR') && /\p{L}/u.test(first)
    ? first.toLocaleUpperCase('pt-BR') + trimmed.slice(1)
    : trimmed;
}

function dedupe(phrases: string[]): string[] {
  const seen = new Set<string>();
  return phrases.filter((phrase) => {
    const key = comparable(phrase);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function comparable(text: string): string {
  return text
    .toLocaleLowerCase('pt-BR')
    .normalize('NFD')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

function wordCount(text: string): number {
  return text.split(' ').filter(Boolean).length;
}
