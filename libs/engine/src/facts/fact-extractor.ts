import type { Locale } from '@cena/contracts';
import { BUSINESS_KIND_WORDS } from './business-words';
import { fold } from './fold';
import { matchesOf } from './matches';

/** What a user wrote that must reach the video word for word. */
export type FactKind =
  | 'quote'
  | 'url'
  | 'email'
  | 'handle'
  | 'hashtag'
  | 'price'
  | 'percent'
  | 'date'
  | 'weekday'
  | 'time'
  | 'phone'
  | 'address'
  | 'offer'
  | 'name';

export interface Fact {
  kind: FactKind;
  /** Verbatim text (for quotes, the text between the quote marks). */
  text: string;
  /** Offset in the whitespace-collapsed input. */
  start: number;
}

interface Span {
  kind: FactKind;
  start: number;
  end: number;
  text: string;
}

interface Detector {
  kind: FactKind;
  pattern: RegExp;
  /** Capture group holding the fact when it is not the whole match (quotes). */
  group?: number;
}

const NOT_BEFORE = '(?<![\\p{L}\\p{N}_])';
const NOT_AFTER = '(?![\\p{L}\\p{N}_])';

const MONTHS = [
  // pt
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
  // es
  'enero',
  'febrero',
  'marzo',
  'mayo',
  'junio',
  'julio',
  'septiembre',
  'setiembre',
  'octubre',
  'noviembre',
  'diciembre',
  // fr
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
  // de
  'januar',
  'februar',
  'märz',
  'juni',
  'juli',
  'oktober',
  'dezember',
  // en
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
/** Month names that are also everyday words ("may", "march", "mars") only count beside a day. */
const AMBIGUOUS_MONTHS = new Set(['may', 'march', 'mars', 'marco']);

const WEEKDAYS = [
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'segunda',
  'terça',
  'quarta',
  'quinta',
  'sexta',
  'sábado',
  'domingo',
  'fim de semana',
  'feriado',
  'lunes',
  'martes',
  'miércoles',
  'jueves',
  'viernes',
  'fin de semana',
  'lundi',
  'mardi',
  'mercredi',
  'jeudi',
  'vendredi',
  'samedi',
  'dimanche',
  'week-end',
  'montag',
  'dienstag',
  'mittwoch',
  'donnerstag',
  'freitag',
  'samstag',
  'sonntag',
  'wochenende',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'weekend',
];

function alternation(words: string[]): string {
  return [...words]
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|');
}

const MONTH = `(?:${alternation(MONTHS)})`;
const LONE_MONTH = `(?:${alternation(MONTHS.filter((month) => !AMBIGUOUS_MONTHS.has(month)))})`;
const WEEKDAY = `(?:${alternation(WEEKDAYS)})`;
const NUMBER = '(?:\\d{1,3}(?:[.,]\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?)';
const MAGNITUDE = '(?:\\s?(?:mil|milhão|milhões|mi|k)(?![\\p{L}]))?';

/**
 * What a price buys per, typed after it: 'R$ 89,90 por pessoa', 'R$ 250/mês', 'R$ 35 o kg',
 * '€ 20 pro Person', '$15 an hour'. Without it the price on screen says something else.
 */
const PRICE_UNITS = [
  // time
  'mês',
  'mes',
  'month',
  'mois',
  'monat',
  'ano',
  'año',
  'year',
  'jahr',
  'semana',
  'week',
  'semaine',
  'woche',
  'dia',
  'día',
  'day',
  'jour',
  'tag',
  'diária',
  'noite',
  'noche',
  'night',
  'nuit',
  'nacht',
  'hora',
  'hour',
  'heure',
  'stunde',
  // people and sessions
  'pessoa',
  'persona',
  'person',
  'personne',
  'cabeça',
  'casal',
  'aula',
  'sessão',
  'clase',
  'class',
  'session',
  'séance',
  // weights and pieces
  'kg',
  'quilo',
  'kilo',
  'litro',
  'litre',
  'liter',
  'unidade',
  'unidad',
  'unit',
  'pièce',
  'stück',
  'peça',
  'cento',
  'dúzia',
  'duzia',
  'docena',
  'dozen',
  'douzaine',
];
/** Abbreviated units that only follow a slash ('/h', '/mo', '/un'). */
const SLASH_UNITS = ['h', 'hr', 'mo', 'yr', 'an', 'un', 'unid', 'pax', 'pp', 'g', 'l'];
/** Words that tie a unit to its price: 'por', 'ao', 'o' (kg), 'per', 'a' (month), 'pro', 'im'. */
const PRICE_UNIT_LINKS = [
  'por',
  'pela',
  'pelo',
  'ao',
  'à',
  'a',
  'o',
  'al',
  'el',
  'la',
  'per',
  'an',
  'the',
  'par',
  'le',
  'pro',
  'im',
  'je',
  'die',
  'den',
];
const PER_UNIT = `(?:\\s?\\/\\s?(?:${alternation([...PRICE_UNITS, ...SLASH_UNITS])})|\\s(?:${alternation(PRICE_UNIT_LINKS)})\\s(?:${alternation(PRICE_UNITS)})|\\s(?:cada|each|chacun|chacune))(?![\\p{L}\\p{N}])`;
const PRICE_UNIT = `(?:${PER_UNIT})?`;

/** A clock time with its mark: '7h', '11h30', '10 h', '9:00', '8am', '6:30 pm', '18 Uhr'. */
const CLOCK = `\\d{1,2}(?:h\\d{2}|(?:[.:]\\d{2})?\\s?(?:am|pm|uhr|h)|:\\d{2})${NOT_AFTER}`;
/** An hour without a mark, which a range takes from its end ('von 9 bis 18 Uhr', '1-4pm'). */
const BARE_CLOCK = `\\d{1,2}(?:[.:]\\d{2})?${NOT_AFTER}`;
/** What opens a range of hours or days: 'das', 'de', 'from', 'du', 'von', 'de las'. */
const RANGE_OPENER = '(?:das|da|de|desde|del|from|du|von|vom)\\s(?:(?:las|la|los|les)\\s)?';
const RANGE_DASH = '\\s?[-–—]\\s?';
/** What joins the two ends of a range: 'às', 'a', 'até', 'to', 'au', 'bis', 'hasta las', '–'. */
const RANGE_TO = `(?:${RANGE_DASH}|\\s(?:às|as|à|a|ao|aos|al|até(?:\\s(?:às|as|à|a|o))?|hasta(?:\\s(?:las|la|el))?|a\\slas?|to|till|until|through|thru|au|jusqu'à|jusqu’à|jusqu'au|jusqu’au|bis)\\s)`;
const RANGE_BETWEEN = '(?:entre|between|zwischen)\\s(?:(?:las|la|les)\\s)?';
const RANGE_AND = '\\s(?:e|y|and|et|und)\\s(?:(?:as|às|las|la|les)\\s)?';
const TIME_RANGE = [
  `(?:${RANGE_OPENER})?${CLOCK}${RANGE_TO}${CLOCK}`,
  `${RANGE_OPENER}${BARE_CLOCK}${RANGE_TO}${CLOCK}`,
  `${BARE_CLOCK}(?:${RANGE_DASH}|\\s(?:to|bis)\\s)${CLOCK}`,
  `${RANGE_BETWEEN}(?:${CLOCK}|${BARE_CLOCK})${RANGE_AND}${CLOCK}`,
].join('|');

/** Days written short, only read as days at the ends of a range ('seg a sex', 'Mon–Fri'). */
const WEEKDAY_ABBREVIATIONS = [
  'seg',
  'ter',
  'qua',
  'qui',
  'sex',
  'sáb',
  'sab',
  'dom',
  'lun',
  'mar',
  'mié',
  'mie',
  'jue',
  'vie',
  'mon',
  'tue',
  'tues',
  'wed',
  'thu',
  'thur',
  'thurs',
  'fri',
  'sat',
  'sun',
  'mer',
  'jeu',
  'ven',
  'sam',
  'dim',
];
/** '2ª a 6ª', '2ª-feira': the numbered weekdays of Brazil. */
const NUMBERED_WEEKDAY = '[2-6]ª(?:[\\s-]feira)?';
const FULL_DAY = `(?:${WEEKDAY}s?|${NUMBERED_WEEKDAY})${NOT_AFTER}`;
const SHORT_DAY = `(?:${alternation(WEEKDAY_ABBREVIATIONS)})${NOT_AFTER}`;
/**
 * Short days only pair with short days ('seg a sex'): 'ter' and 'sat' are also words ('vai ter a
 * sexta livre'). The start may keep an abbreviation's full stop ('seg. a sex'), not the end, where
 * a sentence may stop.
 */
const DAY_RANGE = `(?:${RANGE_OPENER})?(?:${FULL_DAY}${RANGE_TO}${FULL_DAY}|${SHORT_DAY}\\.?${RANGE_TO}${SHORT_DAY})`;
/** German two-letter days ('Mo–Fr', 'Di bis Sa') are other languages' words ('do', 'mi', 'so'): capitalised and German-joined only. */
const GERMAN_DAY = '(?:Mo|Di|Mi|Do|Fr|Sa|So|MO|DI|MI|DO|FR|SA|SO)';
const GERMAN_DAY_RANGE = `(?:(?:von|vom)\\s)?${GERMAN_DAY}\\.?(?:${RANGE_DASH}|\\sbis\\s)${GERMAN_DAY}${NOT_AFTER}`;

/** A house number: '123', '1.234', '45B', 'nº 45', 'número 45', 's/n' (no number). */
const ADDRESS_NUMBER =
  '(?:(?:n[º°o.]?\\s?|número\\s)?(?:\\d{1,3}(?:\\.\\d{3})+|\\d{1,5}[A-Za-z]?)|s\\/n[º°o]?)';
/** Titles abbreviated inside a street's name: 'Av. Pres. Vargas', 'Rua Dr. Arnaldo', 'R. Sta. Ifigênia'. */
const STREET_TITLES = [
  'pres',
  'presid',
  'dr',
  'dra',
  'prof',
  'profa',
  'gov',
  'sen',
  'dep',
  'eng',
  'gen',
  'cel',
  'mal',
  'cap',
  'ten',
  'sta',
  'sto',
  'pe',
  'cons',
  'des',
  'min',
];
/** A character of a street's name: no sentence mark, but a title's full stop stays inside. */
const STREET_NAME_CHAR = `(?:[^,.;!?\\n]|(?<=(?:^|\\s)(?:${alternation(STREET_TITLES)}))\\.(?=\\s))`;
const INSTALMENTS = '(?:\\d{1,2}\\s?x\\s?(?:de\\s)?)?';
const CURRENCY_WORD = '(?:€|(?:reais|real|euros?|EUR|BRL|USD|dólares|dollars)(?![\\p{L}]))';
const ADDRESS_TERMINATOR = '(?=[,.;!?\\n]|$|\\s(?:no|na|em|perto|ao|-|–|—)\\s)';
const STREET_PT_ES = '(?:rua|avenida|av\\.|alameda|travessa|praça|estrada|rodovia|calle|avda\\.)';
const STREET_CAPITALISED = '(?:Largo|Plaza|Paseo|Rue|Avenue|Boulevard|Place|Chemin|Quai)';

/**
 * Offer terms a customer expects to see as typed: 'só hoje', 'grátis', 'free', 'kostenlos',
 * 'offert'. Percentages ('50% off') and deadlines ('até 15/01': the date) have their own kinds.
 */
const OFFER_TERMS = [
  // pt
  'só hoje',
  'somente hoje',
  'apenas hoje',
  'só amanhã',
  'hoje e amanhã',
  'frete grátis',
  'entrega grátis',
  'grátis',
  'gratis',
  'gratuitos?',
  'gratuitas?',
  'brinde',
  'leve \\d+ pague \\d+',
  'compre \\d+ leve \\d+',
  'últimas unidades',
  'últimas vagas',
  'vagas limitadas',
  'queima de estoque',
  'black friday',
  // es
  'solo hoy',
  'sólo hoy',
  'envío gratis',
  '\\d\\s?x\\s?\\d(?!\\d)',
  '\\d por \\d',
  // en
  'today only',
  'only today',
  'free shipping',
  'buy one get one free',
  'buy one get one',
  'free',
  // fr
  "aujourd'hui seulement",
  'aujourd’hui seulement',
  'livraison offerte',
  'offerts?',
  'offertes?',
  'gratuite?s?',
  // de
  'nur heute',
  'versandkostenfrei',
  'kostenlos',
  'kostenlose[nrs]?',
];

function re(source: string, flags = 'giu'): RegExp {
  return new RegExp(source, flags);
}

/** Detectors in priority order: an earlier one wins where two overlap. */
const DETECTORS: Detector[] = [
  { kind: 'quote', pattern: re('["“«]\\s?([^"“”«»\\n]{1,80}?)\\s?["”»]'), group: 1 },
  {
    kind: 'quote',
    pattern: re("(?<=^|[\\s(])['‘]([^'‘’\\n]{2,60}?)['’](?=$|[\\s,.;:!?)])"),
    group: 1,
  },
  { kind: 'email', pattern: re(`${NOT_BEFORE}[\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)+`) },
  { kind: 'url', pattern: re(`${NOT_BEFORE}(?:https?:\\/\\/|www\\.)[^\\s<>"]*[^\\s<>".,;:!?)]`) },
  {
    kind: 'url',
    pattern: re(
      `(?<![\\p{L}\\p{N}_@])[a-z0-9][a-z0-9-]*(?:\\.[a-z0-9-]+)*\\.(?:com|net|org|io|app|shop|store|site|online|br|pt|es|fr|de)(?:\\.[a-z]{2})?(?:\\/[^\\s<>"]*[^\\s<>".,;:!?)])?${NOT_AFTER}`,
    ),
  },
  {
    kind: 'handle',
    pattern: re('(?<![\\p{L}\\p{N}_.@])@[A-Za-z0-9_](?:[A-Za-z0-9_.]*[A-Za-z0-9_])?'),
  },
  { kind: 'hashtag', pattern: re('(?<![\\p{L}\\p{N}_&#])#[\\p{L}\\p{N}_]+') },
  {
    kind: 'price',
    pattern: re(
      `${NOT_BEFORE}${INSTALMENTS}(?:R\\$|US\\$|U\\$|€|£|\\$)\\s?${NUMBER}${MAGNITUDE}${PRICE_UNIT}`,
    ),
  },
  {
    kind: 'price',
    pattern: re(`${NOT_BEFORE}${NUMBER}${MAGNITUDE}\\s?${CURRENCY_WORD}${PRICE_UNIT}`),
  },
  {
    kind: 'percent',
    pattern: re(`${NOT_BEFORE}\\d{1,3}(?:[.,]\\d{1,2})?\\s?%(?:\\s?off)?${NOT_AFTER}`),
  },
  // Streets named after a date ('Rua 25 de Março, 1200', 'Av. 9 de Julho'), before the dates
  // would take their names for a date.
  {
    kind: 'address',
    pattern: re(
      `${NOT_BEFORE}${STREET_PT_ES}\\s(?:\\d{1,2}|[IVX]{1,4})\\sde\\s${MONTH}(?:,?\\s${ADDRESS_NUMBER})?${NOT_AFTER}`,
    ),
  },
  {
    kind: 'date',
    pattern: re(`${NOT_BEFORE}\\d{1,2}\\/\\d{1,2}(?:\\/(?:\\d{4}|\\d{2}))?${NOT_AFTER}`),
  },
  { kind: 'date', pattern: re(`${NOT_BEFORE}\\d{1,2}\\.\\d{1,2}\\.(?:\\d{4}|\\d{2})?`) },
  { kind: 'date', pattern: re(`${NOT_BEFORE}\\d{4}-\\d{2}-\\d{2}${NOT_AFTER}`) },
  {
    kind: 'date',
    pattern: re(
      `${NOT_BEFORE}\\d{1,2}(?:º|°|ª|\\.|er|st|nd|rd|th)?\\s(?:de\\s)?${MONTH}(?:\\s(?:de\\s)?\\d{4})?${NOT_AFTER}`,
    ),
  },
  {
    kind: 'date',
    pattern: re(`${NOT_BEFORE}${MONTH}\\s\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s\\d{4})?${NOT_AFTER}`),
  },
  { kind: 'date', pattern: re(`${NOT_BEFORE}(?:dia|día)\\s\\d{1,2}${NOT_AFTER}`) },
  { kind: 'date', pattern: re(`${NOT_BEFORE}${LONE_MONTH}${NOT_AFTER}`) },
  // Ranges before their ends: 'das 7h às 12h' and 'de segunda a sexta' are one fact each, with
  // the words that join them; shown apart ('7h 12h') they say nothing.
  { kind: 'time', pattern: re(`${NOT_BEFORE}(?:${TIME_RANGE})`) },
  { kind: 'weekday', pattern: re(`${NOT_BEFORE}${DAY_RANGE}`) },
  { kind: 'weekday', pattern: re(`${NOT_BEFORE}${GERMAN_DAY_RANGE}`, 'gu') },
  { kind: 'time', pattern: re(`${NOT_BEFORE}\\d{1,2}h(?:\\d{2})?${NOT_AFTER}`) },
  // A clock's mark after a space ('18:00 Uhr', '6:30 pm') belongs to it.
  { kind: 'time', pattern: re(`${NOT_BEFORE}\\d{1,2}(?:[.:]\\d{2})?\\sUhr${NOT_AFTER}`) },
  { kind: 'time', pattern: re(`${NOT_BEFORE}\\d{1,2}(?::\\d{2})?\\s?(?:am|pm)${NOT_AFTER}`) },
  { kind: 'time', pattern: re(`${NOT_BEFORE}\\d{1,2}:\\d{2}(?:\\s?h)?${NOT_AFTER}`) },
  { kind: 'phone', pattern: re(`${NOT_BEFORE}0800[\\s-]?\\d{3}[\\s-]?\\d{4}${NOT_AFTER}`) },
  {
    kind: 'phone',
    pattern: re(
      `(?<![\\p{L}\\p{N}_+])(?:\\+\\d{1,3}\\s?)?(?:\\(\\d{2,3}\\)\\s?|\\d{2}\\s)?9?\\s?\\d{4}[\\s.-]?\\d{4}${NOT_AFTER}`,
    ),
  },
  { kind: 'phone', pattern: re(`${NOT_BEFORE}0\\d(?:[\\s.]\\d{2}){4}${NOT_AFTER}`) },
  {
    kind: 'phone',
    pattern: re(`(?<![\\p{L}\\p{N}_+])\\(\\d{3}\\)\\s?\\d{3}[\\s.-]\\d{4}${NOT_AFTER}`),
  },
  { kind: 'phone', pattern: re(`${NOT_BEFORE}[6789]\\d{2}\\s\\d{3}\\s\\d{3}${NOT_AFTER}`) },
  { kind: 'phone', pattern: re(`${NOT_BEFORE}0\\d{2,4}\\s\\d{6,8}${NOT_AFTER}`) },
  {
    kind: 'phone',
    pattern: re('(?<![\\p{L}\\p{N}_])\\+\\d{1,3}(?:[\\s-]?\\d{2,4}){2,5}(?![\\p{N}])'),
  },
  {
    kind: 'offer',
    pattern: re(
      `(?<![\\p{L}\\p{N}_-])(?:${[...OFFER_TERMS].sort((a, b) => b.length - a.length).join('|')})(?![\\p{L}\\p{N}_-])`,
    ),
  },
  { kind: 'weekday', pattern: re(`${NOT_BEFORE}${WEEKDAY}s?${NOT_AFTER}`) },
  {
    kind: 'address',
    pattern: re(
      `${NOT_BEFORE}${STREET_PT_ES}\\s${STREET_NAME_CHAR}{2,60}?,?\\s${ADDRESS_NUMBER}${NOT_AFTER}`,
    ),
  },
  {
    kind: 'address',
    pattern: re(
      `${NOT_BEFORE}${STREET_PT_ES}\\s(?:d[aoe]s?\\s)?[\\p{Lu}\\d]${STREET_NAME_CHAR}{0,60}?(?:,?\\s${ADDRESS_NUMBER})?${ADDRESS_TERMINATOR}`,
    ),
  },
  {
    kind: 'address',
    pattern: re(
      `${NOT_BEFORE}${STREET_CAPITALISED}\\s[^,.;!?\\n]{2,40}?(?:,?\\s${ADDRESS_NUMBER})?${ADDRESS_TERMINATOR}`,
      'gu',
    ),
  },
  {
    kind: 'address',
    pattern: re(
      `${NOT_BEFORE}\\d{1,4}(?:\\sbis|\\ster)?,?\\s(?:rue|avenue|boulevard|place|chemin|allée|quai)\\s[^,.;!?\\n]{2,40}?${ADDRESS_TERMINATOR}`,
    ),
  },
  {
    kind: 'address',
    pattern: re(
      `${NOT_BEFORE}\\p{Lu}[\\p{L}-]*(?:straße|strasse|weg|platz|allee|gasse|ring|damm)\\s\\d{1,4}[a-z]?${NOT_AFTER}`,
      'gu',
    ),
  },
  {
    kind: 'address',
    pattern: re(
      `${NOT_BEFORE}\\d{1,5}\\s(?:\\p{Lu}[\\p{L}]*\\s){1,3}(?:Street|St\\.|Avenue|Ave\\.|Road|Rd\\.|Boulevard|Blvd\\.|Lane|Drive)`,
      'gu',
    ),
  },
];

/** Lower-case words that may sit inside a name: "Casa de Bolos", "Ana e Pedro", "Haus am See". */
const NAME_CONNECTORS = new Set([
  'de',
  'da',
  'do',
  'das',
  'dos',
  'e',
  'del',
  'la',
  'las',
  'los',
  'y',
  'le',
  'les',
  'du',
  'des',
  'et',
  'em',
  'en',
  'di',
  'of',
  'the',
  'and',
]);

/** German capitalises every noun: there only '&' may join two capitalised words into a name. */
const GERMAN_NAME_CONNECTORS = new Set<string>();

/** Capitalised only because they open a sentence: never the start of a name. */
const SENTENCE_OPENERS = new Set([
  'promocao',
  'promocoes',
  'lancamento',
  'inauguracao',
  'casamento',
  'oferta',
  'ofertas',
  'venha',
  'vem',
  'quero',
  'queremos',
  'queria',
  'preciso',
  'faca',
  'faz',
  'crie',
  'gere',
  'video',
  'novo',
  'nova',
  'hoje',
  'amanha',
  'aproveite',
  'conheca',
  'chegou',
  'garanta',
  'so',
  'apenas',
  'aqui',
  'agora',
  'o',
  'a',
  'os',
  'as',
  'um',
  'uma',
  'nosso',
  'nossa',
  'meu',
  'minha',
  'super',
  'mega',
  'para',
  'pra',
  'com',
  'no',
  'na',
  'em',
  'de',
  'e',
  'the',
  'an',
  'our',
  'my',
  'new',
  'come',
  'get',
  'for',
  'el',
  'la',
  'los',
  'las',
  'nuestro',
  'nuestra',
  'nuevo',
  'nueva',
  'ven',
  'le',
  'les',
  'notre',
  'nos',
  'nouveau',
  'nouvelle',
  'venez',
  'der',
  'die',
  'das',
  'unser',
  'unsere',
  'neu',
  'neue',
  'komm',
  'kommt',
  'i',
  'we',
  'make',
  'create',
  'video',
  'vidéo',
  'vídeo',
  'promo',
  'sale',
  'call',
  'book',
  'shop',
  'follow',
  'visit',
  'order',
  'join',
  'siga',
  'ligue',
  'agende',
  'reserve',
  'confira',
  'peca',
  'llama',
  'reserva',
  'visita',
  'appelez',
  'reservez',
  'buchen',
]);

/** Titles written with a full stop that belong to the name after them ("Dra. Camila Rocha"). */
/** Where to reach a business, not its name: 'pelo WhatsApp', 'no Instagram'. */
const CHANNEL_NAMES = new Set([
  'whatsapp',
  'whats',
  'zap',
  'instagram',
  'insta',
  'facebook',
  'tiktok',
  'telegram',
  'messenger',
  'youtube',
  'dm',
  'inbox',
]);

const TITLES = new Set(['dr', 'dra', 'prof', 'profa', 'sr', 'sra', 'mr', 'mrs', 'ms', 'mme', 'st']);

const NAME_TOKEN = /[\p{L}\p{N}][\p{L}\p{N}'’&.-]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu;

function isCapitalised(token: string): boolean {
  return /^\p{Lu}/u.test(token) || /^\p{Ll}+\p{Lu}/u.test(token);
}

/** Mixed case or digits inside ("iPhone", "TechMais", "S24") marks a brand even in German. */
function isBrandShaped(token: string): boolean {
  return (
    /^\p{Ll}+\p{Lu}/u.test(token) ||
    /\p{Ll}\p{Lu}/u.test(token) ||
    /^\p{Lu}{2,}$/u.test(token) ||
    (/\p{Lu}/u.test(token) && /\p{N}/u.test(token))
  );
}

function opensSentence(text: string, start: number): boolean {
  const before = text.slice(0, start).replace(/[\s"“«'‘(¡¿\-–—•]+$/u, '');
  return before.length === 0 || /[.!?:;\n]$/u.test(before);
}

interface Token {
  text: string;
  start: number;
  end: number;
}

/**
 * Capitalised runs that are not sentence openers: business names ("Padaria Pão Dourado"),
 * people ("Ana e Pedro") and products ("iPhone 15"). German capitalises every noun, so there a
 * single capitalised word only counts when it is brand-shaped.
 */
function findNames(text: string, taken: Span[], locale: Locale): Span[] {
  const free = (token: Token): boolean =>
    !taken.some((span) => token.start < span.end && token.end > span.start);
  const tokens: Token[] = matchesOf(NAME_TOKEN, text).map((match) => ({
    text: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
  if (isShouting(text)) return findShoutedNames(text, tokens, free);
  const connectors = locale === 'de-DE' ? GERMAN_NAME_CONNECTORS : NAME_CONNECTORS;
  const names: Span[] = [];
  let index = 0;
  while (index < tokens.length) {
    const first = tokens[index];
    if (!free(first) || !isCapitalised(first.text)) {
      index += 1;
      continue;
    }
    const run: Token[] = [first];
    let next = index + 1;
    while (next < tokens.length) {
      const candidate = tokens[next];
      const last = run[run.length - 1];
      const gap = text.slice(last.end, candidate.start);
      const afterTitle = TITLES.has(fold(last.text)) && /^\.\s+$/u.test(gap);
      if ((!/^\s+(?:&\s+)?$/u.test(gap) && !afterTitle) || !free(candidate)) break;
      if (isCapitalised(candidate.text)) {
        run.push(candidate);
      } else if (/^\p{N}+$/u.test(candidate.text) && isCapitalised(last.text)) {
        run.push(candidate);
      } else if (connectors.has(candidate.text) && gap.trim() === '') {
        run.push(candidate);
      } else {
        break;
      }
      next += 1;
    }
    index = next;
    while (
      run.length > 0 &&
      !isCapitalised(run[run.length - 1].text) &&
      !/^\p{N}+$/u.test(run[run.length - 1].text)
    ) {
      run.pop();
    }
    const atSentenceStart = opensSentence(text, run[0].start);
    if (atSentenceStart) {
      while (
        run.length > 0 &&
        (SENTENCE_OPENERS.has(fold(run[0].text)) || !isCapitalised(run[0].text))
      ) {
        run.shift();
      }
      if (run.length === 1 && !isBrandShaped(run[0].text)) continue;
    }
    if (run.length === 0) continue;
    if (run.length === 1) {
      const only = run[0].text;
      if (only.length < 2 || (only.length < 3 && !/^\p{Lu}{2}$/u.test(only))) continue;
      if (CHANNEL_NAMES.has(fold(only))) continue;
      if (locale === 'de-DE' && !isBrandShaped(only)) continue;
      if (SENTENCE_OPENERS.has(fold(only)) && !isBrandShaped(only)) continue;
    }
    const start = run[0].start;
    const end = run[run.length - 1].end;
    names.push({ kind: 'name', start, end, text: text.slice(start, end) });
  }
  return names;
}

/** Words that end a shouted name: connectors, prepositions and the openers of a sentence. */
const SHOUTED_NAME_STOPS = new Set([
  ...NAME_CONNECTORS,
  ...SENTENCE_OPENERS,
  'por',
  'pelo',
  'pela',
  'ate',
  'sem',
  'ao',
  'aos',
  'at',
  'on',
  'in',
  'to',
  'from',
  'with',
  'avec',
  'pour',
  'mit',
  'und',
  'am',
  'im',
]);

/** A prompt typed in capitals: every word looks like a name, so only a business cue counts. */
function isShouting(text: string): boolean {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const upper = text.match(/\p{Lu}/gu)?.length ?? 0;
  return letters >= 12 && upper / letters > 0.8;
}

/** In a shouted prompt, the words after a business cue ('NA LOJA SPORT CENTER'): up to four. */
function findShoutedNames(text: string, tokens: Token[], free: (token: Token) => boolean): Span[] {
  const names: Span[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    if (!BUSINESS_KIND_WORDS.has(fold(tokens[index].text))) continue;
    const run: Token[] = [];
    let next = index + 1;
    while (next < tokens.length && run.length < 4) {
      const candidate = tokens[next];
      const previous = run[run.length - 1] ?? tokens[index];
      const gap = text.slice(previous.end, candidate.start);
      if (!/^\s+(?:&\s+)?$/u.test(gap) || !free(candidate)) break;
      if (SHOUTED_NAME_STOPS.has(fold(candidate.text))) break;
      run.push(candidate);
      next += 1;
    }
    if (run.length === 0) continue;
    const start = run[0].start;
    const end = run[run.length - 1].end;
    names.push({ kind: 'name', start, end, text: text.slice(start, end) });
    index = next - 1;
  }
  return names;
}

/** Capitalised words that open a new phrase after an address, not its district ('…, 123, Agende'). */
const NOT_PLACES = new Set([
  ...SENTENCE_OPENERS,
  ...CHANNEL_NAMES,
  ...[
    'tel',
    'tél',
    'fone',
    'telefone',
    'cel',
    'celular',
    'contato',
    'aberto',
    'aberta',
    'abertos',
    'abierto',
    'open',
    'ouvert',
    'geoffnet',
    'horario',
    'atendemos',
    'entrega',
    'delivery',
    'reservas',
    'pedidos',
    'encomendas',
    'chama',
    'chame',
    'fale',
    'llama',
    'ruf',
  ].map(fold),
]);

const PLACE_WORD = "\\p{Lu}[\\p{L}'’-]*";
/**
 * The district, neighbourhood or city typed right after an address, up to three words, ending its
 * phrase: 'Rua Tiradentes, 88, Centro.', 'Calle Mayor 25, Madrid.', 'Estrada do Sol, s/n - Zona Rural'.
 */
const ADDRESS_PLACE = new RegExp(
  `^(?:,\\s|\\s[-–—]\\s)(${PLACE_WORD}(?:\\s(?:(?:d[aeo]s?|del|de la|du|von)\\s)?${PLACE_WORD}){0,2})(?=[,.;!?]?(?:\\s|$))`,
  'u',
);

/**
 * Makes an address's district or city part of it: split off, a beat showed 'Centro' alone and the
 * end card's address row lost it.
 */
function withPlace(text: string, address: Span): void {
  const place = ADDRESS_PLACE.exec(text.slice(address.end));
  if (!place || NOT_PLACES.has(fold(place[1].split(' ')[0]))) return;
  address.end += place[0].length;
  address.text = text.slice(address.start, address.end);
}

function overlaps(span: Span, taken: Span[]): boolean {
  return taken.some((other) => span.start < other.end && span.end > other.start);
}

/** Collapses runs of whitespace so facts and the text that carries them compare alike. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}

/**
 * Finds the facts in a prompt that must survive any rewriting verbatim: quoted names, links,
 * handles, prices, percentages, dates, weekdays, times, phone numbers, addresses and proper names.
 * Returned in reading order, each text once.
 */
export function extractFacts(input: string, locale: Locale = 'pt-BR'): Fact[] {
  const text = collapseWhitespace(input);
  const taken: Span[] = [];
  for (const detector of DETECTORS) {
    for (const match of matchesOf(detector.pattern, text)) {
      const whole: Span = {
        kind: detector.kind,
        start: match.index,
        end: match.index + match[0].length,
        text: match[0],
      };
      if (detector.kind === 'address') withPlace(text, whole);
      if (overlaps(whole, taken)) continue;
      const inner = detector.group === undefined ? undefined : match[detector.group];
      if (inner !== undefined) {
        const offset = match[0].indexOf(inner);
        taken.push({
          ...whole,
          text: inner,
          start: whole.start + offset,
          end: whole.start + offset + inner.length,
        });
        // Quote marks belong to the quote: nothing else may start inside them.
        taken.push({ ...whole, kind: 'quote', text: '' });
      } else {
        taken.push(whole);
      }
    }
  }
  const spans = [...taken.filter((span) => span.text !== ''), ...findNames(text, taken, locale)];
  spans.sort((a, b) => a.start - b.start);
  const seen = new Set<string>();
  const facts: Fact[] = [];
  for (const span of spans) {
    const factText = span.text.trim();
    if (factText === '' || seen.has(factText)) continue;
    seen.add(factText);
    facts.push({ kind: span.kind, text: factText, start: span.start });
  }
  return facts;
}
