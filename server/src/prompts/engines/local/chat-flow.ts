import type { ChatMessage, Locale, PromptChatResponse, Tone } from '@cena/contracts';

import { detectCategory, normaliseForMatching } from '../../../categories/category-detector';
import {
  analyseBrief,
  detectIntent,
  detectTone,
  selectBusinessName,
  selectContact,
  stripLeadIn,
  tidyContent,
} from './brief-analysis';
import { collapseWhitespace, extractFacts } from '../../../facts/fact-extractor';
import { compileKeywords, countHits } from './keyword-match';
import { COMBOS, composeProposal } from './proposal-composer';
import { CHAT_SLOTS, CHAT_TEXTS, type ChatSlot } from './templates/chat-texts';
import * as vocabulary from './vocabulary';

const AUDIENCE_WORDS = compileKeywords(vocabulary.AUDIENCE_WORDS);
const CALL_TO_ACTION_WORDS = compileKeywords(vocabulary.CALL_TO_ACTION_WORDS);
const RESTART_WORDS = compileKeywords(vocabulary.RESTART_WORDS);
const SKIP_WORDS = compileKeywords(vocabulary.SKIP_WORDS);
const SMALL_TALK = compileKeywords(vocabulary.SMALL_TALK_WORDS);

/** Intents that mean the user has told what the video offers (a brand video has no offer). */
const OFFER_INTENTS = ['promotion', 'launch', 'event', 'hours', 'testimonial', 'tutorial'];

/** Short messages only: "quero recomeçar a vender" is an answer, "recomeçar" a command. */
const COMMAND_MAX_CHARS = 40;

interface Inferred {
  slots: Set<ChatSlot>;
  tone?: Tone;
}

function isCommand(text: string, words: ReturnType<typeof compileKeywords>): boolean {
  return text.length <= COMMAND_MAX_CHARS && countHits(normaliseForMatching(text), words) > 0;
}

/** Which slots a single answer fills on its own, whatever was asked. */
function inferSlots(message: string, locale: Locale): Inferred {
  const facts = extractFacts(message, locale);
  const content = stripLeadIn(collapseWhitespace(message), facts);
  const haystack = normaliseForMatching(content);
  const slots = new Set<ChatSlot>();
  if (
    detectCategory(content) !== 'generic' ||
    selectBusinessName(facts) !== undefined ||
    vocabulary.OWNERSHIP_PATTERN.test(content)
  ) {
    slots.add('business');
  }
  const hasOfferFacts = facts.some((fact) =>
    ['price', 'percent', 'date', 'weekday', 'time', 'quote'].includes(fact.kind),
  );
  const intent = detectIntent(content, facts);
  if (hasOfferFacts || OFFER_INTENTS.includes(intent)) slots.add('offer');
  if (countHits(haystack, AUDIENCE_WORDS) > 0) slots.add('audience');
  const tone = detectTone(message);
  if (tone !== undefined) slots.add('tone');
  if (selectContact(facts) !== undefined || countHits(haystack, CALL_TO_ACTION_WORDS) > 0) {
    slots.add('cta');
  }
  return { slots, tone };
}

interface Conversation {
  filled: Set<ChatSlot>;
  tone?: Tone;
  /** The user's answers that describe the video, in order. */
  parts: string[];
}

function nextMissing(filled: Set<ChatSlot>): ChatSlot | undefined {
  return CHAT_SLOTS.find((slot) => !filled.has(slot));
}

/** Enough to write the brief: every slot, or all but the tone (the category has a default). */
function isComplete(filled: Set<ChatSlot>): boolean {
  return CHAT_SLOTS.every((slot) => filled.has(slot) || slot === 'tone');
}

function describes(inferred: Inferred): boolean {
  return inferred.slots.has('business') || inferred.slots.has('offer');
}

/** Folds one answer into the conversation; `asked` is the question it answers, if any. */
function absorb(
  state: Conversation,
  message: string,
  asked: ChatSlot | undefined,
  locale: Locale,
): void {
  const labels = CHAT_TEXTS[locale].labels;
  const answer = tidyContent(
    stripLeadIn(collapseWhitespace(message), extractFacts(message, locale)),
  );
  if (asked !== undefined && isCommand(message, SKIP_WORDS)) {
    state.filled.add(asked);
    return;
  }
  const inferred = inferSlots(message, locale);
  if (asked === undefined && inferred.slots.size === 0) {
    // An opening message with no recognisable detail answers the implicit first question only
    // when it says something: "oi, tudo bem?" and "quero um vídeo" do not.
    if (answer.split(' ').length < 2 || isCommand(answer, SMALL_TALK)) return;
    inferred.slots.add('business');
  }
  if (asked !== undefined) state.filled.add(asked);
  for (const slot of inferred.slots) state.filled.add(slot);
  if (inferred.tone !== undefined) state.tone = inferred.tone;
  const onlyTone =
    inferred.tone !== undefined &&
    (asked === 'tone' || inferred.slots.size === 1) &&
    !describes(inferred);
  if (onlyTone || answer === '') return;
  if (asked === 'audience' && !describes(inferred))
    state.parts.push(`${labels.audience}: ${answer}`);
  else if (asked === 'cta' && !describes(inferred)) state.parts.push(`${labels.cta}: ${answer}`);
  else if (asked === 'tone' && !describes(inferred)) state.parts.push(`${labels.mood}: ${answer}`);
  else state.parts.push(startSentence(answer));
}

/**
 * An answer joined after '. ' opens a sentence: an all-lower-case first word gets its capital
 * ('promoção de sonho' → 'Promoção de sonho'); 'iPhone', '@handle' or a number stay as typed.
 */
function startSentence(answer: string): string {
  const firstWord = /^\p{Ll}+(?=[\s,.;:!?]|$)/u.exec(answer);
  return firstWord ? answer.charAt(0).toLocaleUpperCase() + answer.slice(1) : answer;
}

function ask(locale: Locale, slot: ChatSlot, lead: string): PromptChatResponse {
  return { reply: `${lead} ${CHAT_TEXTS[locale].questions[slot]}`, done: false };
}

/**
 * The guided conversation: one question at a time about the business, the offer, the audience,
 * the tone and the call to action, skipping whatever earlier answers already told. The state is
 * rebuilt from the user's messages on every call, so the engine keeps no session of its own.
 */
export function runChat(messages: ChatMessage[], locale: Locale): PromptChatResponse {
  const texts = CHAT_TEXTS[locale];
  const answers = messages
    .filter((message) => message.role === 'user')
    .map((message) => collapseWhitespace(message.content))
    .filter((content) => content !== '');
  const lastRestart = answers.map((answer) => isCommand(answer, RESTART_WORDS)).lastIndexOf(true);
  if (answers.length > 0 && lastRestart === answers.length - 1) {
    return ask(locale, 'business', texts.restart);
  }
  const state: Conversation = { filled: new Set(), parts: [] };
  const current = answers.slice(lastRestart + 1);
  current.forEach((answer, index) => {
    absorb(state, answer, index === 0 ? undefined : nextMissing(state.filled), locale);
  });
  if (isComplete(state.filled)) {
    const brief = analyseBrief(state.parts.join('. '), locale, state.tone);
    return { reply: texts.done, done: true, finalPrompt: composeProposal(brief, COMBOS[0]).text };
  }
  const next = nextMissing(state.filled) ?? 'business';
  if (state.filled.size === 0) return ask(locale, next, texts.greeting);
  const acknowledgement =
    texts.acknowledgements[(current.length - 1) % texts.acknowledgements.length];
  return ask(locale, next, acknowledgement);
}
