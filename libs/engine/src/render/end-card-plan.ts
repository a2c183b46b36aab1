import type { AspectRatio, Category, Locale } from '@cena/contracts';
import { selectContact } from '../facts/business';
import type { RenderBrand } from '../render-request';
import { kitContacts } from './brand-contacts';
import { type FittedLogo, fitLogoBox } from './brand-logo';
import { fold } from '../facts/fold';
import { collapseWhitespace, type Fact } from '../facts/fact-extractor';
import { guessLocale } from '../facts/language';
import { DANGLING_WORDS, factRanges } from '../facts/text-cuts';
import type { SKRSContext2D } from './canvas';
import { contrast, darken, lighten, mix } from './color';
import { drawableText, FONT, font } from './fonts';
import type { Box, FrameShape } from './frame-shape';
import { INK, MIN_CONTRAST, WHITE, type VideoPalette } from './palette';
import { layoutText, type TextLayout } from './typography/text-layout';
import { matchesOf } from '../facts/matches';

/** A clause break before a contact: punctuation, or a dash or bar between spaces. */
const LEAD_IN_BREAK = /[,;:.!?|](?=\s|$)|\s[-–—|]\s/gu;

/** What a contact row's icon shows. */
export type ContactKind =
  'whatsapp' | 'phone' | 'instagram' | 'social' | 'website' | 'email' | 'address' | 'hours';

/** One row of the end card: a way to reach the business, as the customer typed it. */
export interface EndCardContact {
  kind: ContactKind;
  /**
   * The prompt's own words: one fact, or for opening hours the run of days and times typed
   * together ('de segunda a sexta, das 7h às 12h').
   */
  text: string;
  /** The facts the row shows. */
  facts: string[];
  /** A contact of the brand kit the prompt does not give: the first to leave when room runs out. */
  fromKit?: boolean;
}

export interface EndCardPlan {
  /** In prompt order, at most MAX_CONTACTS. */
  contacts: EndCardContact[];
  /** Contacts left off for room; each of them is on a beat (only the main contact may leave the beats). */
  dropped: EndCardContact[];
  callToAction: string;
  /** Whether the call to action is the customer's own words (else the engine's, from CTA_TEXTS). */
  typedCallToAction: boolean;
  locale: Locale;
}

/** The card holds at most this many rows; the first to go are the last in DROP_ORDER. */
export const MAX_CONTACTS = 5;

/**
 * Which rows stay when there are too many: the main contact (the one the beats may leave out)
 * always, then the ways to act at once, then where and when, then the rest.
 */
const DROP_ORDER: readonly ContactKind[] = [
  'whatsapp',
  'phone',
  'address',
  'hours',
  'instagram',
  'website',
  'social',
  'email',
];

type Intent =
  | 'orderWhatsapp'
  | 'bookWhatsapp'
  | 'chatWhatsapp'
  | 'orderPhone'
  | 'bookPhone'
  | 'callNow'
  | 'visitStore'
  | 'visitUs'
  | 'website'
  | 'followInstagram'
  | 'chatInstagram'
  | 'bookOnline'
  | 'followUs'
  | 'write'
  | 'enroll'
  | 'signUp'
  | 'rsvp'
  | 'tickets'
  | 'viewing'
  | 'taste'
  | 'comeSee';

/** The engine's calls to action: the only words of its own a clip may show besides the Basic credit. */
export const CTA_TEXTS: Record<Intent, Record<Locale, string>> = {
  orderWhatsapp: {
    'pt-BR': 'Peça pelo WhatsApp',
    'en-US': 'Order on WhatsApp',
    'es-ES': 'Pide por WhatsApp',
    'fr-FR': 'Commandez sur WhatsApp',
    'de-DE': 'Bestell per WhatsApp',
  },
  bookWhatsapp: {
    'pt-BR': 'Agende pelo WhatsApp',
    'en-US': 'Book on WhatsApp',
    'es-ES': 'Reserva por WhatsApp',
    'fr-FR': 'Réservez sur WhatsApp',
    'de-DE': 'Termin per WhatsApp',
  },
  chatWhatsapp: {
    'pt-BR': 'Chame no WhatsApp',
    'en-US': 'Message us on WhatsApp',
    'es-ES': 'Escríbenos por WhatsApp',
    'fr-FR': 'Écrivez-nous sur WhatsApp',
    'de-DE': 'Schreib uns per WhatsApp',
  },
  orderPhone: {
    'pt-BR': 'Ligue e peça',
    'en-US': 'Call to order',
    'es-ES': 'Llama y pide',
    'fr-FR': 'Appelez pour commander',
    'de-DE': 'Ruf an und bestell',
  },
  bookPhone: {
    'pt-BR': 'Agende seu horário',
    'en-US': 'Book your appointment',
    'es-ES': 'Pide tu cita',
    'fr-FR': 'Prenez rendez-vous',
    'de-DE': 'Termin vereinbaren',
  },
  callNow: {
    'pt-BR': 'Ligue agora',
    'en-US': 'Call now',
    'es-ES': 'Llama ahora',
    'fr-FR': 'Appelez-nous',
    'de-DE': 'Ruf uns an',
  },
  visitStore: {
    'pt-BR': 'Visite a loja',
    'en-US': 'Visit the store',
    'es-ES': 'Visita la tienda',
    'fr-FR': 'Passez en boutique',
    'de-DE': 'Besuch unseren Laden',
  },
  visitUs: {
    'pt-BR': 'Venha nos visitar',
    'en-US': 'Come visit us',
    'es-ES': 'Ven a visitarnos',
    'fr-FR': 'Venez nous voir',
    'de-DE': 'Besuch uns',
  },
  website: {
    'pt-BR': 'Acesse o site',
    'en-US': 'Visit our website',
    'es-ES': 'Visita nuestra web',
    'fr-FR': 'Rendez-vous sur le site',
    'de-DE': 'Besuch unsere Website',
  },
  followInstagram: {
    'pt-BR': 'Siga no Instagram',
    'en-US': 'Follow us on Instagram',
    'es-ES': 'Síguenos en Instagram',
    'fr-FR': 'Suivez-nous sur Instagram',
    'de-DE': 'Folge uns auf Instagram',
  },
  chatInstagram: {
    'pt-BR': 'Chame no Instagram',
    'en-US': 'Message us on Instagram',
    'es-ES': 'Escríbenos por Instagram',
    'fr-FR': 'Écrivez-nous sur Instagram',
    'de-DE': 'Schreib uns auf Instagram',
  },
  bookOnline: {
    'pt-BR': 'Agende pelo site',
    'en-US': 'Book online',
    'es-ES': 'Reserva online',
    'fr-FR': 'Réservez en ligne',
    'de-DE': 'Online buchen',
  },
  followUs: {
    'pt-BR': 'Siga a gente',
    'en-US': 'Follow us',
    'es-ES': 'Síguenos',
    'fr-FR': 'Suivez-nous',
    'de-DE': 'Folge uns',
  },
  write: {
    'pt-BR': 'Fale com a gente',
    'en-US': 'Get in touch',
    'es-ES': 'Escríbenos',
    'fr-FR': 'Écrivez-nous',
    'de-DE': 'Schreib uns',
  },
  // 'Matrículas' or 'Inscrições': the noun the customer typed (signUp when they typed neither, in
  // the languages where that is the usual word).
  enroll: {
    'pt-BR': 'Matrículas abertas',
    'en-US': 'Enroll now',
    'es-ES': 'Matrícula abierta',
    'fr-FR': 'Inscriptions ouvertes',
    'de-DE': 'Jetzt anmelden',
  },
  signUp: {
    'pt-BR': 'Inscrições abertas',
    'en-US': 'Sign up now',
    'es-ES': 'Inscripciones abiertas',
    'fr-FR': 'Inscriptions ouvertes',
    'de-DE': 'Jetzt anmelden',
  },
  rsvp: {
    'pt-BR': 'Confirme presença',
    'en-US': 'RSVP now',
    'es-ES': 'Confirma tu asistencia',
    'fr-FR': 'Confirmez votre présence',
    'de-DE': 'Jetzt zusagen',
  },
  tickets: {
    'pt-BR': 'Garanta seu ingresso',
    'en-US': 'Get your tickets',
    'es-ES': 'Consigue tu entrada',
    'fr-FR': 'Prenez vos billets',
    'de-DE': 'Tickets sichern',
  },
  viewing: {
    'pt-BR': 'Agende sua visita',
    'en-US': 'Book a viewing',
    'es-ES': 'Agenda tu visita',
    'fr-FR': 'Réservez une visite',
    'de-DE': 'Besichtigung vereinbaren',
  },
  taste: {
    'pt-BR': 'Venha provar',
    'en-US': 'Come taste it',
    'es-ES': 'Ven a probarlo',
    'fr-FR': 'Venez goûter',
    'de-DE': 'Komm probieren',
  },
  comeSee: {
    'pt-BR': 'Venha conhecer',
    'en-US': 'Come see us',
    'es-ES': 'Ven a conocernos',
    'fr-FR': 'Venez découvrir',
    'de-DE': 'Komm vorbei',
  },
};

/** Every call to action the engine may write, in the five languages. */
export const CTA_VOCABULARY: readonly string[] = Object.values(CTA_TEXTS).flatMap((texts) =>
  Object.values(texts),
);

/** Businesses whose customers order something. */
const ORDERING: ReadonlySet<Category> = new Set(['food', 'bakery', 'retail', 'fashion']);
/** Businesses whose customers book a time. */
const BOOKING: ReadonlySet<Category> = new Set(['beauty', 'barber', 'health', 'pets']);
/** Businesses with a shop to walk into. */
const STORES: ReadonlySet<Category> = new Set(['retail', 'fashion', 'tech', 'pets', 'bakery']);

/** The channel the call to action names, best first. */
const CHANNEL_ORDER: readonly ContactKind[] = [
  'whatsapp',
  'phone',
  'address',
  'hours',
  'website',
  'instagram',
  'social',
  'email',
];

