import {
  LIMITS,
  type ChatMessage,
  type Locale,
  type PromptChatResponse,
  type Tone,
} from '@cena/contracts';

import {
  detectCategory,
  normaliseForMatching,
  collapseWhitespace,
  extractFacts,
  type FactKind,
} from '@cena/engine';
import {
  analyseBrief,
  detectIntent,
  detectTone,
  selectBusinessName,
  selectContact,
  splitClauses,
  stripLeadIn,
  tidyContent,
} from './brief-analysis';
import { brandName, brandReaches, mentionsName } from './brand-facts';
import { compileKeywords, countHits } from './keyword-match';
import type { PromptBrand, VideoEngineName } from '../prompt-engine';
import { COMBOS, composeProposal } from './proposal-composer';
import { composeStoryboardProposal } from './storyboard-proposal';
import { CHAT_SLOTS, CHAT_TEXTS, type ChatSlot } from './templates/chat-texts';
import * as vocabulary from './vocabulary';

const AUDIENCE_WORDS = compileKeywords(vocabulary.AUDIENCE_WORDS);
const CALL_TO_ACTION_WORDS = compileKeywords(vocabulary.CALL_TO_ACTION_WORDS);
const RESTART_WORDS = compileKeywords(vocabulary.RESTART_WORDS);
const SKIP_WORDS = compileKeywords(vocabulary.SKIP_WORDS);
const SMALL_TALK = compileKeywords(vocabulary.SMALL_TALK_WORDS);
const VIDEO_WORDS = compileKeywords(vocabulary.VIDEO_WORDS);

/** Intents that mean the user has told what the video offers (a brand video has no offer). */
const OFFER_INTENTS = ['promotion', 'launch', 'event', 'hours', 'testimonial', 'tutorial'];
const OFFER_FACTS: FactKind[] = ['price', 'percent', 'date', 'weekday', 'time', 'quote'];

/** The answers whose words the video shows; the audience and the tone only direct it. */
const WORD_SLOTS: readonly ChatSlot[] = ['business', 'offer', 'cta'];

/** Facts a short correction ("na verdade é R$ 10") swaps into the earlier answer. */
const AMENDABLE_FACTS: FactKind[] = [
  'price',
  'percent',
  'date',
  'weekday',
  'time',
  'phone',
  'handle',
  'url',
  'email',
];
/** Words besides the facts a correction may have and still be a swap ("o preço agora é"). */
const AMENDMENT_MAX_WORDS = 4;

/** Short messages only: "quero recomeçar a vender" is an answer, "recomeçar" a command. */
const COMMAND_MAX_CHARS = 40;

function isCommand(text: string, words: ReturnType<typeof compileKeywords>): boolean {
  return text.length <= COMMAND_MAX_CHARS && countHits(normaliseForMatching(text), words) > 0;
}

/**
 * The slots a piece of an answer clearly speaks to, whatever was asked: a business name, an
 * offer's price or date, audience words, a tone, a contact or a call to action. A category word
 * alone does not count ("corte" in an offer of haircuts is not a new business).
 */
function evidence(text: string, locale: Locale): Set<ChatSlot> {
  const facts = extractFacts(text, locale);
  const haystack = normaliseForMatching(text);
  const slots = new Set<ChatSlot>();
  if (selectBusinessName(facts, text) !== undefined || vocabulary.OWNERSHIP_PATTERN.test(text)) {
    slots.add('business');
  }
  if (
    facts.some((fact) => OFFER_FACTS.includes(fact.kind)) ||
    OFFER_INTENTS.includes(detectIntent(text, facts))
  ) {
    slots.add('offer');
  }
  if (countHits(haystack, AUDIENCE_WORDS) > 0) slots.add('audience');
  if (detectTone(text) !== undefined) slots.add('tone');
  if (selectContact(facts) !== undefined || countHits(haystack, CALL_TO_ACTION_WORDS) > 0) {
    slots.add('cta');
  }
  return slots;
}

/**
 * An opening with no recognisable detail answers the first question only when it says
 * something: "oi, tudo bem?", "quero um vídeo" and "quiero crear un vídeo para mi negocio" do not.
 */
function isBareOpening(content: string, locale: Locale): boolean {
  const rest = content.replace(vocabulary.UNNAMED_BUSINESS_PATTERN, ' ');
  if (evidence(rest, locale).size > 0 || detectCategory(rest) !== 'generic') return false;
  return (
    rest.trim().split(' ').length < 2 ||
    isCommand(rest, SMALL_TALK) ||
    countHits(normaliseForMatching(rest), VIDEO_WORDS) > 0
  );
}

