import type { Soundtrack, Tone } from '@cena/contracts';
import { BRIEFS, briefById } from '../facts/briefs.fixtures';
import { extractFacts } from '../facts/fact-extractor';
import { guessLocale } from '../facts/language';
import { titleFromPrompt } from '../facts/text-cuts';
import { allotSeconds, MIN_BEAT_S, readingSeconds } from './reading-time';
import { planStoryboard, textsOnScreen, type Storyboard } from './storyboard';

/** The slowest, the frames script's and the fastest pace a customer can pick. */
const PACES: [Tone, Soundtrack][] = [
  ['elegant', 'calm'],
  ['fun', 'animated'],
  ['fun', 'energetic'],
];

function board(
  prompt: string,
  durationS: number,
  [tone, soundtrack]: [Tone, Soundtrack] = ['fun', 'animated'],
  title = titleFromPrompt(prompt, 'Vídeo'),
): Storyboard {
  return planStoryboard({
    mode: 'text',
    prompt,
    title,
    durationS,
    tone,
    soundtrack,
    magicExpansion: false,
    watermark: false,
    seed: 7,
    aspectRatio: '9:16',
  });
}

function seconds(story: Storyboard): number[] {
  return story.timeline.phrases.map((span) => span.end - span.start);
}

const EPSILON = 1e-6;

describe('reading time', () => {
  it('holds every beat at least 1.2 s, more for more words', () => {
    expect(readingSeconds('Centro')).toBe(MIN_BEAT_S);
    expect(readingSeconds('Rua Tiradentes, 88, Centro')).toBeCloseTo(1.3);
    expect(readingSeconds('seg a sex das 6h às 22h')).toBeCloseTo(2.05);
    // Emoji are seen, not read.
    expect(readingSeconds('Sonho de creme a R$ 4,50 🍩')).toBeCloseTo(1.8);
  });

  it('shares the room by need, keeping 1.2 s each when the room is short', () => {
    const roomy = allotSeconds(['Centro', 'seg a sex das 6h às 22h'], 4);
    expect(roomy.reduce((sum, value) => sum + value, 0)).toBeCloseTo(4);
    expect(roomy[0]).toBeGreaterThanOrEqual(MIN_BEAT_S);
    expect(roomy[1]).toBeGreaterThanOrEqual(2.05);
    const short = allotSeconds(['Centro', 'um dois três quatro cinco seis sete oito nove dez'], 3);
    expect(short.reduce((sum, value) => sum + value, 0)).toBeCloseTo(3);
    expect(short[0]).toBeCloseTo(MIN_BEAT_S);
  });
});

describe.each(BRIEFS.map((brief) => [brief.id, brief] as const))('beats of %s', (_id, brief) => {
  const facts = extractFacts(brief.prompt, guessLocale(brief.prompt));
  const holdsFact = (beat: string) => facts.some((fact) => beat.includes(fact.text));

  it.each([4, 8])('stay on screen at least 1.2 s at every pace in %i s', (durationS) => {
    for (const pace of PACES) {
      const story = board(brief.prompt, durationS, pace);
      for (const [index, got] of seconds(story).entries()) {
        const beat = story.phrases[index];
        expect({ pace, beat, long: got >= MIN_BEAT_S - EPSILON }).toEqual({
          pace,
          beat,
          long: true,
        });
      }
    }
  });

  it('get their reading time in 8 s, unless every beat holds a fact that has nowhere else to go', () => {
    for (const pace of PACES) {
      const story = board(brief.prompt, 8, pace);
      const rushed = seconds(story).some(
        (got, index) => got < readingSeconds(story.phrases[index]) - EPSILON,
      );
      if (!rushed) continue;
      for (const beat of story.phrases) {
        expect({ pace, beat, fact: holdsFact(beat) }).toEqual({ pace, beat, fact: true });
      }
      // What the end card lists anyway left first (but for a street between a thing and its price).
      const places = story.contacts.filter((contact) => contact.kind === 'hours');
      for (const contact of places) {
        for (const fact of contact.facts) {
          expect({ pace, fact, onBeat: story.phrases.some((beat) => beat.includes(fact)) }).toEqual(
            { pace, fact, onBeat: false },
          );
        }
      }
    }
  });

  it.each([4, 8])(
    "keep a week's hours whole or leave them to the end card, in %i s",
    (durationS) => {
      for (const pace of PACES) {
        expect(loneHours(board(brief.prompt, durationS, pace))).toEqual([]);
      }
    },
  );

  it.each([4, 8])(
    'never join two phrases with a sign of the engine, nor hours with an address, in %i s',
    (durationS) => {
      const story = board(brief.prompt, durationS);
      const hours = story.contacts.filter((contact) => contact.kind === 'hours');
      const addresses = story.contacts.filter((contact) => contact.kind === 'address');
      for (const beat of story.phrases) {
        expect(beat).not.toContain(' · ');
        const both =
          hours.some((row) => row.facts.some((fact) => beat.includes(fact))) &&
          addresses.some((row) => beat.includes(row.text));
        expect({ beat, both }).toEqual({ beat, both: false });
      }
    },
  );

  it.each(['derived', 'none'])('never shows a cut phrase (…) with the %s title', (titleKey) => {
    for (const durationS of [4, 8]) {
      const story = board(
        brief.prompt,
        durationS,
        undefined,
        titleKey === 'derived' ? titleFromPrompt(brief.prompt, 'Vídeo') : '',
      );
      for (const text of textsOnScreen(story)) {
        expect({ text, cut: text.includes('…') && !brief.prompt.includes('…') }).toEqual({
          text,
          cut: false,
        });
      }
    }
  });
});