/** The nouns a customer uses for joining a course or a gym, by the intent that repeats them. */
const JOIN_NOUNS: [Intent, RegExp][] = [
  ['enroll', /(?<!\p{L})(?:matricul|matrícul|enrol)/iu],
  ['signUp', /(?<!\p{L})(?:inscri[cçp]|inscrev|inscrib|inscríb|sign(?:ing)?[- ]?up|regist)/iu],
];
/** Joining, when the customer named it with neither noun: each language's usual word. */
const JOIN_DEFAULT: Record<Locale, Intent> = {
  'pt-BR': 'enroll',
  'en-US': 'enroll',
  'es-ES': 'signUp',
  'fr-FR': 'signUp',
  'de-DE': 'signUp',
};
/** An event one pays to enter: tickets, not a reply. */
const TICKETS = /(?<!\p{L})(?:ingressos?|tickets?|entradas|billets?|karten)(?!\p{L})/iu;
/** Verbs that ask to write to the business, not to follow it ('Chama no @amigofielpet'). */
const CHAT_VERBS = new Set(
  ['chame', 'chama', 'fale', 'manda', 'dm', 'message', 'text', 'escríbenos', 'contactez'].map(fold),
);

/** What the customer's words lead to: the joining noun they typed, and a channel they named with a verb. */
interface TypedCues {
  text: string;
  locale: Locale;
  /** The first channel contact whose lead-in opens with a call verb, and that verb. */
  led?: { kind: ContactKind; verb: string };
}

function joinIntent(cues: TypedCues): Intent {
  const found = JOIN_NOUNS.map(([intent, pattern]) => ({ intent, at: cues.text.search(pattern) }))
    .filter((hit) => hit.at >= 0)
    .sort((a, b) => a.at - b.at);
  return found[0]?.intent ?? JOIN_DEFAULT[cues.locale];
}

function intentFor(category: Category, contacts: EndCardContact[], cues: TypedCues): Intent {
  if (category === 'education' || category === 'fitness') return joinIntent(cues);
  if (category === 'events') return TICKETS.test(cues.text) ? 'tickets' : 'rsvp';
  if (category === 'real_estate') return 'viewing';
  let channel = CHANNEL_ORDER.find((kind) => contacts.some((contact) => contact.kind === kind));
  // A place is the default channel, but the customer asked to act online ('Chama no @…').
  if ((channel === 'address' || channel === 'hours') && cues.led) channel = cues.led.kind;
  switch (channel) {
    case 'whatsapp':
      return ORDERING.has(category)
        ? 'orderWhatsapp'
        : BOOKING.has(category)
          ? 'bookWhatsapp'
          : 'chatWhatsapp';
    case 'phone':
      return ORDERING.has(category)
        ? 'orderPhone'
        : BOOKING.has(category)
          ? 'bookPhone'
          : 'callNow';
    case 'address':
    case 'hours':
      return STORES.has(category) ? 'visitStore' : 'visitUs';
    case 'website':
      return BOOKING.has(category) ? 'bookOnline' : 'website';
    case 'instagram':
      return cues.led?.kind === 'instagram' && CHAT_VERBS.has(cues.led.verb)
        ? 'chatInstagram'
        : 'followInstagram';
    case 'social':
      return 'followUs';
    case 'email':
      return 'write';
    case undefined:
      if (category === 'food' || category === 'bakery') return 'taste';
      if (BOOKING.has(category)) return 'bookPhone';
      return STORES.has(category) ? 'visitStore' : 'comeSee';
  }
}

/**
 * Words that open a call to action a customer types: verbs, and the nouns that say what the
 * channel after them takes ('Encomendas pelo WhatsApp', 'Reservas pelo (11) …'). A noun may
 * stand alone on the card; a lone verb ('Agende', 'Call') says less than the engine's phrase.
 */
const CTA_VERBS = new Set(
  [
    // pt
    'peça',
    'peca',
    'pede',
    'encomende',
    'agende',
    'marque',
    'ligue',
    'chame',
    'chama',
    'fale',
    'visite',
    'venha',
    'vem',
    'compre',
    'garanta',
    'confirme',
    'siga',
    'acesse',
    'faça',
    'reserve',
    'matricule-se',
    'inscreva-se',
    // en
    'order',
    'book',
    'call',
    'visit',
    'follow',
    'shop',
    'get',
    'join',
    'text',
    'message',
    'dm',
    'come',
    'grab',
    // es
    'pide',
    'llama',
    'llámanos',
    'visita',
    'ven',
    'síguenos',
    'sigue',
    'compra',
    'confirma',
    'escríbenos',
    'inscríbete',
    'reserva',
    // fr
    'commandez',
    'commande',
    'commander',
    'réservez',
    'appelez',
    'venez',
    'visitez',
    'suivez',
    'contactez',
    'inscrivez-vous',
    // de
    'bestellen',
    'bestell',
    'bestellt',
    'reservieren',
    'ruf',
    'ruft',
    'rufen',
    'besuchen',
    'besucht',
    'besuch',
    'folge',
    'folgt',
    'buchen',
    'buch',
    'anmelden',
  ].map(fold),
);
const CTA_NOUNS = new Set(
  [
    'encomendas',
    'pedidos',
    'reservas',
    'agendamentos',
    'agendamento',
    'delivery',
    'matrículas',
    'inscrições',
    'orders',
    'bookings',
    'reservations',
    'appointments',
    'inscripciones',
    'commandes',
    'réservations',
    'rendez-vous',
    'inscriptions',
    'bestellungen',
    'reservierungen',
    'termine',
    'anmeldung',
  ].map(fold),
);
/** Longest typed call to action the pill takes. */
const MAX_TYPED_CTA_CHARS = 32;

/** Channels: the words before them may be a call to action ('Peça pelo zap', 'Shop now at'). */
export const CHANNEL_KINDS: ReadonlySet<ContactKind> = new Set([
  'whatsapp',
  'phone',
  'instagram',
  'social',
  'website',
  'email',
  'address',
]);

const WHATSAPP_WORDS = /(?<![\p{L}\p{N}])(?:whats\s?app|whats|wpp|zap|zapzap|wa\.me)(?![\p{L}])/iu;
const OTHER_SOCIAL =
  /(?<![\p{L}])(?:tiktok|tik tok|twitter|x\.com|facebook|face|youtube|threads|kwai)(?![\p{L}])/iu;

/** Characters of the prompt before a phone that may still name its channel ('WhatsApp: …'). */
const CHANNEL_LOOKBACK = 28;

export interface EndCardInput {
  prompt: string;
  category: Category;
  /** The prompt's facts, with offsets in its whitespace-collapsed text. */
  facts: Fact[];
  /** An imperative clause the beats found in the prompt ('Peça pelo zap 11 97777-6655'). */
  typedCallToAction?: string;
  /** The brand kit's contacts: listed after the prompt's, which win (see kitContacts). */
  kitContacts?: RenderBrand['contacts'];
  /** The language of the engine's call to action when the prompt cannot tell (no prompt). */
  locale?: Locale;
}

/**
 * What the end card says: every way to reach the business the customer typed (in prompt order,
 * deduplicated), then the brand kit's that the prompt does not give, at most MAX_CONTACTS, and a
 * call to action in the prompt's language (fitted to all of them), their own when they typed one.
 */
export function planEndCard(input: EndCardInput): EndCardPlan {
  const text = collapseWhitespace(input.prompt);
  const locale = input.locale ?? ctaLocale(text);
  const typedContacts = collectContacts(text, input.facts);
  const all = [...typedContacts, ...kitContacts(typedContacts, input.kitContacts)];
  const main = selectContact(input.facts);
  const { kept, dropped } = capContacts(all, main);
  const typed = typedCallToAction(text, input.facts, typedContacts, input.typedCallToAction);
  const cues: TypedCues = { text, locale, led: verbLedChannel(text, input.facts, typedContacts) };
  return {
    contacts: kept,
    dropped,
    // Fitted to the prompt's own ways to reach the business; to the kit's when it gives none.
    callToAction:
      typed ??
      CTA_TEXTS[intentFor(input.category, typedContacts.length > 0 ? typedContacts : all, cues)][
        locale
      ],
    typedCallToAction: typed !== undefined,
    locale,
  };
}

/** A range of hours ('das 7h às 12h', '9am to 7pm', '11:30–14:30 Uhr'): two clock readings. */
export function isTimeRange(text: string): boolean {
  return (text.match(/\d{1,2}(?:[h:.]\d{2})?/gu) ?? []).length >= 2;
}

/** A range of days ('de segunda a sexta', 'Mo–Fr', 'Mon to Thu'); 'segunda-feira' is one day. */
export function isDayRange(text: string): boolean {
  const days = text.replace(/-feira/giu, '').replace(/week-end/giu, 'weekend');
  return /[–—]|\p{L}-\p{L}|\s-\s|\s(?:a|à|ao|al|até|to|till|until|through|thru|au|bis|hasta)\s|\s&\s/iu.test(
    days,
  );
}

/** Between two facts of one run of days and times ('sábado, 25/10, das 7h às 12h'). */
const HOURS_GAP = /^[\s,]*$/u;

