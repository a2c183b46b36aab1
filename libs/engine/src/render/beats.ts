import { selectBusinessName, selectContact } from '../facts/business';
import { collapseWhitespace, extractFacts, type Fact } from '../facts/fact-extractor';
import { guessLocale } from '../facts/language';
import { DANGLING_WORDS, ELLIPSIS, factRanges, splitClauses } from '../facts/text-cuts';
import { maxBeatsIn, readingSeconds } from './reading-time';

/** Longest text one beat shows before it is split in two (three lines at phrase size). */
export const MAX_BEAT_CHARS = 40;

/**
 * Longest beat two neighbours of one sentence make to save a transition: four lines at phrase
 * size ('Plantão de vendas dia 12 de outubro às 10h' rather than a beat ending on 'dia').
 */
const MAX_MERGED_CHARS = 56;

/** Longest call to action the end card's pill holds. */
const MAX_CTA_CHARS = 36;

/** Words a beat can lose first: intensifiers and stock adjectives, in the five languages. */
const FILLER_WORDS = new Set([
  // pt
  'apenas',
  'somente',
  'super',
  'mega',
  'muito',
  'muita',
  'incrível',
  'incríveis',
  'imperdível',
  'imperdíveis',
  'especial',
  'especiais',
  'maravilhoso',
  'maravilhosa',
  'maravilhosos',
  'maravilhosas',
  'delicioso',
  'deliciosa',
  'deliciosos',
  'deliciosas',
  'lindo',
  'linda',
  'lindos',
  'lindas',
  'exclusivo',
  'exclusiva',
  'fantástico',
  'fantástica',
  'sensacional',
  'demais',
  'agora',
  'aqui',
  // es
  'solo',
  'sólo',
  'increíble',
  'increíbles',
  'muy',
  'delicioso',
  'riquísimo',
  // en
  'just',
  'only',
  'very',
  'really',
  'amazing',
  'awesome',
  'incredible',
  'special',
  'great',
  'delicious',
  'beautiful',
  'best',
  // fr
  'seulement',
  'très',
  'incroyable',
  'délicieux',
  'délicieuse',
  'magnifique',
  // de
  'nur',
  'sehr',
  'toll',
  'lecker',
  'super',
  'wunderbar',
]);

/** Verbs that open a call to action (pt-BR first). */
const CALL_VERBS =
  /^(?:peça|pede|venha|vem|agende|ligue|compre|garanta|reserve|aproveite|chame|visite|confira|acesse|siga|marque|encomende|faça|matricule|book|order|call|visit|follow|shop|get|join|reserva|llama|visita|commandez|réservez|besuchen|bestellen)\b/iu;

/** Labels typed before a phone or link ('Tel. 0711 …', 'WhatsApp: …'): the card shows its own icon. */
const CONTACT_LABELS =
  /^(?:tel|tél|fone|telefone|cel|celular|whats|whatsapp|zap|contato|contact|phone|e-?mail|insta|instagram|site|web)\.?$/iu;

export interface BeatPlan {
  /** The texts of the beats after the title, in prompt order. */
  phrases: string[];
  facts: Fact[];
  businessName: string | undefined;
  /** Handle, link, phone or e-mail for the end card. */
  contact: string | undefined;
  /** An imperative phrase from the prompt ('Peça já'), when there is no contact. */
  callToAction: string | undefined;
}

/**
 * Words that change what the fact after them says: a deadline ('até 20/01'), a ceiling ('até 50%',
 * 'jusqu'à -40 %') or a starting price or time ('a partir de R$ 18', 'ab 6 Uhr'). Without them
 * the fact on screen says something the customer did not write, so they go with it, in bare
 * form, longest first.
 */
