import { BRIEFS } from '../facts/briefs.fixtures';
import { extractFacts } from '../facts/fact-extractor';
import { guessLocale } from '../facts/language';
import { titleFromPrompt } from '../facts/text-cuts';
import { planStoryboard, textsOnScreen } from './storyboard';
import { storyInput } from './storyboard.fixtures';

/** Words a line of on-screen text must not end on (written out here, apart from the code's list). */
const DANGLING = new Set(
  (
    'a à às ao aos o os as um uma de da do das dos em na no nas nos por pelo pela para com sem até e ou ' +
    'el la los las un al del en con y hasta the an of at on in to for from with by and or ' +
    'le les une du des au aux et avec pour sur dans der die das dem den ein eine und mit für im am um bis zum zur'
  ).split(' '),
);

/** Words that change what the fact after them says (written out here, apart from the code's list). */
const QUALIFIERS = [
  'a partir de',
  'até',
  'hasta el',
  'hasta',
  'up to',
  'until',
  'from',
  "jusqu'à",
  "jusqu'au",
  'à partir de',
  'bis',
  'ab',
];

/** 'até 20/01', 'a partir de R$ 18', 'ab 79 €': each fact of the prompt with the qualifier before it. */
function qualifiedFacts(prompt: string, facts: string[]): string[] {
  const found: string[] = [];
  for (const fact of facts) {
    for (const qualifier of QUALIFIERS) {
      const before = `${qualifier} ${fact}`;
      const at = prompt
        .toLocaleLowerCase('pt-BR')
        .replace(/’/gu, "'")
        .indexOf(before.toLocaleLowerCase('pt-BR'));
      if (at >= 0 && (at === 0 || /[\s(]/u.test(prompt[at - 1]))) {
        found.push(prompt.slice(at, at + before.length));
        break;
      }
    }
  }
  return found;
}

const story = storyInput;

describe.each(BRIEFS.map((brief) => [brief.id, brief] as const))(
  'storyboard of %s',
  (_id, brief) => {
    const titles = { derived: titleFromPrompt(brief.prompt, 'Vídeo Gerado'), none: '' };

    it.each([
      ['the derived title', 'derived', 8],
      ['no title', 'none', 8],
      ['the derived title in 4 s', 'derived', 4],
    ] as const)('shows every fact whole with %s', (_label, titleKey, durationS) => {
      const board = planStoryboard(story(brief.prompt, titles[titleKey], durationS));
      const texts = textsOnScreen(board);
      const facts = extractFacts(brief.prompt, guessLocale(brief.prompt)).map((fact) => fact.text);
      for (const fact of [...facts, ...brief.facts]) {
        expect({ fact, shown: texts.some((text) => text.includes(fact)) }).toEqual({
          fact,
          shown: true,
        });
      }
      expect(board.timeline.phrases).toHaveLength(board.phrases.length);
    });

    it('keeps the word that qualifies a fact with it (até 20/01, a partir de R$ 18, ab 79 €)', () => {
      const facts = extractFacts(brief.prompt, guessLocale(brief.prompt)).map((fact) => fact.text);
      for (const durationS of [8, 4]) {
        const board = planStoryboard(story(brief.prompt, titles.derived, durationS));
        const shown = textsOnScreen(board).join(' \n ').toLocaleLowerCase('pt-BR');
        for (const qualified of qualifiedFacts(brief.prompt, facts)) {
          const wanted = qualified.toLocaleLowerCase('pt-BR');
          expect({ qualified, shown: shown.includes(wanted) }).toEqual({ qualified, shown: true });
        }
      }
    });

    it('never ends a beat on a cut word or a preposition', () => {
      const board = planStoryboard(story(brief.prompt, titles.derived, 8));
      for (const text of [...board.phrases, board.endTitle]) {
        expect(text).not.toMatch(/…$/u);
        const words = text.split(' ').filter((word) => /[\p{L}\p{N}]/u.test(word));
        const last = (words[words.length - 1] ?? '').toLocaleLowerCase('pt-BR');
        expect({ text, dangling: DANGLING.has(last) }).toEqual({ text, dangling: false });
      }
      expect(board.title).not.toMatch(/\s…$/u);
    });

    if (brief.business) {
      const business = brief.business;
      it('names the business on the end card', () => {
        const board = planStoryboard(story(brief.prompt, titles.derived, 8));
        expect(board.endTitle).toContain(business);
      });
    }
  },
);

describe('storyboard', () => {
  it('keeps a date whole when it derives the title itself (no 14/02/20)', () => {
    const board = planStoryboard(story(BRIEFS.find((b) => b.id === 'wedding')!.prompt, '', 8));
    expect(textsOnScreen(board).join(' ')).toContain('14/02/2026');
    const body = board.title.replace(/…$/u, '');
    const prompt = BRIEFS.find((b) => b.id === 'wedding')!.prompt;
    expect(prompt.startsWith(body)).toBe(true);
    expect(prompt[body.length]).toMatch(/[\s,.;:!?]/u);
  });

  it.each([
    ['bakery-sonho', 'sonho de creme a R$ 4,50'],
    ['barber-bigode', 'corte + barba por R$45'],
    ['health-dentist', 'clareamento dental por R$ 600'],
    ['real-estate-launch', 'apartamentos de 2 quartos'],
    ['food-es-tapas', 'tapas a 2 €'],
    ['bakery-fr', 'croissant à 1,20 €'],
  ])('keeps what a price is for with it (%s: %s)', (id, product) => {
    const prompt = BRIEFS.find((b) => b.id === id)!.prompt;
    for (const durationS of [8, 4]) {
      const board = planStoryboard(story(prompt, titleFromPrompt(prompt, 'Vídeo'), durationS));
      const shown = textsOnScreen(board).join(' \n ').toLocaleLowerCase('pt-BR');
      const wanted = product.toLocaleLowerCase('pt-BR');
      expect({ durationS, shown: shown.includes(wanted) }).toEqual({ durationS, shown: true });
    }
  });

  it('ends with the business and its main contact', () => {
    const joe = planStoryboard(story(BRIEFS.find((b) => b.id === 'joes-coffee')!.prompt, '', 8));
    expect([joe.endTitle, joe.endLine]).toEqual(["Joe's Coffee", '@joescoffee']);
    const sport = planStoryboard(
      story(BRIEFS.find((b) => b.id === 'sport-center-caps')!.prompt, '', 8),
    );
    expect(sport.endTitle).toBe('SPORT CENTER');
    expect(sport.phrases.join(' ')).toContain('SÓ HOJE');
  });
});