/** The question an assistant turn asked, in any of the five languages. */
function questionIn(reply: string): ChatSlot | undefined {
  return CHAT_SLOTS.find((slot) =>
    Object.values(CHAT_TEXTS).some((texts) => reply.includes(texts.questions[slot])),
  );
}

interface Conversation {
  /** The customer's words for each slot answered so far ('' when they left it to us). */
  answers: Map<ChatSlot, string>;
  /**
   * The slots the brand kit answered before the conversation began: never asked, and the
   * customer's own words for them, when they give some anyway, take their place.
   */
  fromKit: Set<ChatSlot>;
  /** The questions the assistant asked. */
  asked: Set<ChatSlot>;
  /** Set only from the tone answer itself, or from a tone named while answering ahead. */
  tone?: Tone;
}

/**
 * The slots a brand kit answers: the business (its name) and the call to action when the kit says
 * how to reach the business (the end card shows those contacts, so the answer is left to it).
 */
function kitAnswers(brand: PromptBrand | undefined): Map<ChatSlot, string> {
  const answers = new Map<ChatSlot, string>();
  const name = brandName(brand);
  if (name !== undefined) answers.set('business', name);
  if (brandReaches(brand)) answers.set('cta', '');
  return answers;
}

function nextMissing(state: Conversation): ChatSlot | undefined {
  return CHAT_SLOTS.find((slot) => !state.answers.has(slot));
}

/**
 * Every slot, or all but a tone never asked (the category has a default) because the customer's
 * own answers told the rest first. A call to action the kit gave does not spare the tone question:
 * the kit knows the contacts, not the mood the customer wants.
 */
function isComplete(state: Conversation): boolean {
  const toneMayStayOpen = !state.asked.has('tone') && !state.fromKit.has('cta');
  return CHAT_SLOTS.every(
    (slot) => state.answers.has(slot) || (slot === 'tone' && toneMayStayOpen),
  );
}

/**
 * "Na verdade é R$ 10" after "bolo de pote a R$ 12": the new fact takes the old one's place, so
 * the rest of the earlier answer stays. Anything longer than a fact and a few words replaces it.
 */
function amend(earlier: string, correction: string, locale: Locale): string {
  const facts = extractFacts(correction, locale).filter((fact) =>
    AMENDABLE_FACTS.includes(fact.kind),
  );
  if (facts.length === 0) return correction;
  let rest = correction;
  for (const fact of facts) rest = rest.replace(fact.text, ' ');
  if (rest.split(/\s+/u).filter((word) => /\p{L}/u.test(word)).length > AMENDMENT_MAX_WORDS) {
    return correction;
  }
  const earlierFacts = extractFacts(earlier, locale);
  let amended = earlier;
  for (const fact of facts) {
    const same = earlierFacts.filter((old) => old.kind === fact.kind);
    if (same.length !== 1) return correction;
    amended = amended.replace(same[0].text, fact.text);
  }
  return amended;
}

/**
 * Folds one answer into the conversation. `asked` is the question it answers: the one the
 * assistant's previous turn asked, 'business' for the opening message, undefined when nothing is
 * pending. The answer is read clause by clause: a clause that speaks only to another slot fills
 * that slot when it is still open ("homens jovens, bem elegante" answers the tone too), and
 * replaces an earlier answer only when the customer says they are correcting it ("na verdade o
 * público são noivas"), or when the tone was asked and the clause names none. The asked slot
 * keeps the rest, and never takes another slot's meaning.
 */
function absorb(
  state: Conversation,
  message: string,
  asked: ChatSlot | undefined,
  opening: boolean,
  locale: Locale,
): void {
  if (asked !== undefined && !opening && isCommand(message, SKIP_WORDS)) {
    state.answers.set(asked, '');
    return;
  }
  const marker = vocabulary.CORRECTION_PATTERN.exec(message);
  const correcting = marker !== null || asked === undefined;
  const unmarked = marker === null ? message : message.slice(marker[0].length);
  const content = tidyContent(stripLeadIn(unmarked, extractFacts(unmarked, locale)));
  if (content === '') return;
  if (opening && isBareOpening(unmarked, locale)) return;

  const own: string[] = [];
  const routed = new Map<ChatSlot, string[]>();
  const clauses = splitClauses(content, extractFacts(content, locale));
  let previous: ChatSlot[] = [];
  for (const clause of clauses) {
    const speaksTo = evidence(clause, locale);
    let targets =
      asked !== undefined && speaksTo.has(asked)
        ? []
        : [...speaksTo].filter(
            (slot) =>
              !state.answers.has(slot) || state.fromKit.has(slot) || correcting || asked === 'tone',
          );
    // A clause that says nothing recognisable goes on with the one before it: in "Tom alegre,
    // para o Instagram", the second clause is still about the tone.
    if (speaksTo.size === 0) targets = previous;
    if (targets.length === 0) own.push(clause);
    for (const slot of targets) routed.set(slot, [...(routed.get(slot) ?? []), clause]);
    previous = targets;
  }
  // An open question answered only with words that suit another slot is still answered:
  // "bolo de pote para as mães" is the offer (and tells the audience on the way). A tone is
  // the exception: its words are a closed list, so "Tom alegre" never answers the audience.
  const toTone = routed.get('tone') ?? [];
  if (own.length === 0 && asked !== undefined && asked !== 'tone' && !correcting) {
    own.push(...clauses.filter((clause) => !toTone.includes(clause)));
  }

  for (const [slot, parts] of routed) {
    const text = parts.join(', ');
    const earlier = state.fromKit.delete(slot) ? undefined : state.answers.get(slot);
    state.answers.set(slot, earlier ? amend(earlier, text, locale) : text);
    if (slot === 'tone') state.tone = detectTone(text) ?? state.tone;
  }
  if (asked === undefined || own.length === 0) return;
  const answer = own.length === clauses.length ? content : own.join(', ');
  const earlier = state.fromKit.delete(asked) ? undefined : state.answers.get(asked);
  state.answers.set(asked, marker !== null && earlier ? amend(earlier, answer, locale) : answer);
  if (asked === 'tone') state.tone = detectTone(answer);
}