const FACT_QUALIFIERS = [
  // pt
  'a partir de',
  'a partir do',
  // 'neste sábado' is one Saturday; a bare 'sábado' reads as every one
  'neste',
  'nesta',
  'a partir da',
  'até o',
  'até a',
  'até',
  'desde',
  // es
  'a partir del',
  'hasta el',
  'hasta la',
  'hasta',
  'este',
  'esta',
  // en
  'starting at',
  'up to',
  'until',
  'till',
  'from',
  'this',
  // fr
  'à partir de',
  'à partir du',
  "jusqu'à",
  "jusqu'au",
  'dès',
  'ce',
  'cette',
  // de
  'bis zum',
  'bis',
  'ab',
  'diesen',
  'diese',
]
  .map((phrase) => phrase.split(' '))
  .sort((a, b) => b.length - a.length);

/** Words that join a product to its price ('sonho de creme a R$ 4,50', 'haircut for $25'). */
const PRICE_LINKS = new Set(['a', 'à', 'por', 'de', 'for', 'at', 'für', 'zu', 'pour', 'en']);

/** Words before a price taken as what it buys: 'TÊNIS NIKE AIR MAX', 'clareamento dental'. */
const PRODUCT_MAX_WORDS = 6;

interface Unit {
  text: string;
  /** Holds (part of) a fact: never dropped, never split. */
  fact: boolean;
  /** Opens with the word that qualifies its fact ('até 20/01'): the beat may capitalise it. */
  qualified?: boolean;
  /** Names what a price is for ('sonho de creme' a R$ 4,50): kept, like the price. */
  product?: boolean;
  /** Holds a price. */
  price?: boolean;
  /** A discount ('30% OFF'), kept on one beat with the words that limit it. */
  discount?: boolean;
  /** Words that limit a discount ('na primeira compra'): kept with it, like a price's product. */
  condition?: boolean;
  /** Where the unit stood in its clause as typed, before any word was dropped. */
  at?: number;
  /** The contact, which the end card shows anyway: it may leave the beats first. */
  onEndCard?: boolean;
  /** A phone, handle, link or e-mail the end card lists: it leaves the beats. */
  shownOnCard?: boolean;
}

interface Clause {
  units: Unit[];
  hasFact: boolean;
  /** The units as typed: what `units` keeps a selection of. */
  typed: readonly Unit[];
  /** The punctuation typed after the clause (',', '.', '!!!'), or ''. */
  sep: string;
  /** Which sentence of the prompt the clause is in: clauses of one sentence are related. */
  sentence: number;
}

/** What one beat shows, and where in the prompt its words come from. */
interface Beat {
  /** As cut from its clause: the beat shows them less a dangling end (trimEnds). */
  units: Unit[];
  clause: number;
  sentence: number;
  /** The punctuation typed after it when it ends its clause. */
  sep: string;
  /** The punctuation typed right before it when it opens its clause, as the prompt has it. */
  lead: string;
}

/** Punctuation that ends a sentence: the clauses on either side of it say separate things. */
const SENTENCE_END = /[.!?:]/u;

/**
 * Turns a prompt into beats that show every fact whole, each on screen long enough to read
 * (reading-time.ts): the clauses the title does not already show, split at words (never inside a
 * fact) into beats of at most MAX_BEAT_CHARS, none ending on a preposition. When they need more
 * than `roomSeconds`, filler words go first, then the contact facts the end card lists anyway
 * (`mayLeave`, from the last), then clauses without facts, then beats of one sentence share one,
 * as typed; only a clip too short for its facts joins sentences, with their own punctuation.
 * Words that carry the meaning ('Confirme presença', 'turma começa') are never dropped.
 */
