/**
 * Where a long word may be broken with a hyphen, by syllable rules the five languages share
 * (pt-BR, es-ES, fr-FR, de-DE, en-US as far as it follows them): a single consonant between two
 * vowels opens the next syllable ('Confei-taria'); of two or more, the last one does ('Autoes-cola',
 * 'Geburtstags-feier'), or the last two when they are a consonant with l or r ('Ham-bre'). Digraphs
 * stay whole ('ch', 'sh', 'lh', 'nh', 'ph', 'th', 'sch', 'ck', 'qu', 'gu' before e or i); a run
 * with a doubled letter ('rr', 'ss', 'll': split in one language, not in another) or 'gn', and
 * two vowels side by side, give no break at all. Conservative by design: fewer breaks, none wrong.
 */

const VOWELS = new Set([...'aeiouyáéíóúâêîôûãõàèìòùäöüëïœæ']);
/** A consonant and l or r that open a syllable together. */
const ONSETS = new Set([
  'bl',
  'br',
  'cl',
  'cr',
  'dr',
  'fl',
  'fr',
  'gl',
  'gr',
  'pl',
  'pr',
  'tr',
  'vr',
  'kl',
  'kr',
]);
/** Letter groups read as one consonant, longest first. */
const DIGRAPHS = ['sch', 'ch', 'sh', 'lh', 'nh', 'ph', 'th', 'ck', 'qu'];
/** Letters on each side of a break, at least. */
const MIN_PART = 2;

interface Unit {
  text: string;
  vowel: boolean;
  /** Index of the unit's first letter in the word. */
  at: number;
}

function units(word: string): Unit[] {
  const lower = word.toLocaleLowerCase('pt-BR');
  const letters = [...lower];
  const out: Unit[] = [];
  let index = 0;
  while (index < letters.length) {
    const rest = letters.slice(index).join('');
    const digraph =
      DIGRAPHS.find((group) => rest.startsWith(group)) ??
      (/^gu[eiéí]/u.test(rest) ? 'gu' : undefined);
    if (digraph) {
      out.push({ text: digraph, vowel: false, at: index });
      index += [...digraph].length;
      continue;
    }
    out.push({ text: letters[index], vowel: VOWELS.has(letters[index]), at: index });
    index += 1;
  }
  return out;
}

/**
 * The positions (in code points) before which `word` may take a hyphen, left to right; none
 * for anything but a word of letters.
 */
export function hyphenationPoints(word: string): number[] {
  if (!/^\p{L}+$/u.test(word)) return [];
  const parts = units(word);
  const length = [...word].length;
  const points: number[] = [];
  let index = 0;
  while (index < parts.length) {
    if (parts[index].vowel) {
      index += 1;
      continue;
    }
    let end = index;
    while (end < parts.length && !parts[end].vowel) end += 1;
    const run = parts.slice(index, end);
    const between = index > 0 && end < parts.length;
    const joined = run.map((unit) => unit.text).join('');
    // 'gn' opens a syllable in French ('champa-gne') and splits in Portuguese ('dig-no'): no break.
    if (between && !/(\p{L})\1/u.test(joined) && !joined.includes('gn')) {
      const lastTwo = run.length >= 2 ? run[run.length - 2].text + run[run.length - 1].text : '';
      const opens = ONSETS.has(lastTwo) ? run.length - 2 : run.length - 1;
      const point = run[opens].at;
      if (point >= MIN_PART && length - point >= MIN_PART) points.push(point);
    }
    index = end;
  }
  return points;
}