describe('beats keep the words that carry the meaning', () => {
  const beats = (id: string, durationS = 8) => board(briefById(id).prompt, durationS).phrases;

  it("keeps the verb of 'Confirme presença até 20/01' and the noun of 'turma começa em 03/03'", () => {
    for (const durationS of [4, 8]) {
      expect(beats('wedding', durationS).join(' | ')).toContain('Confirme presença até 20/01');
      expect(beats('education-excel', durationS).join(' | ')).toContain('Turma começa em 03/03');
    }
  });

  it('keeps the words around a fact as typed (no dropped head noun or preposition)', () => {
    expect(beats('fashion-fr').join(' | ')).toContain('Soldes d’hiver jusqu’à -40 %');
    expect(beats('joes-coffee').join(' | ')).toContain('free espresso for the first 50 customers');
    expect(beats('bakery-de').join(' | ')).toContain('2 Brezeln gratis zu jedem Kaffee');
    expect(beats('real-estate-de').join(' | ')).toContain('3-Zimmer-Wohnung');
  });

  it('still drops filler when the clip is short', () => {
    expect(beats('sport-center-caps').join(' | ')).not.toContain('APENAS');
  });
});

describe('an address with its district', () => {
  it('is one fact on the beats and on the end card (pets: Rua Tiradentes, 88, Centro)', () => {
    for (const durationS of [4, 8]) {
      const story = board(briefById('pets-banho').prompt, durationS);
      expect(story.contacts.filter((row) => row.kind === 'address').map((row) => row.text)).toEqual(
        ['Rua Tiradentes, 88, Centro'],
      );
      expect(story.phrases).not.toContain('Centro');
    }
  });
});

describe('the title card', () => {
  it('cuts a long first clause at the business name, and the rest is a beat whole', () => {
    const story = board(briefById('pets-banho').prompt, 8);
    expect(story.title).toBe('Pet shop Amigo Fiel 🐶');
    expect(story.phrases.join(' ')).toContain('anho e tosa');
    expect(story.phrases.join(' ')).toContain('15% de desconto');
    expect(board(briefById('joes-coffee').prompt, 8).title).toBe("Grand opening of Joe's Coffee");
    expect(board(briefById('fashion-en').prompt, 8).title).toBe(
      'Summer Collection drop at Urban Thread 👕',
    );
  });

  it('names the business and gives the offer typed after it in the same clause a beat', () => {
    // 'PIZZARIA BELLA NAPOLI 🍕 RODÍZIO R$ 49,90 TODA TERÇA!': no stop between name and offer.
    const story = board(briefById('pizza-caps-phone').prompt, 8);
    expect(story.title).toBe('PIZZARIA BELLA NAPOLI 🍕');
    expect(story.phrases).toContain('RODÍZIO R$ 49,90 TODA TERÇA');
    // A first clause with no offer after the name stays the title whole.
    expect(
      board('Academia Movimento 💪 agora aberta aos domingos! Rua das Flores, 123', 8).title,
    ).toBe('Academia Movimento 💪 agora aberta aos domingos');
  });

  it('keeps a title the customer typed', () => {
    expect(board(briefById('pets-banho').prompt, 8, undefined, 'Banho e tosa…').title).toBe(
      'Banho e tosa…',
    );
    const pizza = 'Pizzaria Bella Napoli 🍕 Rodízio R$ 49,90';
    expect(board(briefById('pizza-caps-phone').prompt, 8, undefined, pizza).title).toBe(pizza);
  });
});