export function planBeats(
  prompt: string,
  title: string,
  roomSeconds: number,
  known: {
    /** The contacts the end card lists: they leave the beats. */
    onEndCard?: readonly string[];
    /**
     * Facts the end card lists too (an address, opening hours), by group: they may leave the beats
     * for time, from the last; once part of a group has left, a clause left with nothing but the
     * rest of it (a week's days without their hours) goes too (see the storyboard's
     * leavingTogether).
     */
    mayLeave?: readonly (readonly string[])[];
    /** The prompt's facts, when the caller has them already (of the collapsed prompt). */
    facts?: Fact[];
  } = {},
): BeatPlan {
  const text = collapseWhitespace(prompt);
  const facts = known.facts ?? extractFacts(text, guessLocale(text));
  const onEndCard = known.onEndCard ?? [];
  const businessName = selectBusinessName(facts, text);
  const contact = selectContact(facts);
  // 'Matrícula grátis', like 'sonho a R$ 4,50': without what it is for, an offer says
  // something else ('grátis cuota de 29,90 €' read as a free fee).
  const prices = facts
    .filter((fact) => fact.kind === 'price' || fact.kind === 'offer')
    .map((fact) => fact.text);
  const percents = facts.filter((fact) => fact.kind === 'percent').map((fact) => fact.text);
  const clauses = clausesAfterTitle(text, title, facts).map((clause) =>
    toClause(clause, facts, prices, percents),
  );
  for (const unit of clauses.flatMap((clause) => clause.units)) {
    unit.onEndCard = unit.text === contact;
    unit.shownOnCard = onEndCard.includes(unit.text);
  }
  for (const clause of clauses) leaveToEndCard(clause);
  // 'Agende:' before a number the card now shows: the card says it, with the call to action.
  if (onEndCard.length > 0) {
    for (const clause of clauses) {
      const text = clause.units.map((unit) => unit.text).join(' ');
      if (
        !clause.units.some((unit) => unit.fact) &&
        clause.units.length <= 2 &&
        (CALL_VERBS.test(text) || CONTACT_LABELS.test(text))
      ) {
        clause.units = [];
      }
    }
  }
  // The end card's first line names the business: its name may leave the beats last.
  const mayLeave = [...(businessName ? [[businessName]] : []), ...(known.mayLeave ?? [])];
  const beats = fitBeats(clauses, roomSeconds, mayLeave, facts);
  return {
    phrases: beats.map(beatText).filter(Boolean),
    facts,
    businessName,
    contact,
    callToAction: findCallToAction(text, facts),
  };
}

/** The prompt's clauses, less what the title card already shows. */
function clausesAfterTitle(text: string, title: string, facts: Fact[]): TypedClause[] {
  const shown = title.endsWith(ELLIPSIS) ? title.slice(0, -ELLIPSIS.length).trim() : title.trim();
  const clauses: string[] = [];
  const seps: string[] = [];
  let cursor = 0;
  for (const raw of splitClauses(text, facts)) {
    const at = text.indexOf(raw, cursor);
    cursor = at < 0 ? cursor : at + raw.length;
    const sep = at < 0 ? '' : typedSeparator(text, raw, at);
    let clause = cleanClause(raw);
    if (!clause || (shown && shown.includes(clause))) continue;
    if (shown && clause.startsWith(shown)) {
      clause = cleanClause(clause.slice(shown.length));
      const holdsFact = facts.some((fact) => clause.includes(fact.text));
      // The few words a cut title leaves ('cada') do not make a beat of their own.
      if (!holdsFact && clause.split(' ').length < 2) continue;
    }
    const last = clauses.length - 1;
    if (last >= 0 && isLoneDate(clause, facts) && endsWithDay(clauses[last], facts)) {
      // 'neste sábado, 25/10': the date says which Saturday; a beat of '25/10' alone says little.
      clauses[last] = `${clauses[last]}, ${clause}`;
      seps[last] = sep;
      continue;
    }
    // Emoji after the last '!' belong to the clause before them.
    if (!/[\p{L}\p{N}]/u.test(clause) && last >= 0) {
      clauses[last] = `${clauses[last]} ${clause}`;
    } else if (clause) {
      clauses.push(clause);
      seps.push(sep);
    }
  }
  let sentence = 0;
  return clauses.map((clause, index) => {
    const typed = { text: clause, sep: seps[index], sentence };
    if (SENTENCE_END.test(seps[index])) sentence += 1;
    return typed;
  });
}

interface TypedClause {
  text: string;
  sep: string;
  sentence: number;
}

/** The punctuation typed right after the clause `raw` found at `at` ('!!!', ',', ' —'). */
function typedSeparator(text: string, raw: string, at: number): string {
  const own = /[,;:.!?]+$/u.exec(raw)?.[0] ?? '';
  const after = /^\s*([,;:.!?]+|[-–—](?=\s))/u.exec(text.slice(at + raw.length))?.[1] ?? '';
  return own + after;
}