function collectContacts(text: string, facts: Fact[]): EndCardContact[] {
  const sorted = [...facts].sort((a, b) => a.start - b.start);
  const found: { contact: EndCardContact; start: number }[] = [];
  for (let index = 0; index < sorted.length; index += 1) {
    const fact = sorted[index];
    if (fact.kind === 'time' || fact.kind === 'weekday' || fact.kind === 'date') {
      let last = index;
      while (
        last + 1 < sorted.length &&
        ['time', 'weekday', 'date'].includes(sorted[last + 1].kind) &&
        HOURS_GAP.test(
          text.slice(sorted[last].start + sorted[last].text.length, sorted[last + 1].start),
        )
      ) {
        last += 1;
      }
      const run = sorted.slice(index, last + 1);
      const hours = run.some(
        (item) =>
          (item.kind === 'time' && isTimeRange(item.text)) ||
          (item.kind === 'weekday' && isDayRange(item.text)),
      );
      if (hours) {
        const end = run[run.length - 1];
        found.push({
          contact: {
            kind: 'hours',
            text: text.slice(fact.start, end.start + end.text.length),
            facts: run.map((item) => item.text),
          },
          start: fact.start,
        });
      }
      index = last;
      continue;
    }
    const kind = channelKind(text, fact, sorted);
    if (kind)
      found.push({ contact: { kind, text: fact.text, facts: [fact.text] }, start: fact.start });
  }
  const seen = new Set<string>();
  return found
    .sort((a, b) => a.start - b.start)
    .map((item) => item.contact)
    .filter((contact) => {
      const key =
        contact.kind === 'phone' || contact.kind === 'whatsapp'
          ? contact.text.replace(/\D/gu, '')
          : fold(contact.text);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

function channelKind(text: string, fact: Fact, facts: Fact[]): ContactKind | undefined {
  switch (fact.kind) {
    case 'phone': {
      const previous = facts
        .filter((other) => other.start < fact.start && other.kind === 'phone')
        .map((other) => other.start + other.text.length);
      const from = Math.max(fact.start - CHANNEL_LOOKBACK, ...previous, 0);
      const before = text.slice(from, fact.start);
      const after = text.slice(fact.start + fact.text.length, fact.start + fact.text.length + 14);
      const named = WHATSAPP_WORDS.test(before) || /^\s?[(/–—-]?\s?(?:whats|wpp|zap)/iu.test(after);
      return named ? 'whatsapp' : 'phone';
    }
    case 'handle': {
      const before = text.slice(Math.max(0, fact.start - 20), fact.start);
      return OTHER_SOCIAL.test(before) && !/insta/iu.test(before) ? 'social' : 'instagram';
    }
    case 'url':
      if (/(?:^|\/\/|\.)(?:wa\.me|whatsapp\.com)/iu.test(fact.text)) return 'whatsapp';
      if (/instagram\.com/iu.test(fact.text)) return 'instagram';
      return 'website';
    case 'email':
      return 'email';
    case 'address':
      return 'address';
    default:
      return undefined;
  }
}

function capContacts(
  contacts: EndCardContact[],
  main: string | undefined,
): { kept: EndCardContact[]; dropped: EndCardContact[] } {
  if (contacts.length <= MAX_CONTACTS) return { kept: contacts, dropped: [] };
  const rank = (contact: EndCardContact) =>
    contact.facts.includes(main ?? '\u0000')
      ? -1
      : DROP_ORDER.indexOf(contact.kind) + (contact.fromKit ? DROP_ORDER.length : 0);
  const byRank = contacts
    .map((contact, index) => ({ contact, index }))
    .sort((a, b) => rank(a.contact) - rank(b.contact) || a.index - b.index);
  const keep = new Set(byRank.slice(0, MAX_CONTACTS).map((item) => item.index));
  return {
    kept: contacts.filter((_, index) => keep.has(index)),
    dropped: contacts.filter((_, index) => !keep.has(index)),
  };
}

/**
 * The prompt's language for the engine's call to action: guessLocale, unless the prompt carries
 * letters or words only one of the five languages has (a shouted 'RUA DAS LARANJEIRAS' reads as
 * German to the marker words; '¡Fiesta…' as Portuguese).
 */
export function ctaLocale(text: string): Locale {
  const cues: [Locale, RegExp][] = [
    ['es-ES', /[¡¿ñ]/iu],
    [
      'pt-BR',
      /[ãõ]|(?<!\p{L})(?:rua|terça|quarta|você|vocês|loja|pelo|pela|hoje|seu|sua|nosso|nossa)(?!\p{L})/iu,
    ],
    ['de-DE', /[ßäöü]|straße|strasse/iu],
    ['fr-FR', /[èëîïœ]|(?<![\p{L}])(?:d|l|qu)['’]\p{L}/iu],
  ];
  const matched = cues.filter(([, pattern]) => pattern.test(text)).map(([locale]) => locale);
  return matched.length === 1 ? matched[0] : guessLocale(text);
}

/**
 * The customer's own call to action, fit for the pill: the words that lead to a contact
 * ('Encomendas pelo WhatsApp …'), else the imperative clause the beats found.
 */
function typedCallToAction(
  text: string,
  facts: Fact[],
  contacts: EndCardContact[],
  fromBeats: string | undefined,
): string | undefined {
  const channels = contacts.filter((contact) => CHANNEL_KINDS.has(contact.kind));
  const candidates: string[] = [];
  let previousEnd = 0;
  for (const contact of channels) {
    const at = text.indexOf(contact.text, previousEnd);
    if (at < 0) continue;
    candidates.push(leadIn(text.slice(previousEnd, at), facts));
    previousEnd = at + contact.text.length;
  }
  if (fromBeats) candidates.push(fromBeats);
  for (const candidate of candidates) {
    const cleaned = cleanCallToAction(candidate, channels);
    if (cleaned) return cleaned;
  }
  return undefined;
}

/** The first channel the customer's own words lead to with a call verb ('Chama no @amigofielpet'). */
function verbLedChannel(text: string, facts: Fact[], contacts: EndCardContact[]): TypedCues['led'] {
  let previousEnd = 0;
  for (const contact of contacts.filter((item) => CHANNEL_KINDS.has(item.kind))) {
    const at = text.indexOf(contact.text, previousEnd);
    if (at < 0) continue;
    const first = leadIn(text.slice(previousEnd, at), facts).trim().split(/\s+/u)[0] ?? '';
    previousEnd = at + contact.text.length;
    const verb = bareWord(first);
    if (CTA_VERBS.has(verb)) return { kind: contact.kind, verb };
  }
  return undefined;
}

/** The end of `before` after its last clause break outside a fact: the words that lead to a contact. */
function leadIn(before: string, facts: Fact[]): string {
  const ranges = factRanges(before, facts);
  let start = 0;
  for (const match of matchesOf(LEAD_IN_BREAK, before)) {
    if (ranges.some((range) => match.index >= range.start && match.index < range.end)) continue;
    const after = before.slice(match.index + match[0].length);
    // 'Agende: (31) …': the words before a colon that ends the text lead to the contact.
    if (match[0] === ':' && after.trim() === '') continue;
    start = match.index + match[0].length;
  }
  return before.slice(start).replace(/:\s*$/u, '');
}

function bareWord(word: string): string {
  return fold(word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')).replace(/’/gu, "'");
}

/**
 * The customer's call to action fit for the pill: without the contacts the rows show, emoji and
 * the words left dangling ('Peça pelo zap 11 97777-6655' → 'Peça pelo zap'), opened by a call
 * word, and either two words or more or a noun that stands alone ('Reservas').
 */
function cleanCallToAction(candidate: string, channels: EndCardContact[]): string | undefined {
  let kept = candidate;
  for (const contact of channels) kept = kept.split(contact.text).join(' ');
  let words = kept
    .replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu, ' ')
    .split(/\s+/u)
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
  while (words.length > 0 && DANGLING_WORDS.has(bareWord(words[0]))) words = words.slice(1);
  words = withoutDanglingEnd(words);
  if (words.length === 0) return undefined;
  const opener = bareWord(words[0]);
  const alone = words.length === 1 && CTA_NOUNS.has(opener);
  if (!alone && !(words.length >= 2 && (CTA_VERBS.has(opener) || CTA_NOUNS.has(opener)))) {
    return undefined;
  }
  let phrase = words.join(' ');
  // 'Agende sua aula experimental pelo WhatsApp' is too long for the pill, but the WhatsApp row
  // right under it says the channel: 'Agende sua aula experimental' keeps what they asked for.
  if (phrase.length > MAX_TYPED_CTA_CHARS && namesListedChannel(words.at(-1) ?? '', channels)) {
    const kept = withoutDanglingEnd(words.slice(0, -1));
    if (kept.length >= 2) phrase = kept.join(' ');
  }
  // 'Faça já sua encomenda de bolos de aniversário': the call ends where its complement starts.
  if (phrase.length > MAX_TYPED_CTA_CHARS) phrase = beforeComplement(phrase.split(' ')) ?? phrase;
  if (phrase.length > MAX_TYPED_CTA_CHARS) return undefined;
  return /^\p{Ll}/u.test(phrase) ? phrase[0].toLocaleUpperCase('pt-BR') + phrase.slice(1) : phrase;
}

/** The words without those left dangling at their end ('Peça pelo') nor a trailing comma. */
function withoutDanglingEnd(words: string[]): string[] {
  let kept = words;
  while (kept.length > 0 && DANGLING_WORDS.has(bareWord(kept[kept.length - 1]))) {
    kept = kept.slice(0, -1);
  }
  if (kept.length === 0) return kept;
  return [...kept.slice(0, -1), kept[kept.length - 1].replace(/[,;:–—-]+$/u, '')];
}

/** Words that open a complement ('… encomenda de bolos', '… mesa para o jantar'). */
const COMPLEMENT_OPENERS = new Set(
  [
    ...['de', 'do', 'da', 'dos', 'das', 'para', 'pra', 'com', 'em', 'no', 'na', 'nos', 'nas'],
    ...['of', 'for', 'with', 'on', 'at', 'in'],
    ...['del', 'con', 'en'],
    ...['du', 'des', 'pour', 'avec'],
    ...['für', 'mit', 'von', 'zum', 'zur', 'bei', 'im'],
  ].map(fold),
);

/** The longest opening of the call that fits the pill and ends before a complement, if any. */
function beforeComplement(words: string[]): string | undefined {
  for (let end = words.length - 1; end >= 2; end--) {
    if (!COMPLEMENT_OPENERS.has(bareWord(words[end]))) continue;
    const kept = withoutDanglingEnd(words.slice(0, end));
    const phrase = kept.join(' ');
    if (kept.length >= 2 && phrase.length <= MAX_TYPED_CTA_CHARS) return phrase;
  }
  return undefined;
}

/** A channel's name as typed after a call ('… pelo WhatsApp', '… no Insta', '… par e-mail'). */
const CHANNEL_NAMES: Partial<Record<ContactKind, RegExp>> = {
  whatsapp: /^(?:whats\s?app|whats|wpp|zap|zapzap)$/iu,
  instagram: /^(?:instagram|insta|ig|direct|dm)$/iu,
  phone: /^(?:telefone|fone|tel|phone|telefon|teléfono|téléphone)$/iu,
  website: /^(?:site|website|sitio|web|webseite)$/iu,
  email: /^(?:e-?mail|correo|courriel)$/iu,
};

/** Whether `word` names the channel of one of the card's rows, which says it with its icon. */
function namesListedChannel(word: string, channels: EndCardContact[]): boolean {
  const bare = word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  return channels.some((contact) => CHANNEL_NAMES[contact.kind]?.test(bare) === true);
}

// ——— Layout ———

/**
 * The smallest type a contact may be drawn at, as a share of the frame's height: readable on a
 * phone held upright (9:16), in a feed (1:1) and on a landscape player (16:9). "Type size" is the
 * font size in px (the em box), not the cap height.
 */
export const MIN_CONTACT_SHARE: Record<AspectRatio, number> = {
  '9:16': 0.035,
  '1:1': 0.04,
  '16:9': 0.045,
};

/** The least contrast (WCAG ratio) between any text of the card and what is under it. */
export { MIN_CONTRAST };

export function minContactPx(shape: FrameShape): number {
  return Math.ceil(MIN_CONTACT_SHARE[shape.aspectRatio] * shape.height);
}

interface ShapeSizes {
  /** Contact type size when there is room; it shrinks to minContactPx, then rows wrap. */
  contactPx: number;
  ctaPx: number;
  titleMaxPx: number;
  titleMinPx: number;
  /** Space kept inside the safe box. */
  insetX: number;
  insetY: number;
  /** Rows at which the contacts go in two columns. */
  twoColumnsFrom: number;
  creditPx: number;
  /** The hero object's largest side, and its least as a share of the room it stands in. */
  heroMaxPx: number;
  heroMinShare: number;
  /** 16:9: the object beside the words rather than above them. */
  split: boolean;
  /** 1:1: a centred poster, the words on a panel the object stands on, flanked by two more. */
  centred: boolean;
  /** Space kept from the safe box's sides by a row widened for a long handle or address. */
  rowEdge: number;
}

const SIZES: Record<AspectRatio, ShapeSizes> = {
  '9:16': {
    contactPx: 52,
    ctaPx: 50,
    titleMaxPx: 80,
    titleMinPx: 50,
    insetX: 0,
    insetY: 12,
    twoColumnsFrom: Number.POSITIVE_INFINITY,
    creditPx: 24,
    heroMaxPx: 300,
    heroMinShare: 0.17,
    split: false,
    centred: false,
    rowEdge: 0,
  },
  '1:1': {
    contactPx: 54,
    ctaPx: 54,
    titleMaxPx: 96,
    titleMinPx: 56,
    insetX: 80,
    insetY: 64,
    twoColumnsFrom: Number.POSITIVE_INFINITY,
    creditPx: 28,
    heroMaxPx: 340,
    heroMinShare: 0.17,
    split: false,
    centred: true,
    rowEdge: 40,
  },
  '16:9': {
    contactPx: 40,
    ctaPx: 40,
    titleMaxPx: 76,
    titleMinPx: 46,
    insetX: 96,
    insetY: 44,
    twoColumnsFrom: 4,
    creditPx: 24,
    heroMaxPx: 420,
    heroMinShare: 0.5,
    split: true,
    centred: false,
    rowEdge: 56,
  },
};

/** The ground's gradient: from the top-left corner (0) to the bottom-right one (1). */
export interface GroundStop {
  at: number;
  color: string;
}

export type EndCardRole = 'title' | 'cta' | 'contact' | 'credit';

/** One text of the card as drawn: the layout model the renderer draws and the tests measure. */
export interface EndCardItem {
  role: EndCardRole;
  /** What was typed (the contact, the business name) or the engine's call to action. */
  text: string;
  kind?: ContactKind;
  /** The text as wrapped, top to bottom. */
  lines: string[];
  font: string;
  /** Type size in px (the em box). */
  fontPx: number;
  lineHeightPx: number;
  /** The box the lines fill. */
  textBox: Box;
  align: 'left' | 'center';
  /** The solid shape under the text, when it has one. */
  plate?: { box: Box; radius: number };
  /** The icon beside a contact: a disc of `color` holding the kind's white glyph. */
  icon?: { cx: number; cy: number; radius: number; color: string };
  textColor: string;
  /** What is under the text: its plate's colour, or the ground's colour there with the least contrast. */
  backgroundColor: string;
}

export interface EndCardLayout {
  ground: GroundStop[];
  /** The business name, laid out for kinetic drawing. */
  titleLayout: TextLayout;
  title: EndCardItem;
  cta: EndCardItem;
  contacts: EndCardItem[];
  /** The Basic plan's 'Feito com Cena'. */
  credit: EndCardItem | undefined;
  /** Where the clip's hero object stands (its square sprite box), when the card has room for it. */
  hero: Box | undefined;
  /** The brand kit's logo, in the object's place: always on the card when the kit has one. */
  logo: EndCardLogo | undefined;
  /**
   * A photo clip's own photo, framed as a print where the object would stand (when no logo
   * does), or in 9:16, when the rows need that room, standing on the floor under the safe zone:
   * the last frame shows what the customer sells beside how to buy it.
   */
  picture: EndCardLogo | undefined;
  /** Contacts left off because the card had no room for them at the least type size. */
  dropped: EndCardContact[];
  /**
   * 9:16: the band under the platforms' safe zone (their caption and buttons), filled by a floor
   * the clip's objects stand on, so the poster reaches the frame's foot instead of leaving it bare.
   */
  floor: Box | undefined;
  /**
   * The objects standing on the floor (9:16), or on the panel's top edge beside the hero object
   * (1:1): their square sprite boxes, left to right.
   */
  props: Box[];
  /**
   * Beside an object (16:9), a see-through dark card behind the words' column: the half of the
   * frame the words take is a panel, not bare ground. In 1:1, the centred poster's card under
   * the words, from the object's feet to the foot of the card. It only darkens what is under the
   * text.
   */
  panel: Box | undefined;
}

/** The side panel's fill: black at this opacity, darker than any ground under it. */
export const PANEL_ALPHA = 0.24;

/** Where the logo is drawn: whole, its aspect kept, on its plate when it needs one. */
export interface EndCardLogo {
  /** The logo's own pixels. */
  box: Box;
  /** The plate around it (see logoPlate); the box it and its padding take either way. */
  plate: { box: Box; radius: number; color: string | undefined };
}

/** The logo as the layout sizes it: its pixels and the plate it needs. */
export interface LogoInput {
  width: number;
  height: number;
  /** Its plate's colour, when it needs one. */
  plate?: string;
  /**
   * The customer's photo rather than a logo: a thin border, barely rounded, and it leaves the
   * card (before any contact does) when the words need its room.
   */
  picture?: boolean;
}

export interface EndCardLayoutInput {
  shape: FrameShape;
  palette: VideoPalette;
  title: string;
  callToAction: string;
  contacts: EndCardContact[];
  /** The main contact's text: never left off. */
  mainContact?: string;
  /** Basic plan: room for the credit and the watermark at the bottom. */
  credit?: string;
  /** Elegant tone: lighter title weight. */
  refined?: boolean;
  /** The look's display face for the business's name. */
  family?: string;
  /** The clip has a hero object to stage on the card. */
  hero?: boolean;
  /** The clip has objects to stand on the floor (9:16), whether or not a logo takes the hero's place. */
  props?: boolean;
  /** The brand kit's logo: it stands where the object would, and never leaves the card. */
  logo?: LogoInput;
  /** A photo clip's photo, where no logo stands: sized as a logo is, but it may leave. */
  picture?: { width: number; height: number };
}

/** WhatsApp's and Instagram's own colours for their icons. */
export const ICON_COLORS: Partial<Record<ContactKind, string>> = {
  whatsapp: '#1DA851',
  instagram: '#D6249F',
};

const CONTACT_WEIGHT = 700;
const CTA_WEIGHT = 600;
const LINE_HEIGHT = 1.2;
/** Sizes of a contact row against its type size. */
const ROW = { padY: 0.3, padLeft: 0.28, icon: 1.24, iconGap: 0.34, padRight: 0.6, gap: 0.3 };
/** A row's sides when a long handle or address needs the room: a smaller icon, tighter pads. */
const COMPACT_ROW = { ...ROW, padLeft: 0.2, icon: 1.08, iconGap: 0.26, padRight: 0.34 };
type RowSizes = typeof ROW;
/** Where the card has the height, its type grows past the preferred size by at most 15 %. */
const SCALES = [1.15, 1.08, 1, 0.95, 0.9, 0.85, 0.8, 0.75, 0.7, 0.65, 0.6];
/** Below this scale of the type the hero object gives up its room rather than the words. */
const HERO_MIN_SCALE = 0.8;
/**
 * Stacked, with this many rows or more, below this scale of the type the object goes beside the
 * name before it shrinks above the words (with fewer, below HERO_MIN_SCALE).
 */
const HERO_KEEP_SCALE = 0.95;
const BESIDE_FROM_ROWS = 3;
/** Beside the name, the least share of the room's height the object keeps. */
const BESIDE_LEAST_SHARE = 0.22;
/**
 * The least share of the room the object above the words keeps, by the type's scale: type grows
 * past its preferred size only beside a large object, and shrinks a little to keep one in view.
 */
function heroLeastShare(scale: number, sizes: ShapeSizes): number {
  if (scale > 1) return 0.3;
  return scale >= 0.95 ? 0.22 : sizes.heroMinShare;
}
/** The least share of the room an object above the words keeps before it leaves the card. */
const HERO_FLOOR_SHARE = 0.11;
/** Space under the object (its shadow and halo) before the business's name, against its size. */
const HERO_GAP = 0.16;
/** Spare height goes between the card's parts first, at most this share of the room each. */
const MAX_EXTRA_GAP = 0.06;

/**
 * Where the hero object stands: above the words (9:16, 1:1), beside them (16:9), beside the
 * business's name at the head of the stack (9:16, 1:1, when many rows leave the object above
 * the words too little height), or nowhere.
 */
type HeroMode = 'top' | 'side' | 'beside' | 'none';
/** Beside the name, the object's largest side against the column's width, and the gap after it. */
const BESIDE_SHARE = 0.36;
const BESIDE_GAP = 0.05;

/** A logo's plate reaches beyond it by this share of its shorter side. */
const LOGO_PAD = 0.14;
/** Above the words, a logo (with its plate) keeps at least this share of the room's height. */
const LOGO_LEAST_SHARE = 0.25;
/** What it keeps when a row of the kit would otherwise leave the card. */
const LOGO_FLOOR_SHARE = 0.15;
/** Above the words, a logo takes at most this share of their column's width. */
const LOGO_WIDTH_SHARE = 0.8;
/** In 16:9 a logo wider than this (width over height) stands above the words, not beside them. */
const LOGO_SIDE_MAX_ASPECT = 1.6;
/** A picture's white border, as a share of its shorter side, and its corners' radius. */
const PICTURE_BORDER = 0.045;
const PICTURE_RADIUS = 0.04;
/** The type keeps at least this scale beside a picture. */
const PICTURE_MIN_SCALE = 0.7;
/**
 * The share of the room's height a picture keeps: the type shrinks first to give it the larger
 * (up to the object's largest size), then it may take the smaller.
 */
const PICTURE_SHARES = [0.32, 0.25];

function fitLogo(logo: LogoInput, maxWidth: number, maxHeight: number): FittedLogo {
  const pad = logo.picture ? PICTURE_BORDER : logo.plate ? LOGO_PAD : 0;
  return fitLogoBox(logo, pad, maxWidth, maxHeight);
}

/** The logo placed with its plate's top-left corner at (x, y). */
function logoAt(logo: LogoInput, fitted: FittedLogo, x: number, y: number): EndCardLogo {
  const outer = { x, y, width: fitted.outerWidth, height: fitted.outerHeight };
  return {
    box: { x: x + fitted.pad, y: y + fitted.pad, width: fitted.width, height: fitted.height },
    plate: {
      box: outer,
      radius: Math.min(outer.width, outer.height) * (logo.picture ? PICTURE_RADIUS : 0.22),
      color: logo.plate,
    },
  };
}

/**
 * Places the card: the clip's hero object, the business name, the call to action on a pill, then
 * a plate per contact (icon and text), spread over the safe box at the largest sizes that fit. In
 * 9:16 and 1:1 the parts stack; in 16:9 the object stands beside them. Contacts keep at least
 * minContactPx and wrap at spaces rather than go smaller (a handle or address with no space
 * widens its plate, then shrinks, and breaks only when even the floor is too wide for the safe
 * box); when even that does not fit, the object goes, then the rows last in DROP_ORDER (never
 * the main contact). A brand kit's logo stands where the object would (beside the words in
 * 16:9 unless it is wide) and never goes: it shrinks to its floor, then the kit's rows leave
 * before the prompt's. A photo clip's picture stands there as a logo would, but goes first.
 */
export function layoutEndCard(ctx: SKRSContext2D, input: EndCardLayoutInput): EndCardLayout {
  const { shape } = input;
  const sizes = SIZES[shape.aspectRatio];
  const area = contentArea(shape, sizes, input.credit !== undefined);
  const minPx = minContactPx(shape);
  if (!input.logo && input.picture) {
    // The picture stays only where every contact keeps its row and the type most of its size.
    const framed = { ...input, logo: { ...input.picture, plate: WHITE, picture: true } };
    const placed = fit(ctx, framed, input.contacts, area, minPx);
    if (placed) {
      const card = assemble(ctx, framed, placed, [], area);
      return { ...card, logo: undefined, picture: card.logo };
    }
  }
  let contacts = [...input.contacts];
  const dropped: EndCardContact[] = [];
  for (;;) {
    const placed = fit(ctx, input, contacts, area, minPx);
    if (placed || !dropOne(contacts, dropped, input.mainContact)) {
      const final = placed ?? fit(ctx, input, contacts, area, minPx, true)!;
      const card = assemble(ctx, input, final, dropped, area);
      return input.picture && !input.logo
        ? { ...card, picture: floorPicture(card.floor, input.picture, shape) }
        : card;
    }
    contacts = contacts.filter((contact) => !dropped.includes(contact));
  }
}

/** The card's layout model from the placement of its parts. */
function assemble(
  ctx: SKRSContext2D,
  input: EndCardLayoutInput,
  final: Placement,
  dropped: EndCardContact[],
  area: Box,
): EndCardLayout {
  const { shape, palette } = input;
  const sizes = SIZES[shape.aspectRatio];
  const ground = groundStops(palette);
  return {
    ground,
    titleLayout: final.titleLayout,
    title: titleItem(final, input, ground),
    cta: final.cta,
    contacts: final.rows,
    credit: input.credit ? creditItem(ctx, input.credit, shape, sizes, area, ground) : undefined,
    hero: final.hero,
    logo: final.logo,
    picture: undefined,
    dropped,
    ...(sizes.centred
      ? centredPoster(final, shape, area, input.props === true)
      : { panel: sidePanel(final, shape), ...floorOf(shape, input.props === true) }),
  };
}

function dropOne(
  contacts: EndCardContact[],
  dropped: EndCardContact[],
  main: string | undefined,
): boolean {
  const candidates = contacts.filter(
    (contact) => !dropped.includes(contact) && !contact.facts.includes(main ?? '\u0000'),
  );
  if (candidates.length === 0) return false;
  // The kit's contacts go first: the prompt's are the customer's words for this video.
  const order = (contact: EndCardContact) =>
    DROP_ORDER.indexOf(contact.kind) + (contact.fromKit ? DROP_ORDER.length : 0);
  const last = candidates.reduce((worst, contact) =>
    order(contact) >= order(worst) ? contact : worst,
  );
  dropped.push(last);
  return true;
}

function contentArea(shape: FrameShape, sizes: ShapeSizes, credit: boolean): Box {
  const { safe } = shape;
  // Basic: a band for 'Feito com Cena' at the bottom of the safe box.
  const band = credit ? sizes.creditPx * 2.6 : 0;
  return {
    x: safe.x + sizes.insetX,
    y: safe.y + sizes.insetY,
    width: safe.width - 2 * sizes.insetX,
    height: safe.height - 2 * sizes.insetY - band,
  };
}

interface Placement {
  titleLayout: TextLayout;
  titleBox: Box;
  cta: EndCardItem;
  rows: EndCardItem[];
  hero: Box | undefined;
  logo: EndCardLogo | undefined;
  /** The words' column when an object or logo stands beside it. */
  sideColumn: Box | undefined;
}

/** One try of `fit`: the type's scale, the gaps' tightness, where the object goes, its least room. */
interface Attempt {
  scale: number;
  tight: number;
  hero: HeroMode;
  logoShare?: number;
  heroShare?: number;
}

/** The largest sizes at which everything fits `area`; `force`: the smallest, fitting or not. */
function fit(
  ctx: SKRSContext2D,
  input: EndCardLayoutInput,
  contacts: EndCardContact[],
  area: Box,
  minPx: number,
  force = false,
): Placement | undefined {
  const sizes = SIZES[input.shape.aspectRatio];
  const { logo } = input;
  // A logo stays whatever the type's size; in 16:9 a wide one stands above the words.
  const logoModes: HeroMode[] =
    sizes.split && logo && logo.width / logo.height <= LOGO_SIDE_MAX_ASPECT
      ? ['side', 'top']
      : ['top'];
  const modes: HeroMode[] = logo
    ? logoModes
    : input.hero
      ? sizes.split
        ? ['side', 'none']
        : ['top', 'beside', 'none']
      : ['none'];
  const last = modes[modes.length - 1];
  // With the object while the type keeps most of its size. Stacked (9:16, 1:1), above the words;
  // when the rows leave it too little height there (three rows or more, as soon as the type
  // goes under its preferred size), beside the business's name (it keeps its size, the name
  // narrows); then above the words again, shrinking with the type to its floor. Then without
  // it, type shrinking first (to its floors), then the space between and around the rows.
  const scales = (from: number, below = Number.POSITIVE_INFINITY) =>
    SCALES.filter((scale) => scale >= from && scale < below);
  const keep = contacts.length >= BESIDE_FROM_ROWS ? HERO_KEEP_SCALE : HERO_MIN_SCALE;
  // A picture only while the type keeps most of its size, and with room to be seen.
  const attempts: Attempt[] = logo?.picture
    ? PICTURE_SHARES.flatMap((logoShare) =>
        modes.flatMap((hero) =>
          scales(PICTURE_MIN_SCALE).map((scale) => ({ scale, tight: 1, hero, logoShare })),
        ),
      )
    : [
        ...modes.flatMap((hero): Attempt[] => {
          if (hero === 'none' || logo) return scales(0).map((scale) => ({ scale, tight: 1, hero }));
          if (hero === 'top') return scales(keep).map((scale) => ({ scale, tight: 1, hero }));
          if (hero === 'side') {
            return scales(HERO_MIN_SCALE).map((scale) => ({ scale, tight: 1, hero }));
          }
          return [
            ...scales(0).map((scale): Attempt => ({ scale, tight: 1, hero })),
            ...scales(HERO_MIN_SCALE, keep).map((scale): Attempt => ({
              scale,
              tight: 1,
              hero: 'top',
            })),
            ...scales(0, HERO_MIN_SCALE).map((scale): Attempt => ({
              scale,
              tight: 1,
              hero: 'top',
              heroShare: HERO_FLOOR_SHARE,
            })),
          ];
        }),
        { scale: 0.6, tight: 0.8, hero: last },
        { scale: 0.6, tight: 0.6, hero: last },
        // Last, before a row of the kit leaves, the logo gives up its room down to its floor.
        ...(logo
          ? [{ scale: 0.6, tight: 0.6, hero: 'top' as const, logoShare: LOGO_FLOOR_SHARE }]
          : []),
      ];
  for (const [index, attempt] of attempts.entries()) {
    const { scale, tight, hero } = attempt;
    const px = {
      contactPx: Math.max(minPx, Math.round(sizes.contactPx * scale)),
      ctaPx: Math.max(minPx, Math.round(sizes.ctaPx * scale)),
      titleMaxPx: Math.max(sizes.titleMinPx, sizes.titleMaxPx * scale),
      tight,
      scale,
      logoShare: attempt.logoShare,
      heroShare: attempt.heroShare,
    };
    const placed = place(ctx, input, contacts, area, px, hero);
    if (placed.fits || (force && index === attempts.length - 1)) return placed.placement;
  }
  return undefined;
}

interface Pending {
  contact: EndCardContact;
  lines: string[];
  width: number;
  height: number;
}

/** Contacts read as one token: a phone, handle, address on the web or e-mail, or any with no space. */
const WHOLE_KINDS: ReadonlySet<ContactKind> = new Set(
  [...CHANNEL_KINDS].filter((kind) => kind !== 'address'),
);

/** Whether a contact must stay on one line (it breaks only when the floor is too wide for it). */
export function isWhole(contact: EndCardContact): boolean {
  return WHOLE_KINDS.has(contact.kind) || !contact.text.trim().includes(' ');
}

function rowSides(row: RowSizes): number {
  return row.padLeft + row.icon + row.iconGap + row.padRight;
}

/**
 * The rows' type size and sides: the preferred size when every contact that is one token (a
 * handle, a site, a phone) fits `width` on one line, else the compact sides and the largest size
 * down to `minPx` at which they do (or, when none does, the preferred size again).
 */
function rowType(
  ctx: SKRSContext2D,
  tokens: string[],
  preferredPx: number,
  minPx: number,
  width: number,
): { contactPx: number; row: RowSizes } {
  const widest = (sizePx: number) => {
    ctx.font = font(CONTACT_WEIGHT, sizePx, FONT.body);
    ctx.letterSpacing = '0px';
    return Math.max(0, ...tokens.map((token) => ctx.measureText(token).width));
  };
  if (widest(preferredPx) + preferredPx * rowSides(ROW) <= width) {
    return { contactPx: preferredPx, row: ROW };
  }
  let contactPx = preferredPx;
  while (contactPx > minPx && widest(contactPx) + contactPx * rowSides(COMPACT_ROW) > width) {
    contactPx -= 1;
  }
  // Too wide even at the floor: it breaks at a dot or slash all the same, so at the larger size.
  if (widest(contactPx) + contactPx * rowSides(COMPACT_ROW) > width) {
    return { contactPx: preferredPx, row: ROW };
  }
  return { contactPx, row: COMPACT_ROW };
}

function place(
  ctx: SKRSContext2D,
  input: EndCardLayoutInput,
  contacts: EndCardContact[],
  area: Box,
  /** `tight`: 1, down to 0.6 where the rows need the room: the gaps and paddings it scales. */
  px: {
    contactPx: number;
    ctaPx: number;
    titleMaxPx: number;
    tight: number;
    scale: number;
    /** The least share of the room's height a logo above the words keeps, when not its usual. */
    logoShare?: number;
    /** The least share of the room's height the object above the words keeps, when not its usual. */
    heroShare?: number;
  },
  hero: HeroMode,
): { placement: Placement; fits: boolean } {
  const { shape, palette, logo } = input;
  const sizes = SIZES[shape.aspectRatio];
  // Beside the object, the words take the rest of the width.
  const heroColumn = hero === 'side' ? Math.min(sizes.heroMaxPx, area.width * 0.4) : 0;
  const sideGap = heroColumn * 0.2;
  const column: Box =
    hero === 'side'
      ? { ...area, x: area.x + heroColumn + sideGap, width: area.width - heroColumn - sideGap }
      : area;
  const centreX = column.x + column.width / 2;
  // Beside the name, the object's side as drawn at most, and the name's column the rest.
  const besideSide =
    hero === 'beside' ? Math.floor(Math.min(sizes.heroMaxPx, column.width * BESIDE_SHARE)) : 0;
  const besideGap = hero === 'beside' ? Math.round(column.width * BESIDE_GAP) : 0;
  const titleLayout = layoutText(ctx, input.title, {
    family: input.family,
    weight: input.refined ? 600 : 700,
    tracking: input.refined ? 0.03 : 0,
    maxWidth: (column.width - besideSide - besideGap) * 0.96,
    maxLines: 2,
    maxSizePx: px.titleMaxPx,
    minSizePx: sizes.titleMinPx * (px.tight < 1 ? 0.88 : 1),
    overflowLines: 1,
    highlightTokens: false,
    // The business's name alone on its line fills the column, up to a fifth larger.
    growOneLinePx: px.titleMaxPx * 1.2,
    hyphenate: true,
  });

  const ctaPadX = px.ctaPx * 0.7;
  const ctaOptions = {
    weight: CTA_WEIGHT,
    maxWidth: column.width - 2 * ctaPadX,
    maxSizePx: px.ctaPx,
    lineHeight: 1.16,
    highlightTokens: false,
  } as const;
  // Short of room, the pill takes one line of slightly smaller type rather than two.
  const oneLine =
    px.tight < 1
      ? layoutText(ctx, input.callToAction, {
          ...ctaOptions,
          maxLines: 1,
          minSizePx: Math.min(px.ctaPx, Math.round(minContactPx(shape) * 0.85)),
        })
      : undefined;
  const ctaLayout =
    oneLine && oneLine.lines.length === 1
      ? oneLine
      : layoutText(ctx, input.callToAction, {
          ...ctaOptions,
          maxLines: 2,
          minSizePx: Math.min(px.ctaPx, minContactPx(shape)),
        });
  const ctaPadY = ctaLayout.sizePx * 0.34;
  const ctaHeight = ctaLayout.height + 2 * ctaPadY;

  // Beside an object the rows stay in one column, at a smaller type, rather than the object go.
  const columns = contacts.length >= sizes.twoColumnsFrom && hero !== 'side' ? 2 : 1;
  const columnGap = px.contactPx * 0.6;
  const columnWidth = columns === 1 ? column.width : (column.width - columnGap) / 2;
  // A contact with no space in it may widen its plate to the safe box (less its edge) beside no
  // object, and shrink its type to the floor, before it breaks.
  const widest =
    columns === 1 && hero !== 'side'
      ? Math.max(columnWidth, shape.safe.width - 2 * sizes.rowEdge)
      : columnWidth;
  const texts = contacts.map((contact) => drawableText(contact.text));
  const tokens = texts.filter((_, index) => isWhole(contacts[index]));
  const { contactPx, row } = rowType(ctx, tokens, px.contactPx, minContactPx(shape), widest);
  const chrome = contactPx * rowSides(row);
  const contactFont = font(CONTACT_WEIGHT, contactPx, FONT.body);
  const measure = (text: string) => {
    ctx.font = contactFont;
    ctx.letterSpacing = '0px';
    return ctx.measureText(text).width;
  };
  const plateCap = Math.min(
    widest,
    Math.max(columnWidth, ...tokens.map(measure).map((w) => w + chrome)),
  );
  const textMax = plateCap - chrome;
  const lineHeightPx = contactPx * (LINE_HEIGHT - (1 - px.tight) * 0.2);
  const padY = row.padY * contactPx * px.tight;
  const pending: Pending[] = contacts.map((contact, index) => {
    const text = texts[index];
    const lines =
      isWhole(contact) && measure(text) <= textMax ? [text] : wrapContact(text, textMax, measure);
    const width = Math.max(...lines.map(measure));
    return {
      contact,
      lines,
      width,
      height: lines.length * lineHeightPx + 2 * padY,
    };
  });
  const plateWidth = Math.min(plateCap, Math.max(0, ...pending.map((item) => item.width)) + chrome);
  const rowGap = contactPx * row.gap * px.tight;
  const gridRows: Pending[][] = [];
  for (let index = 0; index < pending.length; index += columns) {
    gridRows.push(pending.slice(index, index + columns));
  }
  const rowsHeight =
    gridRows.reduce((sum, line) => sum + Math.max(...line.map((item) => item.height)), 0) +
    Math.max(0, gridRows.length - 1) * rowGap;

  const titleGap = px.ctaPx * 0.55 * px.tight;
  const ctaGap = pending.length > 0 ? contactPx * 0.75 * px.tight : 0;
  const belowTitle = titleGap + ctaHeight + ctaGap + rowsHeight;
  // Beside the name, the object takes what height the rest leaves, up to its side.
  const besideSize =
    hero === 'beside'
      ? Math.floor(Math.max(0, Math.min(besideSide, column.height - belowTitle)))
      : 0;
  const headHeight = Math.max(titleLayout.height, besideSize);
  const textHeight = headHeight + belowTitle;

  // The object takes the height the words leave, up to its largest size: the hero's square, or
  // the logo with its plate (its aspect kept), at its full size or at least its least share.
  let heroSize = 0;
  let fitted: FittedLogo | undefined;
  let fits = textHeight <= column.height;
  if (hero === 'top') {
    const room = (column.height - textHeight) / (1 + HERO_GAP);
    if (logo) {
      // The customer's own logo keeps more of the room than an object would (the type gives
      // first), in every shape: its least share is not the object's.
      const share = px.logoShare ?? (px.scale > 1 ? 0.3 : LOGO_LEAST_SHARE);
      const widest = column.width * LOGO_WIDTH_SHARE;
      fitted = fitLogo(logo, widest, Math.min(sizes.heroMaxPx, room));
      const full = fitLogo(logo, widest, sizes.heroMaxPx).outerHeight;
      fits = fits && fitted.outerHeight >= Math.min(full, share * column.height) - 0.5;
      heroSize = fitted.outerHeight;
    } else {
      heroSize = Math.floor(Math.min(sizes.heroMaxPx, column.width * 0.6, room));
      const least = (px.heroShare ?? heroLeastShare(px.scale, sizes)) * column.height;
      fits = heroSize >= Math.min(sizes.heroMaxPx, least);
    }
  } else if (hero === 'beside') {
    heroSize = besideSize;
    fits = fits && heroSize >= Math.min(besideSide, BESIDE_LEAST_SHARE * column.height);
  } else if (hero === 'side') {
    if (logo) {
      fitted = fitLogo(logo, heroColumn, area.height * 0.8);
    } else {
      heroSize = Math.floor(Math.min(heroColumn, area.height * 0.8));
      fits = fits && heroSize >= sizes.heroMinShare * area.height;
    }
  }
  const heroGap = hero === 'top' ? heroSize * HERO_GAP : 0;

  // What height is left spreads the parts over the room (each gap grows by at most
  // MAX_EXTRA_GAP of it), and the rest stays above and below, a little more below.
  const gaps = (hero === 'top' ? 1 : 0) + 1 + (pending.length > 0 ? 1 : 0);
  const used = textHeight + (hero === 'top' ? heroSize + heroGap : 0);
  const spare = Math.max(0, column.height - used);
  const extra = Math.min(spare / (gaps + 1), column.height * MAX_EXTRA_GAP);
  let y = column.y + (spare - extra * gaps) * 0.45;

  let heroBox: Box | undefined;
  let logoBox: EndCardLogo | undefined;
  if (hero === 'top') {
    if (logo && fitted) {
      logoBox = logoAt(logo, fitted, Math.round(centreX - fitted.outerWidth / 2), Math.round(y));
    } else {
      heroBox = {
        x: Math.round(centreX - heroSize / 2),
        y: Math.round(y),
        width: heroSize,
        height: heroSize,
      };
    }
    y += heroSize + heroGap + extra;
  } else if (hero === 'beside') {
    // The object and the name side by side, centred in the column as one group.
    const left = centreX - (heroSize + besideGap + titleLayout.width) / 2;
    heroBox = {
      x: Math.round(left),
      y: Math.round(y + (headHeight - heroSize) / 2),
      width: heroSize,
      height: heroSize,
    };
  } else if (hero === 'side') {
    if (logo && fitted) {
      const x = Math.round(area.x + (heroColumn - fitted.outerWidth) / 2);
      logoBox = logoAt(
        logo,
        fitted,
        x,
        Math.round(area.y + (area.height - fitted.outerHeight) / 2),
      );
    } else {
      heroBox = {
        x: Math.round(area.x + (heroColumn - heroSize) / 2),
        // A little above the middle: its shadow falls below it.
        y: Math.round(area.y + (area.height - heroSize) * 0.42),
        width: heroSize,
        height: heroSize,
      };
    }
  }

  const titleBox =
    hero === 'beside' && heroBox
      ? {
          x: heroBox.x + heroSize + besideGap,
          y: y + (headHeight - titleLayout.height) / 2,
          width: titleLayout.width,
          height: titleLayout.height,
        }
      : {
          x: centreX - titleLayout.width / 2,
          y,
          width: titleLayout.width,
          height: titleLayout.height,
        };
  y += headHeight + titleGap + extra;

  const pill = pillColors(palette);
  const ctaWidth = ctaLayout.width + 2 * ctaPadX;
  const cta: EndCardItem = {
    role: 'cta',
    text: input.callToAction,
    lines: ctaLayout.lines.map((line) => line.units.map((unit) => unit.text).join(' ')),
    font: ctaLayout.font,
    fontPx: ctaLayout.sizePx,
    lineHeightPx: ctaLayout.lineHeightPx,
    textBox: {
      x: centreX - ctaLayout.width / 2,
      y: y + ctaPadY,
      width: ctaLayout.width,
      height: ctaLayout.height,
    },
    align: 'center',
    plate: {
      box: { x: centreX - ctaWidth / 2, y, width: ctaWidth, height: ctaHeight },
      radius: Math.min(ctaHeight / 2, (ctaLayout.lineHeightPx + 2 * ctaPadY) / 2),
    },
    textColor: pill.text,
    backgroundColor: pill.plate,
  };
  y += ctaHeight + ctaGap + extra;

  const ink = contrast(palette.deep, WHITE) >= MIN_CONTRAST + 1 ? palette.deep : INK;
  const gridWidth = columns * plateWidth + (columns - 1) * columnGap;
  const rows: EndCardItem[] = [];
  for (const gridRow of gridRows) {
    const rowHeight = Math.max(...gridRow.map((item) => item.height));
    const rowWidth = gridRow.length * plateWidth + (gridRow.length - 1) * columnGap;
    const left = centreX - (gridRow.length === columns ? gridWidth : rowWidth) / 2;
    gridRow.forEach((item, index) => {
      const plateX = left + index * (plateWidth + columnGap);
      const plateY = y + (rowHeight - item.height) / 2;
      const single = lineHeightPx + 2 * padY;
      const radius = contactPx * row.icon * 0.5;
      const textX = plateX + contactPx * (row.padLeft + row.icon + row.iconGap);
      rows.push({
        role: 'contact',
        kind: item.contact.kind,
        text: item.contact.text,
        lines: item.lines,
        font: contactFont,
        fontPx: contactPx,
        lineHeightPx,
        textBox: {
          x: textX,
          y: plateY + padY,
          width: item.width,
          height: item.lines.length * lineHeightPx,
        },
        align: 'left',
        plate: {
          box: { x: plateX, y: plateY, width: plateWidth, height: item.height },
          radius: single / 2,
        },
        icon: {
          cx: plateX + contactPx * row.padLeft + radius,
          cy: plateY + item.height / 2,
          radius,
          color: ICON_COLORS[item.contact.kind] ?? iconColor(palette),
        },
        textColor: ink,
        backgroundColor: WHITE,
      });
    });
    y += rowHeight + rowGap;
  }
  return {
    placement: {
      titleLayout,
      titleBox,
      cta,
      rows,
      hero: heroBox,
      logo: logoBox,
      sideColumn: hero === 'side' ? column : undefined,
    },
    fits,
  };
}

/** The objects standing on a 9:16 floor, and their side against the frame's width. */
export const FLOOR_PROPS = 3;
const PROP_SHARE = 0.2;

/**
 * The floor under a 9:16 card's safe zone: the whole band the platform's caption and buttons
 * cover, with the clip's objects standing on it (no text goes there). Other shapes have none.
 */
function floorOf(shape: FrameShape, props: boolean): { floor: Box | undefined; props: Box[] } {
  const top = shape.safe.y + shape.safe.height;
  if (shape.height - top < shape.height * 0.1) return { floor: undefined, props: [] };
  const floor = { x: 0, y: top, width: shape.width, height: shape.height - top };
  if (!props) return { floor, props: [] };
  const side = Math.round(Math.min(shape.width * PROP_SHARE, floor.height * 0.5));
  // Their feet a little under the floor's crest, the middle one a step back (smaller, higher).
  const feet = floor.y + floor.height * 0.56;
  const boxes = Array.from({ length: FLOOR_PROPS }, (_, index) => {
    const middle = index === 1;
    const size = Math.round(middle ? side * 0.84 : side);
    const cx = shape.width * (0.2 + 0.3 * index);
    const foot = middle ? feet - side * 0.22 : feet;
    return { x: Math.round(cx - size / 2), y: Math.round(foot - size), width: size, height: size };
  });
  return { floor, props: boxes };
}

/**
 * A photo clip's picture on a 9:16 card's floor, when the rows took the room above the words:
 * its foot this far down the band, at most this share of the band's height and of the frame's
 * width. The band lies under the platforms' caption, as the text clip's objects on it do; nothing
 * there needs reading, and the last frame still shows what is sold.
 */
const FLOOR_PICTURE = { foot: 0.86, height: 0.72, width: 0.62 };

function floorPicture(
  floor: Box | undefined,
  picture: { width: number; height: number },
  shape: FrameShape,
): EndCardLogo | undefined {
  if (!floor) return undefined;
  const logo: LogoInput = { ...picture, plate: WHITE, picture: true };
  const fitted = fitLogo(
    logo,
    shape.width * FLOOR_PICTURE.width,
    floor.height * FLOOR_PICTURE.height,
  );
  const x = Math.round((shape.width - fitted.outerWidth) / 2);
  const y = Math.round(floor.y + floor.height * FLOOR_PICTURE.foot - fitted.outerHeight);
  return logoAt(logo, fitted, x, y);
}

/** The objects standing beside the object above a 1:1 card's words, one either side. */
export const SHELF_PROPS = 2;
/** Beside the object above a 1:1 card's words, each prop's side against the object's. */
const SHELF_PROP_SHARE = 0.62;
/** How far into the object's box, from its foot, the panel's top edge comes. */
const SHELF_SINK = 0.12;

/**
 * The 1:1 card as a centred poster: the words on a panel across the frame, from the feet of the
 * object above them (it stands on the panel's top edge, one of the clip's other objects either
 * side of it) down to the foot of the content area, so the square is a poster and not words
 * afloat on a gradient. Without an object above the words, the panel starts above the name.
 */
function centredPoster(
  placement: Placement,
  shape: FrameShape,
  area: Box,
  props: boolean,
): { panel: Box; floor: undefined; props: Box[] } {
  const pad = Math.round(shape.height * 0.045);
  const edge = 12;
  const centre = shape.width / 2;
  const boxes = [
    placement.titleBox,
    placement.cta.plate!.box,
    ...placement.rows.map((row) => row.plate!.box),
  ];
  const half = Math.min(
    centre - edge,
    Math.max(
      area.width / 2,
      ...boxes.map((box) => Math.max(centre - box.x, box.x + box.width - centre)),
    ) + pad,
  );
  const { hero, titleBox } = placement;
  const above = hero !== undefined && hero.y + hero.height <= titleBox.y;
  const top = above
    ? Math.round(hero.y + hero.height * (1 - SHELF_SINK))
    : Math.max(edge, Math.round(Math.min(titleBox.y, hero?.y ?? titleBox.y) - pad / 2));
  const bottom = Math.min(shape.height - edge, Math.round(area.y + area.height + pad / 2));
  const panel = {
    x: Math.round(centre - half),
    y: top,
    width: Math.round(2 * half),
    height: bottom - top,
  };
  if (!above || !props) return { panel, floor: undefined, props: [] };
  const side = Math.round(hero.height * SHELF_PROP_SHARE);
  const gap = Math.round(hero.width * 0.08);
  const feet = hero.y + hero.height;
  const reach = hero.width / 2 + gap + side / 2;
  const shelf = [centre - reach, centre + reach]
    .map((cx) => ({
      x: Math.round(cx - side / 2),
      y: Math.round(feet - side),
      width: side,
      height: side,
    }))
    .filter((box) => box.x >= edge && box.x + box.width <= shape.width - edge);
  return { panel, floor: undefined, props: shelf.length === SHELF_PROPS ? shelf : [] };
}

/**
 * The panel behind the words beside the object (16:9): their whole column, a little wider and
 * taller, inside the frame: a split poster, the same shape whatever the words.
 */
function sidePanel(placement: Placement, shape: FrameShape): Box | undefined {
  const column = placement.sideColumn;
  if (!column) return undefined;
  const pad = Math.round(shape.height * 0.045);
  const edge = 12;
  const left = Math.max(shape.safe.x + edge, column.x - pad);
  const right = Math.min(shape.safe.x + shape.safe.width - edge, column.x + column.width + pad);
  const top = Math.max(shape.safe.y + edge, column.y - pad / 2);
  const bottom = Math.min(
    shape.safe.y + shape.safe.height - edge,
    column.y + column.height + pad / 2,
  );
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** The disc of the plain icons: the palette's deepest colour, clear on the white plate. */
function iconColor(palette: VideoPalette): string {
  return contrast(palette.deep, WHITE) >= 3 ? palette.deep : INK;
}

/** The call to action's pill: the accent, nudged until its text reads at MIN_CONTRAST. */
function pillColors(palette: VideoPalette): { plate: string; text: string } {
  const text = palette.onAccent;
  let plate = palette.accent;
  for (let step = 0; step < 20 && contrast(plate, text) < MIN_CONTRAST + 0.2; step += 1) {
    plate = text === WHITE ? darken(plate, 0.08) : lighten(plate, 0.08);
  }
  return { plate, text };
}

/**
 * Splits a contact into lines no wider than `maxWidth`: at spaces, balanced; a word too long
 * for a line ('@anaepedro.casamento') breaks before a dot, slash, hyphen or underscore, so the
 * next line starts with it ('@anaepedro' | '.casamento': a dot ending a line reads as a full stop
 * and gets left out when the handle is typed), and only as a last resort between letters.
 */
export function wrapContact(
  text: string,
  maxWidth: number,
  measure: (text: string) => number,
): string[] {
  if (measure(text) <= maxWidth) return [text];
  /** `glued`: the piece continues the word before it, with no space. */
  const pieces: { text: string; glued: boolean }[] = [];
  for (const word of text.split(' ')) {
    const parts = measure(word) <= maxWidth ? [word] : breakWord(word, maxWidth, measure);
    parts.forEach((part, index) => pieces.push({ text: part, glued: index > 0 }));
  }
  const greedy = (width: number) => {
    const lines: string[] = [];
    let line = '';
    for (const piece of pieces) {
      const next = line === '' ? piece.text : `${line}${piece.glued ? '' : ' '}${piece.text}`;
      if (line !== '' && measure(next) > width) {
        lines.push(line);
        line = piece.text;
      } else {
        line = next;
      }
    }
    if (line !== '') lines.push(line);
    return lines;
  };
  const count = greedy(maxWidth).length;
  let low = maxWidth / count;
  let high = maxWidth;
  for (let step = 0; step < 10; step += 1) {
    const middle = (low + high) / 2;
    if (greedy(middle).length <= count) high = middle;
    else low = middle;
  }
  return greedy(high);
}

function breakWord(word: string, maxWidth: number, measure: (text: string) => number): string[] {
  // Never between the two slashes of '://'.
  const parts = word.split(/(?<=[^/])(?=[./_-])/u);
  const out: string[] = [];
  let current = '';
  for (const part of parts) {
    if (current !== '' && measure(current + part) > maxWidth) {
      out.push(current);
      current = part;
    } else {
      current += part;
    }
  }
  if (current !== '') out.push(current);
  // Still too wide: between letters.
  return out.flatMap((part) => {
    if (measure(part) <= maxWidth) return [part];
    const chars: string[] = [];
    let run = '';
    for (const char of part) {
      if (run !== '' && measure(run + char) > maxWidth) {
        chars.push(run);
        run = char;
      } else {
        run += char;
      }
    }
    if (run !== '') chars.push(run);
    return chars;
  });
}

function titleItem(
  placement: Placement,
  input: EndCardLayoutInput,
  ground: GroundStop[],
): EndCardItem {
  const layout = placement.titleLayout;
  const box = placement.titleBox;
  return {
    role: 'title',
    text: input.title,
    lines: layout.lines.map((line) => line.units.map((unit) => unit.text).join(' ')),
    font: layout.font,
    fontPx: layout.sizePx,
    lineHeightPx: layout.lineHeightPx,
    textBox: box,
    align: 'center',
    textColor: WHITE,
    backgroundColor: lightestGround(ground, box, input.shape),
  };
}

/** 'Feito com' and the Cena mark beside it, at a credit size. */
export function creditParts(
  credit: string,
  creditPx: number,
): { prefix: string; glyphPx: number; markTextPx: number; gapPx: number } {
  return {
    prefix: credit.replace(/\s*Cena$/u, ''),
    glyphPx: creditPx * 1.25,
    markTextPx: creditPx * 1.1,
    gapPx: creditPx * 0.4,
  };
}

function creditItem(
  ctx: SKRSContext2D,
  credit: string,
  shape: FrameShape,
  sizes: ShapeSizes,
  area: Box,
  ground: GroundStop[],
): EndCardItem {
  const fontSpec = font(500, sizes.creditPx, FONT.body);
  ctx.font = fontSpec;
  ctx.letterSpacing = '0px';
  const { prefix, glyphPx, markTextPx, gapPx } = creditParts(credit, sizes.creditPx);
  const prefixWidth = ctx.measureText(prefix).width;
  ctx.font = font(700, markTextPx);
  // bakeMark's sprite: the glyph, a gap of 0.28 glyph, the word.
  const markWidth = Math.ceil(glyphPx * 1.28 + ctx.measureText('Cena').width);
  const width = prefixWidth + gapPx + markWidth;
  const band = sizes.creditPx * 2.6;
  const box = {
    x: area.x + area.width / 2 - width / 2,
    y: area.y + area.height + (band - sizes.creditPx * LINE_HEIGHT) / 2 + sizes.insetY * 0.5,
    width,
    height: sizes.creditPx * LINE_HEIGHT,
  };
  return {
    role: 'credit',
    text: credit,
    lines: [credit],
    font: fontSpec,
    fontPx: sizes.creditPx,
    lineHeightPx: sizes.creditPx * LINE_HEIGHT,
    textBox: box,
    align: 'center',
    textColor: WHITE,
    backgroundColor: lightestGround(ground, box, shape),
  };
}

/**
 * The card's ground: the palette's deep colour into its background gradient, each stop darkened
 * until white text on it reads at MIN_CONTRAST. A colour between two stops is never lighter than
 * the lighter of them, so that holds over the whole ground.
 */
export function groundStops(palette: VideoPalette): GroundStop[] {
  const safe = (color: string) => {
    let kept = color;
    for (let step = 0; step < 30 && contrast(WHITE, kept) < MIN_CONTRAST + 0.3; step += 1) {
      kept = darken(kept, 0.06);
    }
    return kept;
  };
  return [
    { at: 0, color: safe(palette.deep) },
    { at: 0.55, color: safe(palette.backgroundFrom) },
    { at: 1, color: safe(palette.backgroundTo) },
  ];
}

/** The ground's colour at a point of the frame (the gradient runs corner to corner). */
export function groundAt(ground: GroundStop[], shape: FrameShape, x: number, y: number): string {
  const { width, height } = shape;
  const t = Math.min(1, Math.max(0, (x * width + y * height) / (width * width + height * height)));
  for (let index = 1; index < ground.length; index += 1) {
    const from = ground[index - 1];
    const to = ground[index];
    if (t <= to.at) return mix(from.color, to.color, (t - from.at) / (to.at - from.at));
  }
  return ground[ground.length - 1].color;
}

/** The ground colour under `box` that white text contrasts least with. */
function lightestGround(ground: GroundStop[], box: Box, shape: FrameShape): string {
  const { width, height } = shape;
  const along = (x: number, y: number) =>
    (x * width + y * height) / (width * width + height * height);
  const ts = [
    along(box.x, box.y),
    along(box.x + box.width, box.y),
    along(box.x, box.y + box.height),
    along(box.x + box.width, box.y + box.height),
  ];
  const [from, to] = [Math.min(...ts), Math.max(...ts)];
  // Between two stops each channel is linear and luminance a sum of convex functions of them: the
  // lightest colour over the box is at one of its ends or at a stop inside it.
  const candidates = [
    groundAt(ground, shape, box.x, box.y),
    groundAt(ground, shape, box.x + box.width, box.y),
    groundAt(ground, shape, box.x, box.y + box.height),
    groundAt(ground, shape, box.x + box.width, box.y + box.height),
    ...ground.filter((stop) => stop.at > from && stop.at < to).map((stop) => stop.color),
  ];
  return candidates.reduce((worst, color) =>
    contrast(WHITE, color) < contrast(WHITE, worst) ? color : worst,
  );
}
