import type { AspectRatio } from '@cena/contracts';
import { createCanvas, type SKRSContext2D } from './canvas';
import { contrast, luminance, mix, toHex } from './color';
import { drawableText, registerFonts } from './fonts';
import { contains, overlaps, type Box } from './frame-shape';
import { FrameRenderer, type FrameInput } from './frame-renderer';
import { planHero } from './hero-plan';
import { planSet, type SetLayout } from './scenes/animation3d-layout';
import { planStoryboard } from './storyboard';
import { briefInput } from './storyboard.fixtures';
import { layoutPhrase } from './typography/typography-track';

const SHAPES: AspectRatio[] = ['9:16', '16:9', '1:1'];
/** Trades whose props used to be cut by the frame or cross the title, and the longest title. */
const BRIEF_IDS = [
  'bakery-sonho',
  'gym-monthly',
  'pizza-caps-phone',
  'pets-banho',
  'education-excel',
];

function input(id: string, aspectRatio: AspectRatio): FrameInput {
  return briefInput(id, { mode: 'animation3d', aspectRatio });
}

let measure: SKRSContext2D;

beforeAll(() => {
  registerFonts();
  measure = createCanvas(8, 8).getContext('2d');
});

function plan(frames: FrameInput): SetLayout {
  const board = planStoryboard(frames);
  const withHero = planHero(board).objects.length > 0 && frames.aspectRatio !== '16:9';
  return planSet(measure, board, withHero);
}

/** Within, half a pixel of rounding allowed. */
const inside = (inner: Box, outer: Box): boolean => contains(outer, inner, 0.5);

function grow(box: Box, dx: number, dy: number): Box {
  return { x: box.x - dx, y: box.y - dy, width: box.width + 2 * dx, height: box.height + 2 * dy };
}

/** Every text box of the layout (the phrase's reaches as far as its plate), by name. */
function textBoxes(layout: SetLayout): [string, Box][] {
  const { phrases } = layout;
  const plate = grow(phrases.box, phrases.paddingPx, phrases.paddingPx / 2);
  return [
    ['title', layout.title.box],
    ['phrase', plate],
  ];
}

describe.each(BRIEF_IDS)('the 3D set of %s', (id) => {
  it.each(SHAPES)('%s: text in the safe zone, every prop whole and off the text', (shape) => {
    const frames = input(id, shape);
    const board = planStoryboard(frames);
    const layout = plan(frames);
    const { safe, width, height } = board.shape;
    const frame = { x: 0, y: 0, width, height };

    expect(inside(layout.title.extent, layout.title.box)).toBe(true);
    const words = layout.title.layout.lines.flatMap((line) => line.units.map((unit) => unit.text));
    expect(words.join(' ')).toBe(drawableText(board.title));
    const blocks = textBoxes(layout);
    if (layout.hero) blocks.push(['hero', layout.hero]);
    for (const [name, box] of blocks)
      expect({ name, inside: inside(box, safe) }).toEqual({ name, inside: true });
    blocks.forEach(([name, box], index) => {
      for (const [other, next] of blocks.slice(index + 1)) {
        expect({ pair: [name, other], overlap: overlaps(box, next) }).toEqual({
          pair: [name, other],
          overlap: false,
        });
      }
    });

    expect(layout.props.length).toBeGreaterThanOrEqual(2);
    layout.props.forEach((prop, index) => {
      expect({ prop: index, whole: inside(prop.extent, frame) }).toEqual({
        prop: index,
        whole: true,
      });
      for (const [name, box] of blocks) {
        expect({ prop: index, name, overlap: overlaps(prop.extent, box) }).toEqual({
          prop: index,
          name,
          overlap: false,
        });
      }
      for (const [other, next] of layout.props.slice(index + 1).entries()) {
        expect({
          props: [index, index + 1 + other],
          overlap: overlaps(prop.extent, next.extent),
        }).toEqual({
          props: [index, index + 1 + other],
          overlap: false,
        });
      }
    });
  });

  it.each(SHAPES)('%s: every text at 4.5:1 against what is under it', async (shape) => {
    const frames = input(id, shape);
    const board = planStoryboard(frames);
    const layout = plan(frames);
    const { title, phrases } = layout;
    // The title's face, top to bottom, is read against its dark rim.
    expect(contrast(title.paint.faceTop, title.paint.outline)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(title.paint.faceBottom, title.paint.outline)).toBeGreaterThanOrEqual(4.5);
    expect(title.paint.outlinePx).toBeGreaterThanOrEqual(title.layout.sizePx * 0.1);
    // A highlighted token is drawn on an opaque pill.
    expect(contrast(board.palette.onAccent, board.palette.accent)).toBeGreaterThanOrEqual(4.5);

    // The phrase's plate over the lightest pixel of the set it covers, read off drawn grounds.
    const renderer = await FrameRenderer.create(frames);
    const ground = createCanvas(board.width, board.height);
    const plate = grow(phrases.box, phrases.paddingPx, phrases.paddingPx / 2);
    let lightest = '#000000';
    for (const time of [1, 4, 6]) {
      renderer.renderBackdrop(Math.round(time * board.fps), ground);
      const { data } = ground
        .getContext('2d')
        .getImageData(
          Math.round(plate.x),
          Math.round(plate.y),
          Math.round(plate.width),
          Math.round(plate.height),
        );
      for (let at = 0; at < data.length; at += 4 * 7) {
        const pixel = toHex({ r: data[at], g: data[at + 1], b: data[at + 2] });
        if (luminance(pixel) > luminance(lightest)) lightest = pixel;
      }
    }
    const under = mix(lightest, phrases.plate.color, phrases.plate.alpha);
    expect({ lightest, ratio: contrast(phrases.text, under) >= 4.5 }).toEqual({
      lightest,
      ratio: true,
    });
  });
});

