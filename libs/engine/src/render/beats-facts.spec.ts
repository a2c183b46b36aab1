import { BRIEFS } from '../facts/briefs.fixtures';
import { extractFacts } from '../facts/fact-extractor';
import { guessLocale } from '../facts/language';
import { titleFromPrompt } from '../facts/text-cuts';
import { CTA_VOCABULARY } from './end-card-plan';
import { CENA_CREDIT, planStoryboard, textsOnScreen, type Storyboard } from './storyboard';
import { storyInput } from './storyboard.fixtures';

/*
 * The units of a prompt the local engine must show whole, as typed, on one text: ranges of hours
 * and days with the words that join them, prices with their unit, addresses with their number,
 * phones. The ranges are found here with this file's own patterns, apart from the extractor's,
 * so a regression there fails here too.
 */

const HOUR = String.raw`\d{1,2}(?:[:h]\d{2})?(?:\s?(?:h|am|pm|Uhr))?`;
const MARKED_HOUR = String.raw`\d{1,2}(?:h\d{2}|:\d{2}(?:\s?Uhr)?|\s?(?:h|am|pm|Uhr))`;
const TIME_RANGES = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(?:das|de|from|von)\s)?${HOUR}(?:\s?[-–]\s?|\s(?:às|a|à|to|bis)\s)${MARKED_HOUR}(?![\p{L}\p{N}])`,
  'gu',
);

const DAYS = [
  'segunda',
  'terça',
  'quarta',
  'quinta',
  'sexta',
  'sábado',
  'domingo',
  'seg',
  'sex',
  'lunes',
  'viernes',
  'Monday',
  'Friday',
  'Mon',
  'Thu',
  'Fri',
  'lundi',
  'vendredi',
  'Montag',
  'Freitag',
  'Mo',
  'Fr',
  'Sa',
]
  .sort((a, b) => b.length - a.length)
  .join('|');
const DAY_RANGES = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(?:de|du|von)\s)?(?:${DAYS})(?:\s?[-–]\s?|\s(?:a|à|to|au|bis)\s)(?:${DAYS})(?![\p{L}\p{N}])`,
  'gu',
);

/** A price and the unit typed right after it: 'R$ 89,90 por pessoa', 'R$ 99/mês', '12 € par personne'. */
const PRICES_WITH_UNIT = new RegExp(
  String.raw`(?:(?:R\$|\$|€)\s?\d[\d.,]*|\d[\d.,]*\s?€)(?:\/(?:mês|person|kg)|\s(?:por|al|pro|par|im)\s(?:pessoa|mes|Person|personne|Monat))`,
  'gu',
);

/** Kinds the extractor finds that must be shown whole (the ranges are checked above as well). */
const WHOLE_KINDS = new Set(['time', 'weekday', 'price', 'address', 'phone']);

/** Words the beat planner may drop between an item and its price without changing the claim. */
const FILLER = new Set([
  'apenas',
  'só',
  'somente',
  'just',
  'only',
  'solo',
  'sólo',
  'nur',
  'seulement',
]);

function story(prompt: string, title: string, durationS: number): Storyboard {
  return planStoryboard(storyInput(prompt, title, durationS));
}

function words(text: string): string[] {
  return text
    .toLocaleLowerCase('pt-BR')
    .replace(/’/gu, "'")
    .split(/\s+/u)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((word) => word !== '');
}

function typedBefore(prompt: string, at: number): string[] {
  return words(prompt.slice(0, at)).filter((word) => !FILLER.has(word));
}

function endsWith(whole: string[], tail: string[]): boolean {
  return tail.every((word, index) => whole[whole.length - tail.length + index] === word);
}

/** Every offset of `needle` in `text`. */
function offsets(text: string, needle: string): number[] {
  const found: number[] = [];
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) found.push(at);
  return found;
}

const CASES = [8, 4].flatMap((durationS) =>
  (['derived', 'none'] as const).map((title) => [title, durationS] as const),
);

describe.each(BRIEFS.map((brief) => [brief.id, brief] as const))('beats of %s', (_id, brief) => {
  const facts = extractFacts(brief.prompt, guessLocale(brief.prompt));
  const prices = facts.filter((fact) => fact.kind === 'price').map((fact) => fact.text);
  const boards = CASES.map(([title, durationS]) => ({
    label: `${title} title, ${durationS} s`,
    board: story(
      brief.prompt,
      title === 'derived' ? titleFromPrompt(brief.prompt, 'Vídeo') : '',
      durationS,
    ),
  }));

  it('shows every range, price with its unit, address and phone whole on one text', () => {
    const units = [
      ...[...brief.prompt.matchAll(TIME_RANGES)].map((match) => match[0]),
      ...[...brief.prompt.matchAll(DAY_RANGES)].map((match) => match[0]),
      ...[...brief.prompt.matchAll(PRICES_WITH_UNIT)].map((match) => match[0]),
      ...facts.filter((fact) => WHOLE_KINDS.has(fact.kind)).map((fact) => fact.text),
    ];
    for (const { label, board } of boards) {
      const texts = textsOnScreen(board);
      for (const unit of units) {
        expect({ label, unit, whole: texts.some((text) => text.includes(unit)) }).toEqual({
          label,
          unit,
          whole: true,
        });
      }
    }
  });

  it('shows a price only after the words typed right before it', () => {
    for (const { label, board } of boards) {
      for (const beat of textsOnScreen(board).flatMap((text) => text.split(' · '))) {
        for (const price of prices) {
          for (const at of offsets(beat, price)) {
            // Back to the start of the beat or the end of the fact before the price.
            const from = Math.max(
              0,
              ...facts
                .flatMap((fact) =>
                  offsets(beat, fact.text).map((start) => start + fact.text.length),
                )
                .filter((end) => end <= at),
            );
            const shown = words(beat.slice(from, at)).filter((word) => !FILLER.has(word));
            const typed = offsets(brief.prompt, price).some((typedAt) =>
              endsWith(typedBefore(brief.prompt, typedAt), shown),
            );
            expect({ label, beat, price, typed }).toEqual({ label, beat, price, typed: true });
          }
        }
      }
    }
  });

  it('shows only words the customer typed', () => {
    const typed = new Set(words(brief.prompt));
    // The engine's own labels: the Basic credit and the end card's calls to action.
    const credit = new Set([CENA_CREDIT, ...CTA_VOCABULARY].flatMap(words));
    for (const { label, board } of boards) {
      for (const text of textsOnScreen(board)) {
        const foreign = words(text).filter((word) => !typed.has(word) && !credit.has(word));
        expect({ label, text, foreign }).toEqual({ label, text, foreign: [] });
      }
    }
  });
});