function isLoneDate(clause: string, facts: Fact[]): boolean {
  return facts.some((fact) => fact.kind === 'date' && fact.text === clause);
}

function endsWithDay(clause: string, facts: Fact[]): boolean {
  return facts.some(
    (fact) => (fact.kind === 'weekday' || fact.kind === 'date') && clause.endsWith(fact.text),
  );
}

function cleanClause(clause: string): string {
  return clause
    .replace(/^[\s,;:.!?–—-]+/u, '')
    .replace(/[\s,;:.!?–—-]+$/u, '')
    .trim();
}

/** `prices`: the texts of the price and offer facts among `facts`; `percents`, of the percents. */
function toClause(
  { text: clause, sep, sentence }: TypedClause,
  facts: Fact[],
  prices: string[],
  percents: string[],
): Clause {
  const ranges = mergeRanges(factRanges(clause, facts));
  const units: Unit[] = [];
  let cursor = 0;
  const pushWords = (chunk: string) => {
    const glued = chunk.length > 0 && !/^\s/u.test(chunk) && units.length > 0;
    const words = chunk.split(/\s+/u).filter(Boolean);
    if (glued && words.length > 0) units[units.length - 1].text += words.shift();
    for (const word of words) units.push({ text: word, fact: false });
  };
  for (const range of ranges) {
    const gap = clause.slice(cursor, range.start);
    pushWords(gap);
    const factText = clause.slice(range.start, range.end);
    const previous = units[units.length - 1];
    if (previous && gap.length > 0 && !/\s$/u.test(gap)) {
      previous.text += factText;
      previous.fact = true;
    } else if (previous?.fact && gap.length === 0) {
      previous.text += factText;
    } else {
      units.push({ text: factText, fact: true });
    }
    cursor = range.end;
  }
  pushWords(clause.slice(cursor));
  const bound = withQualifiers(units);
  markProducts(bound, prices);
  markConditions(bound, percents);
  bound.forEach((unit, index) => (unit.at = index));
  return {
    units: bound,
    hasFact: bound.some((unit) => unit.fact),
    typed: [...bound],
    sep,
    sentence,
  };
}

/**
 * Marks the words before each price that say what it buys, up to PRODUCT_MAX_WORDS back from the
 * word linking them ('sonho de creme a R$ 4,50'), stopping at another fact or an emoji. Without
 * them a shortened beat priced the wrong thing ('Creme a R$ 4,50').
 */
/** Words after a discount that limit it, up to the next fact: 'na primeira compra'. */
const CONDITION_MAX_WORDS = 4;

/**
 * Keeps the words that say where a discount applies ('30% OFF na primeira compra', '50% off all
 * tees'): without them a short clip promised the discount on everything.
 */
function markConditions(units: Unit[], percents: string[]): void {
  units.forEach((unit, index) => {
    if (!unit.fact || !percents.some((percent) => unit.text.includes(percent))) return;
    const condition: Unit[] = [];
    for (let at = index + 1; at < units.length && condition.length < CONDITION_MAX_WORDS; at += 1) {
      const word = units[at];
      if (word.fact || /\p{Extended_Pictographic}/u.test(word.text)) break;
      condition.push(word);
      if (/[,;.!?]$/u.test(word.text)) break;
    }
    while (condition.length > 0 && isDangling(condition[condition.length - 1])) condition.pop();
    if (condition.length > 0) unit.discount = true;
    for (const word of condition) {
      word.product = true;
      word.condition = true;
    }
  });
}

