import { LIMITS, type ChatMessage, type Locale } from '@cena/contracts';

import { brandName, mentionsName } from '../local/brand-facts';
import { ENGLISH_PROMPT_LABELS } from '../local/english-prompt';
import type { PromptBrand } from '../prompt-engine';
import { collapseWhitespace, extractFacts, type Fact, type FactKind } from '@cena/engine';
import { ENGLISH_MAX_WORDS } from './prompt-operations';

/** A model's answer that parsed but breaks a product rule; the engine falls back on it. */
export type Problem = string | undefined;

const MAX_TAGS = 6;
const MIN_TAGS = 1;
const TAG_MAX_CHARS = 32;

/** Facts that read the same in every language, so an English prompt must carry them as written. */
const LANGUAGE_FREE_KINDS: FactKind[] = [
  'quote',
  'name',
  'price',
  'percent',
  'handle',
  'url',
  'email',
  'phone',
  'hashtag',
];

function missingFacts(text: string, facts: Fact[]): string[] {
  const haystack = text.toLowerCase();
  return facts.map((fact) => fact.text).filter((fact) => !haystack.includes(fact.toLowerCase()));
}

function checkText(label: string, text: string): Problem {
  if (text.trim() === '') return `${label} is empty`;
  if (text.length > LIMITS.promptMaxChars) {
    return `${label} has ${text.length} characters (limit ${LIMITS.promptMaxChars})`;
  }
  return undefined;
}

/** The user's facts must survive a rewrite word for word; the model is told so and checked. */
function checkKeepsFacts(label: string, text: string, facts: Fact[]): Problem {
  const missing = missingFacts(text, facts);
  return missing.length > 0 ? `${label} dropped facts: ${missing.join(', ')}` : undefined;
}

function checkTags(tags: string[]): Problem {
  if (tags.length < MIN_TAGS || tags.length > MAX_TAGS) return `${tags.length} tags`;
  const bad = tags.find((tag) => tag.trim() === '' || tag.trim().length > TAG_MAX_CHARS);
  return bad === undefined ? undefined : `tag "${bad}" is empty or too long`;
}

export function factsOf(text: string, locale: Locale): Fact[] {
  return extractFacts(text, locale);
}

/** With a brand kit, a proposal names the business as the kit writes it. */
function checkNamesBusiness(text: string, brand: PromptBrand | undefined): Problem {
  const name = brandName(brand);
  return name === undefined || mentionsName(text, name)
    ? undefined
    : `proposal does not name the business "${name}"`;
}

export function checkProposal(
  text: string,
  tags: string[],
  inputFacts: Fact[],
  brand?: PromptBrand,
): Problem {
  return (
    checkText('proposal', text) ??
    checkKeepsFacts('proposal', text, inputFacts) ??
    checkNamesBusiness(text, brand) ??
    checkTags(tags)
  );
}

export function checkDiffersFromPrevious(text: string, previous: string[]): Problem {
  const normalised = collapseWhitespace(text).toLowerCase();
  return previous.some((earlier) => collapseWhitespace(earlier).toLowerCase() === normalised)
    ? 'proposal repeats an earlier one'
    : undefined;
}

function labelPattern(label: string): RegExp {
  return new RegExp(`^[\\s*_#>-]*${label}[\\s*_]*:`, 'imu');
}

export function checkFinal(
  finalPrompt: string,
  englishPrompt: string,
  approvedFacts: Fact[],
): Problem {
  const englishFacts = approvedFacts.filter((fact) => LANGUAGE_FREE_KINDS.includes(fact.kind));
  const missingLabels = ENGLISH_PROMPT_LABELS.filter(
    (label) => !labelPattern(label).test(englishPrompt),
  );
  const words = englishPrompt.trim().split(/\s+/u).length;
  return (
    checkText('finalPrompt', finalPrompt) ??
    checkKeepsFacts('finalPrompt', finalPrompt, approvedFacts) ??
    (englishPrompt.trim() === '' ? 'englishPrompt is empty' : undefined) ??
    (missingLabels.length > 0 ? `englishPrompt lacks ${missingLabels.join(', ')}` : undefined) ??
    (words >= ENGLISH_MAX_WORDS ? `englishPrompt has ${words} words` : undefined) ??
    checkKeepsFacts('englishPrompt', englishPrompt, englishFacts)
  );
}

export function checkChatTurn(
  reply: string,
  done: boolean,
  finalPrompt: string | null,
  direction: string | null,
): Problem {
  if (reply.trim() === '') return 'reply is empty';
  if (reply.length > LIMITS.chatMessageMaxChars) return 'reply is too long';
  if (!done) return undefined;
  return (
    checkText('finalPrompt', finalPrompt ?? '') ??
    (direction === null ? undefined : checkText('direction', direction))
  );
}

function wordsOf(text: string): string[] {
  return (text.match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => word.toLocaleLowerCase());
}

/**
 * The words of a chat's final prompt that none of the user's messages holds (case aside): the
 * video shows that text, so it may only be the customer's own words, their brand kit's business
 * name among them.
 */
export function wordsNotTyped(
  finalPrompt: string,
  messages: ChatMessage[],
  brand?: PromptBrand,
): string[] {
  const typed = new Set([
    ...messages
      .filter((message) => message.role === 'user')
      .flatMap((message) => wordsOf(message.content)),
    ...wordsOf(brandName(brand) ?? ''),
  ]);
  return [...new Set(wordsOf(finalPrompt).filter((word) => !typed.has(word)))];
}
