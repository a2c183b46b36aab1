import type { AspectRatio, VideoMode } from '@cena/contracts';
import { BRIEFS } from '../../facts/briefs.fixtures';
import { titleFromPrompt } from '../../facts/text-cuts';
import { createCanvas, type SKRSContext2D } from '../canvas';
import { registerFonts } from '../fonts';
import { contains } from '../frame-shape';
import { FrameRenderer, type FrameInput } from '../frame-renderer';
import { planHero } from '../hero-plan';
import { planSet, TITLE_READABLE_SHARE } from '../scenes/animation3d-layout';
import { planStoryboard } from '../storyboard';
import { hyphenationPoints } from './hyphenate';
import { HYPHENATE_BELOW, layoutText } from './text-layout';

/**
 * Issue 22: a long one-word title ('Confeitaria', 'Geburtstagsfeier') was set small in a 9:16
 * clip: 70 px for 'Geburtstagsfeier' in the text scene's 104 px title, 64 px of 96 in the 3D set,
 * on one line in a card made for four. It now fills the line, and breaks at a syllable when one
 * line would set it below the readable share.
 */
const WORDS: [string, string][] = [
  ['Confeitaria', 'Confeitaria: bolos de pote e docinhos por encomenda, R$ 12'],
  ['Hamburgueria', 'Hamburgueria: smash burger duplo por R$ 29,90 toda sexta'],
  ['Autoescola', 'Autoescola: primeira habilitação em 10x de R$ 199'],
  ['Quinceañera', 'Quinceañera: celebra los 15 de Sofía el 12/04 en el Salón Real'],
  ['Geburtstagsfeier', 'Geburtstagsfeier: Lenas 30. am 14.06. im Café Rosa'],
];

/** The text scene's 9:16 title: its largest size, and the width of its column beside no object. */
const TEXT_TITLE_MAX_PX = 104;

function input(
  title: string,
  prompt: string,
  mode: VideoMode,
  aspectRatio: AspectRatio,
): FrameInput {
  return {
    mode,
    prompt,
    title,
    durationS: 8,
    tone: 'fun',
    soundtrack: 'animated',
    magicExpansion: false,
    watermark: false,
    seed: 7,
    aspectRatio,
  };
}

let measure: SKRSContext2D;

beforeAll(() => {
  registerFonts();
  measure = createCanvas(8, 8).getContext('2d');
});

describe('hyphenationPoints', () => {
  it.each([
    ['Confeitaria', ['Con|feitaria', 'Confei|taria', 'Confeita|ria']],
    ['Hamburgueria', ['Ham|burgueria', 'Hambur|gueria', 'Hamburgue|ria']],
    ['Autoescola', ['Au|toescola', 'Autoes|cola', 'Autoesco|la']],
    ['Quinceañera', ['Quin|ceañera', 'Quincea|ñera', 'Quinceañe|ra']],
    ['Geburtstagsfeier', ['Ge|burtstagsfeier', 'Geburts|tagsfeier', 'Geburtstags|feier']],
    ['Barbershop', ['Bar|bershop', 'Barber|shop']],
    ['Padaria', ['Pa|daria', 'Pada|ria']],
    ['Tasche', ['Ta|sche']],
    ['Cobrança', ['Co|brança', 'Cobran|ça']],
  ])('breaks %s only between syllables', (word, expected) => {
    const breaks = hyphenationPoints(word).map(
      (at) => `${[...word].slice(0, at).join('')}|${[...word].slice(at).join('')}`,
    );
    expect(breaks).toEqual(expected);
  });

  it.each(['Pizza', 'Carro', 'Massa', 'Paella', 'Champagne', 'Feier', 'R$45', '@doces', 'Sol'])(
    'gives %s no break where the languages disagree or nothing is a word',
    (word) => {
      const risky = hyphenationPoints(word).filter((at) => {
        const around = [...word].slice(Math.max(0, at - 1), at + 1).join('');
        return /(\p{L})\1/u.test(around) || around.includes('gn') || /^[aeiou]{2}$/u.test(around);
      });
      expect(risky).toEqual([]);
      if (!/^\p{L}+$/u.test(word)) expect(hyphenationPoints(word)).toEqual([]);
    },
  );
});