/**
 * The beats that show part of a week's hours the end card lists and nothing else: the days
 * without their times ('de segunda a sexta' alone), or the times without their days. Part of
 * them in a beat that says more stays ('15% de desconto às quartas': the offer's day), and so do
 * days cut for length from the end of an offer's own clause and times whose days the title card
 * shows (see the tests below); no fixture brief has those.
 */
function loneHours(story: Storyboard): string[] {
  const dates = new Set(
    extractFacts(story.input.prompt, guessLocale(story.input.prompt))
      .filter((fact) => fact.kind === 'date')
      .map((fact) => fact.text),
  );
  const weeks = story.contacts.filter(
    (contact) =>
      contact.kind === 'hours' &&
      contact.facts.length > 1 &&
      !contact.facts.some((fact) => dates.has(fact)),
  );
  return story.phrases.filter((beat) =>
    weeks.some((week) => {
      const shown = week.facts.filter((fact) => beat.includes(fact));
      if (shown.length === 0 || shown.length === week.facts.length) return false;
      const rest = shown.reduce((text, fact) => text.replace(fact, ' '), beat);
      // Nothing left but a preposition or punctuation.
      return !/[\p{L}\p{N}]{3,}/u.test(rest);
    }),
  );
}

describe("a week's hours on the beats", () => {
  const bakery =
    'Sonho de creme a R$ 4,50! Encomendas pelo WhatsApp (11) 98765-4321, de segunda a sexta, ' +
    'das 7h às 12h. Siga @paodourado. Rua das Flores, 120.';

  it('leave whole when the clip has no room for them: no beat of the days alone', () => {
    for (const pace of PACES) {
      const story = board(bakery, 8, pace, 'Padaria Pão Dourado');
      expect(loneHours(story)).toEqual([]);
      expect(story.phrases).toContain('Sonho de creme a R$ 4,50');
      const hours = story.contacts.find((contact) => contact.kind === 'hours');
      expect(hours?.text).toBe('de segunda a sexta, das 7h às 12h');
    }
  });

  it('stay as the next beat of an offer whose own clause they end: they may be its days', () => {
    // 'a R$ 4,50 de segunda a sexta' may price the weekdays only, as '15% de desconto às
    // quartas' does; cut from the price for length, the days follow it on the next beat.
    const story = board(
      'Padaria Pão Dourado: sonho de creme a R$ 4,50 de segunda a sexta, das 7h às 12h. ' +
        'Encomendas pelo WhatsApp (11) 98765-4321',
      8,
      ['fun', 'energetic'],
      'Padaria Pão Dourado',
    );
    expect(story.phrases).toEqual(['Sonho de creme a R$ 4,50', 'de segunda a sexta']);
  });

  it('keep their times on a beat when nothing left for time: the title card shows the days', () => {
    for (const pace of PACES) {
      const story = board(
        'Padaria Pão Dourado de segunda a sexta, das 7h às 12h. Sonho a R$ 4,50.',
        8,
        pace,
        'Padaria Pão Dourado de segunda a sexta',
      );
      expect(story.phrases).toEqual(['das 7h às 12h', 'Sonho a R$ 4,50']);
    }
  });

  it('keep a dated day on its beat when its hours leave', () => {
    const story = board(
      'Padaria Pão Dourado: sonho de creme a R$ 4,50 neste sábado, 25/10, das 7h às 12h.',
      8,
      ['fun', 'energetic'],
      'Padaria Pão Dourado',
    );
    expect(story.phrases).toContain('Neste sábado, 25/10');
  });
});