function markProducts(units: Unit[], prices: string[]): void {
  units.forEach((unit, index) => {
    if (!unit.fact || !prices.some((price) => unit.text.includes(price))) return;
    unit.price = true;
    let at = index - 1;
    while (at >= 0 && isFiller(units[at])) at -= 1;
    const link = units[at];
    const linked = link !== undefined && !link.fact && PRICE_LINKS.has(bare(link.text));
    if (linked) at -= 1;
    const product: Unit[] = [];
    const joins = (word: Unit | undefined): word is Unit =>
      word !== undefined && !word.fact && !/\p{Extended_Pictographic}/u.test(word.text);
    for (; at >= 0 && product.length < PRODUCT_MAX_WORDS; at -= 1) {
      const word = units[at];
      if (!joins(word)) break;
      if (!isFiller(word)) product.unshift(word);
    }
    // Cut by the word limit on a preposition ('[bolo] de cenoura com cobertura de chocolate'):
    // the noun it hangs on goes too, or a beat split there read 'Bolo' | 'De cenoura …'.
    for (let extra = 0; extra < 2 && product.length > 0 && isDangling(product[0]); extra += 1) {
      if (!joins(units[at])) break;
      product.unshift(units[at]);
      at -= 1;
    }
    while (product.length > 0 && isDangling(product[0])) product.shift();
    if (product.length === 0) return;
    for (const word of product) word.product = true;
    if (linked) link.product = true;
  });
}

/** Joins each fact with the FACT_QUALIFIERS words just before it. */
function withQualifiers(units: Unit[]): Unit[] {
  const bound: Unit[] = [];
  for (const unit of units) {
    const lead = unit.fact
      ? FACT_QUALIFIERS.find((words) => endsWithWords(bound, words))
      : undefined;
    if (!lead) {
      bound.push(unit);
      continue;
    }
    const words = bound.splice(bound.length - lead.length, lead.length);
    const text = [...words.map((word) => word.text), unit.text].join(' ');
    bound.push({ text, fact: true, qualified: true });
  }
  return bound;
}

function endsWithWords(units: Unit[], words: string[]): boolean {
  if (units.length < words.length) return false;
  const tail = units.slice(units.length - words.length);
  return tail.every((unit, index) => !unit.fact && bare(unit.text) === words[index]);
}