/**
 * An answer joined after '. ' opens a sentence: an all-lower-case first word gets its capital
 * ('promoção de sonho' → 'Promoção de sonho'); 'iPhone', '@handle' or a number stay as typed.
 */
function startSentence(answer: string): string {
  const firstWord = /^\p{Ll}+(?=[\s,.;:!?]|$)/u.exec(answer);
  return firstWord ? answer.charAt(0).toLocaleUpperCase() + answer.slice(1) : answer;
}

/** Sentences joined; one that already ends in '!' or '?' keeps its own mark. */
function joinSentences(parts: string[]): string {
  return parts
    .map(startSentence)
    .reduce(
      (text, part) => (text === '' ? part : `${text}${/[!?]$/u.test(text) ? '' : '.'} ${part}`),
      '',
    );
}

/** Cut at the last whole word within the product limit. */
function capAtWord(text: string): string {
  if (text.length <= LIMITS.promptMaxChars) return text;
  const cut = text.slice(0, LIMITS.promptMaxChars + 1);
  const space = cut.lastIndexOf(' ');
  return (space > 0 ? cut.slice(0, space) : cut.slice(0, LIMITS.promptMaxChars)).replace(
    /[\s,;:]+$/u,
    '',
  );
}

/** The customer's answers about their business, offer and call to action, each once. */
function wordAnswers(state: Conversation): string[] {
  const parts: string[] = [];
  for (const slot of WORD_SLOTS) {
    const answer = state.fromKit.has(slot) ? undefined : state.answers.get(slot);
    if (answer && !parts.includes(answer)) parts.push(answer);
  }
  return parts;
}

/** Answers joined as sentences, led by the kit's business name when none of them names it. */
function joinWords(parts: string[], brand: PromptBrand | undefined): string {
  const name = brandName(brand);
  const named = name !== undefined && !mentionsName(parts.join(' '), name);
  return capAtWord(joinSentences(named ? [name, ...parts] : parts));
}

/** `words`, led by the kit's business name as a sentence of its own when they do not name it. */
export function withBrandName(words: string, brand: PromptBrand | undefined): string {
  const name = brandName(brand);
  if (name === undefined || mentionsName(words, name)) return words;
  return joinWords(words === '' ? [] : [words], brand);
}

/** The customer's own words for the video: their business, offer and call to action. */
function wordsOf(state: Conversation, brand: PromptBrand | undefined): string {
  return joinWords(wordAnswers(state), brand);
}

/** The assistant's framing: look, mood and audience around the customer's words. */
function directionOf(
  state: Conversation,
  words: string,
  locale: Locale,
): ReturnType<typeof analyseBrief> {
  const labels = CHAT_TEXTS[locale].labels;
  const audience = state.answers.get('audience');
  const mood = state.answers.get('tone');
  const brief = [
    words,
    ...(audience ? [`${labels.audience}: ${audience}`] : []),
    ...(mood && state.tone === undefined ? [`${labels.mood}: ${mood}`] : []),
  ].join('. ');
  return analyseBrief(brief, locale, state.tone);
}

function ask(locale: Locale, slot: ChatSlot, lead: string, tone?: Tone): PromptChatResponse {
  return {
    reply: `${lead} ${CHAT_TEXTS[locale].questions[slot]}`,
    done: false,
    ...(tone ? { tone } : {}),
  };
}

/**
 * The question the customer's first message answers: the business, unless the brand kit named it
 * and the message says nothing about it.
 */