describe('beats of the rodízio brief', () => {
  it('keep the item, its price and its unit on one beat', () => {
    const prompt = BRIEFS.find((brief) => brief.id === 'food-rodizio')!.prompt;
    for (const durationS of [8, 4]) {
      const board = story(prompt, titleFromPrompt(prompt, 'Vídeo'), durationS);
      const beats = textsOnScreen(board).flatMap((text) => text.split(' · '));
      expect({
        durationS,
        shown: beats.some((beat) =>
          beat.toLocaleLowerCase('pt-BR').includes('rodízio completo por r$ 89,90 por pessoa'),
        ),
      }).toEqual({ durationS, shown: true });
    }
  });
});

describe('the independent patterns of this file', () => {
  it('find the ranges and priced units the issue names', () => {
    const found = (pattern: RegExp, text: string) =>
      [...text.matchAll(pattern)].map((match) => match[0]);
    expect(found(TIME_RANGES, 'aberto das 7h às 12h, 11h30–15h, 1-4pm, von 9 bis 18 Uhr')).toEqual([
      'das 7h às 12h',
      '11h30–15h',
      '1-4pm',
      'von 9 bis 18 Uhr',
    ]);
    expect(found(DAY_RANGES, 'de segunda a sexta, Mon–Fri, du lundi au vendredi, Mo–Fr')).toEqual([
      'de segunda a sexta',
      'Mon–Fri',
      'du lundi au vendredi',
      'Mo–Fr',
    ]);
    expect(found(PRICES_WITH_UNIT, 'rodízio R$ 89,90 por pessoa, plano R$ 99/mês')).toEqual([
      'R$ 89,90 por pessoa',
      'R$ 99/mês',
    ]);
  });
});

describe('beats read as the customer wrote them', () => {
  const plan = (prompt: string) =>
    planStoryboard({
      mode: 'text',
      prompt,
      title: titleFromPrompt(prompt, 'Vídeo'),
      durationS: 8,
      tone: 'professional',
      soundtrack: 'energetic',
      magicExpansion: false,
      watermark: false,
      seed: 1,
    }).phrases;

  it("keeps which Saturday with the day ('neste sábado, 25/10'), apart from the price", () => {
    const beats = plan(
      'Padaria Pão Dourado: sonho de creme a R$ 4,50 neste sábado, 25/10, das 7h às 12h.',
    );
    expect(beats).toContain('Neste sábado, 25/10');
    expect(beats).toContain('Sonho de creme a R$ 4,50');
  });

  it("keeps a long product whole with its price ('Bolo de cenoura com cobertura de chocolate')", () => {
    const beats = plan(
      'Padaria Doce Lar: bolo de cenoura com cobertura de chocolate por R$ 25,00. Encomendas pelo WhatsApp (11) 98765-4321.',
    );
    expect(beats).toContain('Bolo de cenoura com cobertura de chocolate por R$ 25,00');
    expect(beats).not.toContain('Bolo');
  });

  it("keeps what is free with 'grátis' ('matrícula grátis', 'baguette tradition offerte')", () => {
    expect(plan(BRIEFS.find((b) => b.id === 'gym-monthly')!.prompt).join(' | ')).toContain(
      'Matrícula grátis até 31/03',
    );
    expect(plan(BRIEFS.find((b) => b.id === 'bakery-fr')!.prompt).join(' | ')).toContain(
      'Baguette tradition offerte',
    );
  });

  it("keeps where a discount applies ('30% OFF na primeira compra', '10% Rabatt')", () => {
    expect(plan(BRIEFS.find((b) => b.id === 'fashion-boutique')!.prompt).join(' | ')).toContain(
      '30% OFF na primeira compra',
    );
    expect(plan(BRIEFS.find((b) => b.id === 'tech-de')!.prompt).join(' | ')).toContain(
      '10% Rabatt',
    );
  });

  it("never leaves a channel alone on a beat ('Pelo WhatsApp')", () => {
    const beats = plan(
      'Oficina do Zé: troca de óleo por R$ 189,90, de segunda a sábado. Agende pelo WhatsApp (11) 95555-1234',
    );
    expect(beats.filter((beat) => /^(pelo )?whatsapp$/iu.test(beat))).toEqual([]);
    expect(beats.join(' | ')).toContain('Troca de óleo por R$ 189,90');
  });
});