describe('a one-word title in a 9:16 clip', () => {
  it.each(WORDS)(
    'text scene: %s fills its line at a readable size, broken only at a syllable',
    async (word, prompt) => {
      const renderer = await FrameRenderer.create(input(word, prompt, 'text', '9:16'));
      const title = renderer.layoutModel().beats.find((beat) => beat.role === 'title')!;
      const { safe } = renderer.board.shape;
      const sizePx = title.units[0].box.height / 1.12;
      expect({ word, readable: sizePx >= TEXT_TITLE_MAX_PX * HYPHENATE_BELOW }).toEqual({
        word,
        readable: true,
      });
      for (const unit of title.units) expect(contains(safe, unit.box, 0.5)).toBe(true);
      const texts = title.units.map((unit) => unit.text);
      if (texts.length === 1) {
        expect(texts[0]).toBe(word);
        // One line: as wide as the object's column lets it be (546 px), or at its ceiling.
        expect(title.box.width >= 0.9 * 546 || sizePx >= TEXT_TITLE_MAX_PX).toBe(true);
      } else {
        expect(texts).toHaveLength(2);
        expect(texts[0].endsWith('-')).toBe(true);
        const head = texts[0].slice(0, -1);
        expect(head + texts[1]).toBe(word);
        expect(hyphenationPoints(word)).toContain([...head].length);
      }
    },
  );

  it.each(WORDS)('3D set: %s stays readable and inside its box', (word, prompt) => {
    const board = planStoryboard(input(word, prompt, 'animation3d', '9:16'));
    const { layout, box, extent } = planSet(measure, board, true).title;
    expect(layout.sizePx).toBeGreaterThanOrEqual(board.height * TITLE_READABLE_SHARE);
    expect(contains(box, extent, 0.5)).toBe(true);
    const lines = layout.lines.map((line) => line.units.map((unit) => unit.text).join(' '));
    expect(lines.join('').replace('-', '')).toBe(word);
  });
});

describe('layoutText on one line', () => {
  it('grows a short word to fill the width, up to its ceiling, and never past it', () => {
    const options = {
      weight: 700,
      maxWidth: 600,
      maxLines: 2,
      maxSizePx: 100,
      minSizePx: 50,
    } as const;
    const plain = layoutText(measure, 'Sushi', options);
    expect(plain.sizePx).toBe(100);
    const grown = layoutText(measure, 'Sushi', { ...options, growOneLinePx: 400 });
    expect(grown.width).toBeCloseTo(600, 0);
    const capped = layoutText(measure, 'Sushi', { ...options, growOneLinePx: 120 });
    expect(capped.sizePx).toBe(120);
    expect(capped.width).toBeLessThan(600);
  });

  it('breaks a long word only when that sets it a fifth larger, and keeps it whole otherwise', () => {
    const options = {
      weight: 700,
      maxWidth: 420,
      maxLines: 3,
      maxSizePx: 110,
      minSizePx: 50,
      hyphenate: true,
    } as const;
    const broken = layoutText(measure, 'Geburtstagsfeier', options);
    expect(broken.lines).toHaveLength(2);
    const whole = layoutText(measure, 'Geburtstagsfeier', { ...options, hyphenate: false });
    expect(whole.lines).toHaveLength(1);
    expect(broken.sizePx).toBeGreaterThanOrEqual(whole.sizePx * 1.2);
    for (const line of broken.lines) expect(line.width).toBeLessThanOrEqual(420 + 0.5);
    // Two words are never hyphenated: they wrap at their space.
    const two = layoutText(measure, 'Confeitaria Aurora', options);
    expect(two.lines.flatMap((line) => line.units).every((unit) => !unit.text.endsWith('-'))).toBe(
      true,
    );
  });
});

/**
 * Issue 22: the 3D set's 9:16 title was set much smaller than the text scene sets the same words
 * (54-90 % of its size over the 45 briefs, 'Curso online de Excel da Prof. Marina Alves' at 56 px
 * against 97), leaving the poster's middle thin. The 3D title shares its column with the phrase
 * under it and the object above, and leans and sways in depth, so it cannot match the text
 * scene's title, which is alone in its box; it now reaches at least two thirds of it, and 85 %
 * on average.
 */
describe('the 3D set title in 9:16 against the text scene', () => {
  it('is set at least 0.66 of the text scene title, 0.85 on average, over the fixture briefs', async () => {
    const shares: { id: string; share: number }[] = [];
    for (const brief of BRIEFS) {
      const title = titleFromPrompt(brief.prompt, 'Vídeo');
      const text = await FrameRenderer.create(input(title, brief.prompt, 'text', '9:16'));
      const textTitle = text.layoutModel().beats.find((beat) => beat.role === 'title')!;
      const textPx = textTitle.units[0].box.height / 1.12;
      const board = planStoryboard(input(title, brief.prompt, 'animation3d', '9:16'));
      const withHero = planHero(board).objects.length > 0;
      const set = planSet(measure, board, withHero).title;
      expect(contains(set.box, set.extent, 0.5)).toBe(true);
      shares.push({ id: brief.id, share: Math.round((100 * set.layout.sizePx) / textPx) / 100 });
    }
    expect(shares.filter(({ share }) => share < 0.66)).toEqual([]);
    const mean = shares.reduce((sum, { share }) => sum + share, 0) / shares.length;
    expect(mean).toBeGreaterThanOrEqual(0.85);
  }, 60_000);
});
