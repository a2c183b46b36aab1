import { fold } from '../facts/fold';
import type { BrandContactKind, RenderBrand } from '../render-request';
import type { ContactKind, EndCardContact } from './end-card-plan';

/** The kit's contacts in the order the card adds them: ways to act at once first. */
const KIT_ORDER: readonly BrandContactKind[] = [
  'whatsapp',
  'phone',
  'address',
  'hours',
  'instagram',
  'website',
];

/** Contacts compared by their digits: one number typed with or without spaces, +55 or a 0. */
const NUMBER_KINDS: ReadonlySet<ContactKind> = new Set(['whatsapp', 'phone']);
/** Contacts compared by their handle: '@Padaria', 'padaria' and instagram.com/padaria are one. */
const HANDLE_KINDS: ReadonlySet<ContactKind> = new Set(['instagram', 'social']);
/** A local number with no area code has at least this many digits. */
const LOCAL_DIGITS = 8;

/**
 * The kit's contacts the end card adds to the prompt's, in KIT_ORDER: the prompt's own contact of
 * a kind wins, and a kit contact that repeats one already listed, typed another way (the same
 * number as a phone and as WhatsApp, the same handle with or without '@', the same site with or
 * without 'https://www.'), is left out. Each is marked `fromKit`, with no prompt facts.
 */
export function kitContacts(
  prompt: readonly EndCardContact[],
  kit: RenderBrand['contacts'] | undefined,
): EndCardContact[] {
  if (!kit) return [];
  const added: EndCardContact[] = [];
  for (const kind of KIT_ORDER) {
    const raw = kit[kind]?.replace(/\s+/gu, ' ').trim();
    if (!raw) continue;
    if (prompt.some((contact) => contact.kind === kind)) continue;
    const contact: EndCardContact = { kind, text: shownAs(kind, raw), facts: [], fromKit: true };
    if ([...prompt, ...added].some((listed) => sameContact(listed, contact))) continue;
    added.push(contact);
  }
  return added;
}

/**
 * How the card shows a kit contact, a form's field rather than the customer's prose: an Instagram
 * handle with its '@' (a handle may hold dots, never a slash), a site without its scheme or
 * trailing slash ('https://www.flora.com.br/' is 'www.flora.com.br', one line on a phone).
 */
function shownAs(kind: BrandContactKind, text: string): string {
  if (kind === 'instagram' && !text.startsWith('@') && !text.includes('/')) return `@${text}`;
  if (kind === 'website') return text.replace(/^https?:\/\//iu, '').replace(/\/+$/u, '');
  return text;
}

/** Whether two contacts reach the same place, whatever their kinds and however typed. */
export function sameContact(a: EndCardContact, b: EndCardContact): boolean {
  const [numberA, numberB] = [numberOf(a), numberOf(b)];
  if (numberA && numberB) {
    const [short, long] =
      numberA.length <= numberB.length ? [numberA, numberB] : [numberB, numberA];
    // A number typed without its area code is the same number as the one with it.
    return long.endsWith(short);
  }
  const [handleA, handleB] = [handleOf(a), handleOf(b)];
  if (handleA && handleB) return handleA === handleB;
  const [siteA, siteB] = [siteOf(a), siteOf(b)];
  if (siteA && siteB) return siteA === siteB;
  return a.kind === b.kind && squeeze(a.text) === squeeze(b.text);
}

/** The national number of a phone or WhatsApp contact (a wa.me link's too). */
function numberOf(contact: EndCardContact): string | undefined {
  if (!NUMBER_KINDS.has(contact.kind)) return undefined;
  let digits = contact.text.replace(/\D/gu, '');
  if (digits.length >= 12 && digits.startsWith('55')) digits = digits.slice(2);
  digits = digits.replace(/^0+/u, '');
  return digits.length >= LOCAL_DIGITS ? digits : undefined;
}

/** An Instagram or other social handle, folded, from '@x', 'x' or a profile link. */
function handleOf(contact: EndCardContact): string | undefined {
  if (HANDLE_KINDS.has(contact.kind)) {
    const link = /instagram\.com\/([\w.]+)/iu.exec(contact.text);
    const handle = link ? link[1] : contact.text.replace(/^@/u, '');
    return fold(handle).replace(/\/+$/u, '');
  }
  return undefined;
}

/** A site's host and path, folded, without the scheme, 'www.' or a trailing slash. */
function siteOf(contact: EndCardContact): string | undefined {
  if (contact.kind !== 'website') return undefined;
  return fold(contact.text)
    .replace(/^[a-z]+:\/\//u, '')
    .replace(/^www\./u, '')
    .replace(/\/+$/u, '');
}

/** Letters and digits only, folded: an address or hours typed with other spacing or accents. */
function squeeze(text: string): string {
  return fold(text).replace(/[^\p{L}\p{N}]/gu, '');
}