function openingSlot(state: Conversation, content: string, locale: Locale): ChatSlot {
  if (!state.fromKit.has('business') || evidence(content, locale).has('business')) {
    return 'business';
  }
  return nextMissing(state) ?? 'business';
}

/**
 * The conversation since the last "recomeçar", each user turn with the question it answers; the
 * brand kit's answers are there from the start.
 */
function rebuild(
  messages: ChatMessage[],
  locale: Locale,
  brand: PromptBrand | undefined,
): Conversation {
  const fromKit = kitAnswers(brand);
  const state: Conversation = {
    answers: new Map(fromKit),
    asked: new Set(),
    fromKit: new Set(fromKit.keys()),
  };
  let opening = true;
  let previousReply: string | undefined;
  for (const message of messages) {
    const content = collapseWhitespace(message.content);
    if (message.role === 'assistant') {
      previousReply = content;
      const question = questionIn(content);
      if (question !== undefined) state.asked.add(question);
      continue;
    }
    if (content === '') continue;
    const question = previousReply === undefined ? undefined : questionIn(previousReply);
    // An assistant turn we did not write (another engine's) asked what was missing.
    const asked = opening ? openingSlot(state, content, locale) : (question ?? nextMissing(state));
    absorb(state, content, asked, opening && question === undefined, locale);
    opening = false;
    previousReply = undefined;
  }
  return state;
}

function lastIndexWhere<T>(items: T[], test: (item: T) => boolean): number {
  for (let index = items.length - 1; index >= 0; index -= 1) if (test(items[index])) return index;
  return -1;
}

/** The turns after the last "recomeçar"; undefined when the last user turn is that command. */
function sinceRestart(messages: ChatMessage[]): ChatMessage[] | undefined {
  const isRestart = (message: ChatMessage) =>
    message.role === 'user' && isCommand(collapseWhitespace(message.content), RESTART_WORDS);
  const lastRestart = lastIndexWhere(messages, isRestart);
  const lastUser = lastIndexWhere(messages, (message) => message.role === 'user');
  if (lastRestart !== -1 && lastRestart === lastUser) return undefined;
  return messages.slice(lastRestart + 1);
}

/**
 * The customer's own words for the video from any conversation, even one another engine led:
 * their business, offer and call to action, or else every answer they gave, joined as sentences.
 */
export function customerWords(
  messages: ChatMessage[],
  locale: Locale,
  brand?: PromptBrand,
): string {
  const current = sinceRestart(messages) ?? [];
  const own = wordAnswers(rebuild(current, locale, brand));
  if (own.length > 0) return joinWords(own, brand);
  const answers = current
    .filter((message) => message.role === 'user')
    .map((message) => tidyContent(message.content))
    .filter((answer) => answer !== '');
  return joinWords(answers, brand);
}

/**
 * The guided conversation: one question at a time about the business, the offer, the audience,
 * the tone and the call to action, skipping whatever earlier answers or the brand kit already
 * told. Each answer is bound to the question actually asked before it, and a later answer to a
 * slot replaces the earlier one. The state is rebuilt from the messages on every call, so the
 * engine keeps no session of its own.
 *
 * When done, `finalPrompt` holds only the customer's own words (business, offer, call to
 * action), `direction` the assistant's framing of the look, the mood and the audience (for the
 * local engine, its storyboard of those words, as the refinement assistant proposes it), and
 * `tone` the tone chosen (or the category's default when the customer left it open).
 */
export function runChat(
  messages: ChatMessage[],
  locale: Locale,
  videoEngine?: VideoEngineName,
  brand?: PromptBrand,
): PromptChatResponse {
  const texts = CHAT_TEXTS[locale];
  const current = sinceRestart(messages);
  const state = rebuild(current ?? [], locale, brand);
  const next = nextMissing(state) ?? 'business';
  if (current === undefined) return ask(locale, next, texts.restart);
  if (isComplete(state)) {
    const words = wordsOf(state, brand);
    const brief = directionOf(state, words, locale);
    const tone = state.tone ?? brief.tone;
    return {
      reply: texts.done,
      done: true,
      finalPrompt: words,
      tone,
      direction:
        videoEngine === 'local'
          ? composeStoryboardProposal(words, locale, tone, brand)
          : composeProposal(brief, COMBOS[0]).text,
    };
  }
  if (state.answers.size === state.fromKit.size) {
    const greeting = state.fromKit.size > 0 ? `${texts.greeting} ${texts.fromKit}` : texts.greeting;
    return ask(locale, next, greeting);
  }
  const answered = current.filter((message) => message.role === 'user').length;
  const acknowledgement = texts.acknowledgements[(answered - 1) % texts.acknowledgements.length];
  return ask(locale, next, acknowledgement, state.tone);
}