describe('the 3D set in the upright frame', () => {
  it('stacks a poster over the frame: object above the title, phrase below, props on the floor', () => {
    for (const id of BRIEF_IDS) {
      const frames = input(id, '9:16');
      const board = planStoryboard(frames);
      const layout = plan(frames);
      const { safe, height } = board.shape;
      expect(layout.hero).toBeDefined();
      expect(layout.hero!.y + layout.hero!.height).toBeLessThanOrEqual(layout.title.box.y);
      expect(layout.title.box.y + layout.title.box.height).toBeLessThanOrEqual(
        layout.phrases.box.y,
      );
      // The phrases keep room under a long title, and the words fill the safe zone's height.
      expect(layout.phrases.box.height).toBeGreaterThanOrEqual(0.14 * height);
      expect(layout.phrases.box.y + layout.phrases.box.height).toBeGreaterThan(
        safe.y + safe.height - 40,
      );
      // Props below the safe zone, filling the bottom of the frame.
      const low = layout.props.filter((prop) => prop.extent.y >= safe.y + safe.height);
      expect(low.length).toBeGreaterThanOrEqual(2);
      expect(Math.max(...low.map((prop) => prop.extent.y + prop.extent.height))).toBeGreaterThan(
        0.9 * height,
      );
    }
  });
});

/**
 * The offer reads next to the set's sign: in 9:16 the title gives up height until the phrase is
 * at least 1/1.6 of its size (or at its largest); in 16:9, whose title keeps its box, the phrase
 * is at least half the title's size, and a short one (30 characters or fewer) at least 56 px.
 */
describe.each([
  ['9:16', 1.6, true],
  ['16:9', 2, false],
] as const)('the 3D set in %s, phrase against title', (shape, ratio, largestSuffices) => {
  /** A long offer under a short name: in 9:16 it was set at 42 px under a 92 px sign. */
  const longOffer: FrameInput = {
    ...input('bakery-sonho', shape),
    prompt:
      'Padaria Pão Quente: bolo de cenoura com cobertura de chocolate por R$ 35,00 só nesta ' +
      'sexta! Encomendas pelo WhatsApp (11) 98765-4321',
    title: 'Padaria Pão Quente',
  };
  const cases: [string, FrameInput][] = [
    ...BRIEF_IDS.map((id): [string, FrameInput] => [id, input(id, shape)]),
    ['long offer', longOffer],
  ];

  it.each(cases)('%s: every phrase is large enough against the title', (_name, frames) => {
    const board = planStoryboard(frames);
    const layout = plan(frames);
    const titlePx = layout.title.layout.sizePx;
    for (const phrase of board.phrases) {
      const { sizePx } = layoutPhrase(
        measure,
        board,
        phrase,
        layout.phrases.box,
        layout.phrases.sizes,
      );
      const largest = largestSuffices && sizePx >= layout.phrases.sizes.maxSizePx - 0.5;
      expect({ phrase, titlePx, sizePx, held: largest || sizePx * ratio >= titlePx - 4 }).toEqual({
        phrase,
        titlePx,
        sizePx,
        held: true,
      });
      if (shape === '16:9' && phrase.length <= 30) {
        expect({ phrase, atLeast56: sizePx >= 56 }).toEqual({ phrase, atLeast56: true });
      }
    }
  });
});
