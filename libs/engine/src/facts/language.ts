import type { Locale } from '@cena/contracts';

/** Short words frequent in one of the five languages and rare in the others. */
const MARKERS: Record<Locale, readonly string[]> = {
  'pt-BR': [
    'de',
    'da',
    'do',
    'na',
    'no',
    'com',
    'para',
    'pelo',
    'às',
    'até',
    'em',
    'e',
    'ou',
    'só',
    'não',
    'você',
  ],
  'en-US': [
    'the',
    'of',
    'and',
    'at',
    'on',
    'for',
    'with',
    'to',
    'your',
    'our',
    'this',
    'only',
    'free',
  ],
  'es-ES': [
    'el',
    'la',
    'los',
    'las',
    'del',
    'y',
    'en',
    'con',
    'por',
    'hasta',
    'solo',
    'al',
    'gratis',
  ],
  'fr-FR': ['le', 'les', 'du', 'des', 'et', 'au', 'aux', 'avec', 'pour', 'sur', 'chez', 'à', 'dès'],
  'de-DE': [
    'der',
    'die',
    'das',
    'und',
    'mit',
    'für',
    'im',
    'am',
    'um',
    'ab',
    'bis',
    'nur',
    'zu',
    'uhr',
  ],
};

const WORDS = Object.entries(MARKERS).map(
  ([locale, words]) => [locale as Locale, new Set(words)] as const,
);

/**
 * The language a prompt is most likely written in, for the fact extractor's name rules (German
 * capitalises every noun). A render carries no locale of its own; ties go to pt-BR.
 */
export function guessLocale(text: string): Locale {
  const words = text.toLocaleLowerCase('pt-BR').match(/\p{L}+/gu) ?? [];
  let best: Locale = 'pt-BR';
  let bestScore = 0;
  for (const [locale, markers] of WORDS) {
    const score = words.filter((word) => markers.has(word)).length;
    if (score > bestScore) {
      best = locale;
      bestScore = score;
    }
  }
  return best;
}