function mergeRanges(ranges: { start: number; end: number }[]): { start: number; end: number }[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: { start: number; end: number }[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range.start < last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

function length(units: Unit[]): number {
  return units.reduce((sum, unit, index) => sum + unit.text.length + (index > 0 ? 1 : 0), 0);
}

function bare(word: string): string {
  return word
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}'’]+$/gu, '')
    .toLocaleLowerCase('pt-BR')
    .replace(/’/gu, "'");
}

function isDangling(unit: Unit): boolean {
  return !unit.fact && DANGLING_WORDS.has(bare(unit.text));
}

function isFiller(unit: Unit): boolean {
  return !unit.fact && FILLER_WORDS.has(bare(unit.text));
}

/** A word the shortening never drops: a fact, or the product a price is for. */
function isKept(unit: Unit): boolean {
  return unit.fact || unit.product === true;
}

/**
 * Takes out of a clause the contacts the end card lists, with the words that led to them
 * ('Agende:', 'Encomendas pelo WhatsApp'): the card shows them larger, with their icon and the
 * call to action, and a beat of a bare phone number says less than a product would. A clause
 * left without a fact goes whole.
 */
function leaveToEndCard(clause: Clause): void {
  for (;;) {
    const at = clause.units.findIndex((unit) => unit.shownOnCard === true);
    if (at < 0) return;
    let lead = at - 1;
    while (lead >= 0 && !clause.units[lead].fact) lead -= 1;
    clause.units.splice(lead + 1, at - lead);
    if (!clause.units.some((unit) => unit.fact)) {
      clause.units = [];
      return;
    }
  }
}

/**
 * The beats of `clauses`, fitted to `roomSeconds` (see planBeats). Facts always stay, on a beat or
 * on the end card.
 */
function fitBeats(
  clauses: Clause[],
  roomSeconds: number,
  mayLeave: readonly (readonly string[])[],
  facts: Fact[],
): Beat[] {
  const fits = () => totalSeconds(toBeats(clauses)) <= roomSeconds;
  if (!fits()) for (const clause of clauses) dropFiller(clause);
  const leavable = new Set(mayLeave.flat());
  const shownAtFirst = [...leavable].filter((fact) => isShown(clauses, fact));
  for (const fact of [...leavable].reverse()) {
    if (fits()) break;
    for (const clause of clauses) leaveFact(clause, fact, leavable, facts);
  }
  const left = new Set(shownAtFirst.filter((fact) => !isShown(clauses, fact)));
  for (const group of mayLeave) {
    if (group.some((fact) => left.has(fact))) leaveRestOfGroup(clauses, group);
  }
  if (clauses.some((clause) => clause.hasFact)) {
    for (let index = clauses.length - 1; index >= 0 && !fits(); index -= 1) {
      if (!clauses[index].hasFact) clauses[index].units = [];
    }
  }
  return mergeToFit(toBeats(clauses), roomSeconds);
}

/** Filler words, and the words that led to the main contact ('Siga @x'): the card shows it. */
function dropFiller(clause: Clause): void {
  const contactAt = clause.units.findIndex((unit) => unit.onEndCard === true);
  if (contactAt >= 0) {
    let lastFact = contactAt - 1;
    while (lastFact >= 0 && !clause.units[lastFact].fact) lastFact -= 1;
    clause.units.splice(lastFact + 1, contactAt - lastFact);
    if (!clause.units.some((unit) => unit.fact)) clause.units = [];
  }
  clause.units = clause.units.filter((unit) => isKept(unit) || !isFiller(unit));
  clause.units = withoutStrandedWords(clause.units);
  clause.units = withPricesAsTyped(clause);
}

/**
 * Takes `fact` (an address or hours the end card lists) off the clause, with the prepositions just
 * before it ('na Rua das Flores, 123', 'às quartas'); a unit that also holds a fact the card does
 * not list stays. A clause left without a fact goes whole ('Aberta seg a sex das 6h às 22h').
 */
function leaveFact(clause: Clause, fact: string, leavable: Set<string>, facts: Fact[]): void {
  const at = clause.units.findIndex((unit) => showsFact(unit, fact));
  if (at < 0) return;
  const held = facts.filter((other) => clause.units[at].text.includes(other.text));
  if (held.some((other) => !leavable.has(other.text) && other.kind !== 'name')) return;
  let from = at;
  while (from > 0 && isDangling(clause.units[from - 1]) && !isKept(clause.units[from - 1])) {
    from -= 1;
  }
  // 'Wohnung in der Lindenstraße 12 für 1.200 €': without the street the words before it would
  // price something else; it stays.
  const nextFact = clause.units.slice(at + 1).find((unit) => unit.fact);
  if (nextFact?.price && clause.units.slice(0, from).some((unit) => !unit.fact)) return;
  clause.units.splice(from, at - from + 1);
  if (!clause.units.some((unit) => unit.fact)) clause.units = [];
}

/**
 * Part of `group` has left for time (a week's hours went, their days stayed): a clause that holds
 * nothing but the rest ('de segunda a sexta' alone) goes too, and the end card shows the group
 * whole. The rest stays where it says more than itself ('15% de desconto às quartas').
 */
function leaveRestOfGroup(clauses: Clause[], group: readonly string[]): void {
  for (const clause of clauses) {
    const onlyGroup =
      clause.units.some((unit) => unit.fact) &&
      clause.units.every((unit) =>
        unit.fact
          ? group.some((fact) => showsFact(unit, fact))
          : isDangling(unit) || isFiller(unit),
      );
    if (onlyGroup) clause.units = [];
  }
}

/** Whether a clause still shows `fact`. */
function isShown(clauses: Clause[], fact: string): boolean {
  return clauses.some((clause) => clause.units.some((unit) => showsFact(unit, fact)));
}

/** Whether `unit` is a fact unit holding `fact`. */
function showsFact(unit: Unit, fact: string): boolean {
  return unit.fact && unit.text.includes(fact);
}

function toBeats(clauses: Clause[]): Beat[] {
  return clauses.flatMap((clause, index) => {
    if (clause.units.length === 0) return [];
    const chunks = splitClause(clause);
    return chunks.map((units, at) => ({
      units,
      clause: index,
      sentence: clause.sentence,
      sep: at === chunks.length - 1 ? clause.sep : '',
      lead: at === 0 && index > 0 ? clauses[index - 1].sep : '',
    }));
  });
}

function beatSeconds(beat: Beat): number {
  return readingSeconds(beatText(beat));
}

function totalSeconds(beats: Beat[]): number {
  return beats.reduce((sum, beat) => sum + beatSeconds(beat), 0);
}

/**
 * Beats that need more time than the clip has share one: two of one sentence when that saves
 * reading time and fits MAX_MERGED_CHARS ('Às quartas, das 8h às 18h'). Beats of
 * different sentences share one only when the clip cannot hold them all for MIN_BEAT_S, joined
 * by the punctuation typed between them, never by a sign of the engine's.
 */
function mergeToFit(beats: Beat[], roomSeconds: number): Beat[] {
  const merged = [...beats];
  const maxBeats = maxBeatsIn(roomSeconds);
  for (;;) {
    const tooMany = merged.length > maxBeats;
    if (merged.length < 2 || (!tooMany && totalSeconds(merged) <= roomSeconds)) return merged;
    let best = -1;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (let index = 0; index + 1 < merged.length; index += 1) {
      const [first, second] = [merged[index], merged[index + 1]];
      const related = first.sentence === second.sentence;
      if (!related && !tooMany) continue;
      const joined = joinBeats(first, second);
      const saving = beatSeconds(first) + beatSeconds(second) - beatSeconds(joined);
      // Only to fit the clip in MIN_BEAT_S each does a beat grow past MAX_MERGED_CHARS.
      if (!tooMany && (saving <= 1e-6 || beatText(joined).length > MAX_MERGED_CHARS)) continue;
      const score = (related ? 100 : 0) + saving - wordsOf(joined) / 100;
      if (score > bestScore) {
        best = index;
        bestScore = score;
      }
    }
    if (best < 0) return merged;
    merged.splice(best, 2, joinBeats(merged[best], merged[best + 1]));
  }
}

function wordsOf(beat: Beat): number {
  return beat.units.length;
}

/** One beat of two neighbours, with the punctuation typed between them. */
function joinBeats(first: Beat, second: Beat): Beat {
  // Two parts of one clause join as typed, with the words the split left at their ends.
  if (first.clause === second.clause) {
    return { ...second, units: [...first.units, ...second.units], lead: first.lead };
  }
  const units = trimEnds(first.units).map((unit) => ({ ...unit }));
  // What was typed right before the second ('.' when a clause between them left for the card);
  // '!!!' reads as one mark between two phrases.
  const sep = second.lead.replace(/([.!?])\1+/gu, '$1');
  let last = units.length - 1;
  while (last > 0 && isEmoji(units[last])) last -= 1;
  if (sep && last >= 0) units[last].text += sep;
  return { ...second, units: [...units, ...second.units], lead: first.lead };
}

/**
 * What a shortened clause shows right before a price: the words typed right before it, or nothing
 * of the clause. Words the shortening left further back, past a gap, go too: 'feijoada e torresmo
 * [crocante] e picanha na chapa a R$ 25' showed as 'E torresmo e picanha na chapa a R$ 25',
 * pricing the torresmo.
 */
function withPricesAsTyped(clause: Clause): Unit[] {
  const units = [...clause.units];
  for (let index = units.length - 1; index > 0; index -= 1) {
    if (!units[index].price) continue;
    let start = index;
    while (
      start > 0 &&
      !units[start - 1].fact &&
      typedNextTo(clause, units[start - 1], units[start])
    ) {
      start -= 1;
    }
    let from = start;
    while (from > 0 && !units[from - 1].fact) from -= 1;
    if (from === start) continue;
    // The dropped words' connector ('e rodízio') goes with them.
    while (start < index && isDangling(units[start]) && !isKept(units[start])) start += 1;
    units.splice(from, start - from);
    index = from;
  }
  return units;
}

/** Whether `before` stood right before `after` as typed, but for filler and signs dropped since. */
function typedNextTo(clause: Clause, before: Unit, after: Unit): boolean {
  if (before.at === undefined || after.at === undefined) return false;
  return clause.typed
    .slice(before.at + 1, after.at)
    .every((unit) => isFiller(unit) || isEmoji(unit));
}

function isEmoji(unit: Unit): boolean {
  return !unit.fact && !/[\p{L}\p{N}]/u.test(unit.text);
}

/**
 * A preposition left before another one ('em de maio') once the words between them went; two
 * typed side by side ('for the first', 'zu jedem') stay.
 */
function withoutStrandedWords(units: Unit[]): Unit[] {
  return units.filter((unit, index) => {
    const next = units[index + 1];
    if (unit.product === true || next === undefined || !isDangling(unit)) return true;
    const typedTogether = unit.at !== undefined && next.at === unit.at + 1;
    return typedTogether || !isDangling(next);
  });
}

/**
 * Splits a long clause at words into beats of at most MAX_BEAT_CHARS, in two at a time: at the
 * boundary that best balances the halves, preferring one right after a fact ('Confirme presença
 * até 20/01 | #AnaEPedro2026') and never one after a preposition (it moves on with its noun).
 */
function splitClause(clause: Clause): Unit[][] {
  return splitUnits(clause.units).filter((chunk) => trimEnds(chunk).some((unit) => !isEmoji(unit)));
}

function splitUnits(units: Unit[]): Unit[][] {
  const total = length(units);
  if (total <= MAX_BEAT_CHARS || units.length < 2) return [units];
  let best = -1;
  let bestScore = Number.POSITIVE_INFINITY;
  for (let at = 1; at < units.length; at += 1) {
    const before = units[at - 1];
    if (isDangling(before) || isEmoji(units[at])) continue;
    // A price and what it buys share a beat, even a long one.
    if (before.product && (units[at].product || units[at].price)) continue;
    if ((before.discount || before.condition) && units[at].condition) continue;
    const left = length(units.slice(0, at));
    const right = length(units.slice(at));
    const score = Math.abs(left - right) - (before.fact ? 12 : 0);
    if (score < bestScore) {
      best = at;
      bestScore = score;
    }
  }
  if (best < 0) return [units];
  return [...splitUnits(units.slice(0, best)), ...splitUnits(units.slice(best))];
}

/** 'And' that opened the rest of a list split over two beats ('e torresmo', 'et baguette'). */
const OPENING_CONJUNCTIONS = new Set(['e', 'ou', 'and', 'or', 'et', 'y', 'und', 'oder']);

/**
 * No beat opens on a stray sign ('+ barba') or a conjunction, nor ends on a preposition, emoji
 * aside ('até o 🎉').
 */
function trimEnds(chunk: Unit[]): Unit[] {
  const kept = [...chunk];
  while (kept.length > 1 && isEmoji(kept[0]) && !/\p{Extended_Pictographic}/u.test(kept[0].text)) {
    kept.shift();
  }
  while (kept.length > 1 && !kept[0].fact && OPENING_CONJUNCTIONS.has(bare(kept[0].text))) {
    kept.shift();
  }
  const tail: Unit[] = [];
  while (kept.length > 0 && isEmoji(kept[kept.length - 1])) tail.unshift(kept.pop()!);
  while (kept.length > 0 && isDangling(kept[kept.length - 1])) kept.pop();
  return kept.length > 0 ? [...kept, ...tail] : [];
}

function beatText(beat: Beat): string {
  const units = trimEnds(beat.units);
  const text = units.map((unit) => unit.text).join(' ');
  const first = units[0];
  if (!first || (first.fact && !first.qualified)) return text;
  const letter = text[0];
  return /\p{Ll}/u.test(letter) ? letter.toLocaleUpperCase('pt-BR') + text.slice(1) : text;
}

export function findCallToAction(text: string, facts: Fact[]): string | undefined {
  return splitClauses(text, facts)
    .map(cleanClause)
    .find((clause) => CALL_VERBS.test(clause) && clause.length <= MAX_CTA_CHARS);
}
