import type { Fact } from '../facts/fact-extractor';
import { selectBusinessName } from '../facts/business';
import {
  ELLIPSIS,
  firstClause,
  TITLE_MAX_CHARS,
  titleFromPrompt,
  trimDangling,
} from '../facts/text-cuts';
import { matchesOf } from '../facts/matches';

const EMOJI_BEFORE_SPACE = /[\p{Extended_Pictographic}]\u{FE0F}?(?=\s)/gu;

const EMOJI_RUN = /^(?:\s*(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u{FE0F}|\u{200D})+)+/u;

/**
 * The title card's words: the video's title, or the prompt's first clause. A stored title that
 * had to be cut ('Pet shop Amigo Fiel 🐶 banho e tosa com 15% de desconto…') is never shown cut:
 * the card shows the clause up to a phrase boundary within TITLE_MAX_CHARS and the beats show the
 * rest of it whole. The boundary is, best first: the end of the business's name ('Pet shop Amigo
 * Fiel 🐶'), the last emoji, the end of the last fact, the last word that does not leave a
 * preposition dangling.
 */
export function titleCardText(title: string, text: string, facts: Fact[]): string {
  const typed = title.trim() || titleFromPrompt(text, 'Cena');
  const clause = firstClause(text, facts).replace(/[\s,;:–—-]+$/u, '');
  const business = selectBusinessName(facts, text);
  if (!typed.endsWith(ELLIPSIS)) {
    // The prompt's whole first clause, a name then an offer with no stop between them
    // ('PIZZARIA BELLA NAPOLI 🍕 RODÍZIO R$ 49,90 TODA TERÇA'): the card names the business and
    // the offer gets a beat of its own, at the beats' size rather than squeezed under the name.
    if (typed !== clause) return typed;
    const head = nameHead(clause, business);
    const rest = head === undefined ? '' : clause.slice(head.length);
    return rest && facts.some((fact) => OFFER_KINDS.has(fact.kind) && rest.includes(fact.text))
      ? head!
      : typed;
  }
  const shown = typed.slice(0, -ELLIPSIS.length).trim();
  // A title of the customer's own that ends in '…' is theirs to keep.
  if (!clause.startsWith(shown)) return typed;
  return phraseHead(clause, facts, business);
}

/** Facts that make an offer: they deserve a beat, not the title's tail. */
const OFFER_KINDS: ReadonlySet<Fact['kind']> = new Set(['price', 'offer', 'percent']);

/**
 * The clause up to the end of the business's name, or the first emoji after a word, when
 * words follow it: undefined when neither ends a head.
 */
function nameHead(clause: string, business: string | undefined): string | undefined {
  for (const end of [...businessEnd(clause, business), ...emojiEnds(clause)]) {
    const head = headAt(clause, end);
    if (head !== undefined) return head;
  }
  return undefined;
}

function phraseHead(clause: string, facts: Fact[], business: string | undefined): string {
  const factEnds = facts
    .flatMap((fact) => {
      const at = clause.indexOf(fact.text);
      return at > 0 ? [at + fact.text.length] : [];
    })
    .sort((a, b) => b - a);
  const ends = [...businessEnd(clause, business), ...emojiEnds(clause).reverse(), ...factEnds];
  for (const end of ends) {
    const head = headAt(clause, end);
    if (head !== undefined && head.length <= TITLE_MAX_CHARS) return head;
  }
  return wordHead(clause, facts);
}

/** Where the business's name ends in the clause (past an emoji typed after it), if it is there. */
function businessEnd(clause: string, business: string | undefined): number[] {
  const at = business === undefined ? -1 : clause.indexOf(business);
  return at >= 0 ? [withEmoji(clause, at + business!.length)] : [];
}

/** Where each emoji run followed by a space ends, first to last. */
function emojiEnds(clause: string): number[] {
  return matchesOf(EMOJI_BEFORE_SPACE, clause).map((match) => withEmoji(clause, match.index));
}

/** The clause before `end` when words follow it there and it holds a word; else undefined. */
function headAt(clause: string, end: number): string | undefined {
  const head = clause.slice(0, end).trim();
  return end < clause.length && /^\s/u.test(clause.slice(end)) && /\p{L}/u.test(head)
    ? head
    : undefined;
}

/** `end`, moved past the emoji typed right after it ('Amigo Fiel 🐶'). */
function withEmoji(clause: string, end: number): number {
  const run = EMOJI_RUN.exec(clause.slice(end));
  return run ? end + run[0].length : end;
}

/** The clause up to the last space within TITLE_MAX_CHARS outside a fact, less dangling words. */
function wordHead(clause: string, facts: Fact[]): string {
  let cut = -1;
  for (
    let at = clause.indexOf(' ');
    at >= 0 && at <= TITLE_MAX_CHARS;
    at = clause.indexOf(' ', at + 1)
  ) {
    const inside = facts.some((fact) => {
      const start = clause.indexOf(fact.text);
      return start >= 0 && at > start && at < start + fact.text.length;
    });
    if (!inside) cut = at;
  }
  if (cut <= 0) return clause;
  return trimDangling(clause.slice(0, cut), facts) || clause;
}
