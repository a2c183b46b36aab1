import { fold } from './fold';
import { BUSINESS_NAME_WORDS } from './business-words';
import { type Fact } from './fact-extractor';

/** Platform names are facts to keep, never the business's own name. */
export const PLATFORM_NAMES: readonly string[] = [
  'whatsapp',
  'whats',
  'instagram',
  'insta',
  'facebook',
  'tiktok',
  'youtube',
  'google',
  'pix',
  'dm',
  'ifood',
  'uber',
  'rappi',
  'linkedin',
  'kwai',
  'reels',
  'stories',
];

const PLATFORMS = new Set(PLATFORM_NAMES);

const CONNECTORS_BEFORE = /(?:^|\s)(?:d[aoe]s?|n[ao]s?|of|at|in|en|el|la|del|chez|bei|im|am)\s*$/iu;

export function isPlatformName(text: string): boolean {
  return PLATFORMS.has(text.toLowerCase());
}

/** Kinds of contact in the order a closing card prefers them. */
const CONTACT_KINDS = ['handle', 'url', 'phone', 'email'] as const;

/** The main contact for a closing card: a handle, else a link, a phone or an e-mail. */
export function selectContact(facts: Fact[]): string | undefined {
  for (const kind of CONTACT_KINDS) {
    const contact = facts.find((fact) => fact.kind === kind);
    if (contact) return contact.text;
  }
  return undefined;
}

/**
 * The business's own name, when the user wrote one: a name its handle or site spells
 * ('Urban Thread', @urbanthread) first; then, given the text the facts came from, a name that a
 * business word opens, closes or precedes ('na loja Sport Center'); else the first name (which
 * may be a product or a person).
 */
export function selectBusinessName(facts: Fact[], text?: string): string | undefined {
  const names = facts.filter((fact) => fact.kind === 'name' && !isPlatformName(fact.text));
  const contacts = facts
    .filter((fact) => fact.kind === 'handle' || fact.kind === 'url' || fact.kind === 'email')
    .map((fact) => fold(fact.text).replace(/[^a-z0-9]/gu, ''));
  const squeezed = (name: string) => fold(name).replace(/[^a-z0-9]/gu, '');
  const owner = names.find(
    (fact) =>
      squeezed(fact.text).length >= 4 &&
      contacts.some((contact) => contact.includes(squeezed(fact.text))),
  );
  if (owner) return owner.text;
  if (text !== undefined) {
    const business = names.find((fact) => looksLikeBusiness(fact, text));
    if (business) return business.text;
  }
  return names[0]?.text;
}

function looksLikeBusiness(fact: Fact, text: string): boolean {
  const words = fact.text.split(/\s+/u).map(fold);
  if (
    words.length > 1 &&
    (BUSINESS_NAME_WORDS.has(words[0]) || BUSINESS_NAME_WORDS.has(words.at(-1)!))
  ) {
    return true;
  }
  const before = text.slice(Math.max(0, fact.start - 30), fact.start);
  const previous = fold(before.replace(CONNECTORS_BEFORE, '')).match(/(\p{L}+)\s*$/u)?.[1];
  return previous !== undefined && BUSINESS_NAME_WORDS.has(previous);
}
