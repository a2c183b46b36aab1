import { createCanvas } from '../canvas';
import type { Box } from '../frame-shape';
import { FrameRenderer, type FrameInput } from '../frame-renderer';
import { EndCard } from '../layers/end-card';
import { TypographyTrack } from '../typography/typography-track';

const WIDTH = 1280;
const HEIGHT = 720;

/** A customer's photo: a green field crossed by orange stripes, no white and no text. */
async function photo(): Promise<Buffer> {
  const canvas = createCanvas(900, 600);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#2E8B57';
  ctx.fillRect(0, 0, 900, 600);
  ctx.fillStyle = '#E07A1F';
  for (let x = -600; x < 900; x += 90) {
    ctx.beginPath();
    ctx.moveTo(x, 600);
    ctx.lineTo(x + 40, 600);
    ctx.lineTo(x + 640, 0);
    ctx.lineTo(x + 600, 0);
    ctx.fill();
  }
  return canvas.encode('png');
}

async function request(): Promise<FrameInput> {
  return {
    mode: 'image',
    title: 'Padaria Dona Maria',
    prompt:
      'Pão de queijo quentinho às 18h, R$ 4,50 a dúzia na Padaria Dona Maria. Peça pelo @padaria',
    durationS: 6,
    aspectRatio: '16:9',
    tone: 'professional',
    soundtrack: 'energetic',
    magicExpansion: false,
    watermark: false,
    seed: 11,
    image: { bytes: await photo() },
  };
}

/** Mean absolute difference of two RGBA frames per colour channel, over the pixels selected. */
function meanDifference(
  a: Uint8Array,
  b: Uint8Array,
  inside: (x: number, y: number) => boolean,
): number {
  let sum = 0;
  let count = 0;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      if (!inside(x, y)) continue;
      const at = (y * WIDTH + x) * 4;
      for (let channel = 0; channel < 3; channel++)
        sum += Math.abs(a[at + channel] - b[at + channel]);
      count += 3;
    }
  }
  return sum / count;
}

const within =
  (box: Box, margin = 0) =>
  (x: number, y: number) =>
    x >= box.x - margin &&
    x < box.x + box.width + margin &&
    y >= box.y - margin &&
    y < box.y + box.height + margin;

describe('Image mode: the typed facts and the end card over the customer photo', () => {
  afterEach(() => jest.restoreAllMocks());

  it('draws each beat where its layout model says, over the photo, and the end card sweeps in over it', async () => {
    const renderer = await FrameRenderer.create(await request());
    const { fps, timeline } = renderer.board;
    const model = renderer.layoutModel();
    const priceBeat = model.beats.find((beat) => beat.text.includes('R$ 4,50'))!;
    const price = priceBeat.units.find((unit) => unit.text.includes('R$ 4,50'))!;
    expect(price).toMatchObject({ text: 'R$ 4,50 a dúzia', highlight: true });
    expect(model.beats[0]).toMatchObject({ role: 'title', text: 'Padaria Dona Maria' });
    expect(model.endCard.title.text).toBe('Padaria Dona Maria');
    expect(model.endCard.contacts.map((row) => row.text)).toContain('@padaria');

    const settled = (span: { start: number; end: number }) =>
      Math.round((span.start + 0.65 * (span.end - span.start)) * fps);
    const sweepIndex = Math.ceil((timeline.endCard.start + 0.08) * fps);
    const indices = [settled(model.beats[0].span), settled(priceBeat.span), sweepIndex];
    const frames = indices.map((index) => Uint8Array.from(renderer.render(index).data()));
    const last = Uint8Array.from(renderer.render(renderer.frameCount - 1).data());

    // The same frames with the photo alone (graded, under its scrim): no words, no end card.
    const photoOnly = await FrameRenderer.create(await request());
    jest.spyOn(TypographyTrack.prototype, 'draw').mockImplementation(() => undefined);
    jest.spyOn(EndCard.prototype, 'draw').mockImplementation(() => undefined);
    const references = indices.map((index) => Uint8Array.from(photoOnly.render(index).data()));

    // The title and the price: large differences in their boxes, none away from the words
    // (their ornament and shadow stay within 40 px of the block).
    const beats = [model.beats[0], priceBeat];
    const boxes = [model.beats[0].units[0].box, price.box];
    beats.forEach((beat, at) => {
      expect(meanDifference(frames[at], references[at], within(boxes[at]))).toBeGreaterThan(40);
      const away = (x: number, y: number) => !within(beat.box, 40)(x, y);
      expect(meanDifference(frames[at], references[at], away)).toBe(0);
    });
    // What is under the words is the photo: green and orange, with hardly any blue.
    const reference = references[1];
    let green = 0;
    for (let pixel = 0; pixel < WIDTH * 200; pixel++) {
      const [r, g, b] = [reference[pixel * 4], reference[pixel * 4 + 1], reference[pixel * 4 + 2]];
      if (g > b + 30 || r > b + 60) green++;
    }
    expect(green / (WIDTH * 200)).toBeGreaterThan(0.95);

    // The end card sweeps in from the middle over the photo, whose corners still show.
    const sweep = frames[2];
    const centre = { x: 540, y: 260, width: 200, height: 200 };
    expect(meanDifference(sweep, references[2], within(centre))).toBeGreaterThan(20);
    const corner = { x: 0, y: 0, width: 60, height: 60 };
    expect(meanDifference(sweep, references[2], within(corner))).toBe(0);

    // Once it has landed: the business's name in its box, in the card's text colour.
    const { textBox, textColor } = model.endCard.title;
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(textColor.slice(at, at + 2), 16));
    let inked = 0;
    for (let y = Math.ceil(textBox.y); y < textBox.y + textBox.height; y++) {
      for (let x = Math.ceil(textBox.x); x < textBox.x + textBox.width; x++) {
        const at = (y * WIDTH + x) * 4;
        if (Math.abs(last[at] - r) + Math.abs(last[at + 1] - g) + Math.abs(last[at + 2] - b) < 40)
          inked++;
      }
    }
    expect(inked / (textBox.width * textBox.height)).toBeGreaterThan(0.1);
  });
});

describe('Image mode in 9:16 with magic expansion: a stacked poster', () => {
  /** A flat photo of the given size (its pixels do not matter to where it stands). */
  async function flatPhoto(width: number, height: number): Promise<Buffer> {
    const canvas = createCanvas(width, height);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#2E8B57';
    ctx.fillRect(0, 0, width, height);
    return canvas.encode('png');
  }

  // A phrase of four lines in 9:16: the words reach furthest up.
  const prompt =
    'Padaria Doce Lar: bolo de cenoura com cobertura de chocolate por R$ 25,00. Encomendas pelo WhatsApp (21) 99876-5432';

  async function model(aspectRatio: FrameInput['aspectRatio'], width: number, height: number) {
    const renderer = await FrameRenderer.create({
      ...(await request()),
      prompt,
      title: 'Padaria Doce Lar',
      durationS: 8,
      aspectRatio,
      magicExpansion: true,
      image: { bytes: await flatPhoto(width, height) },
    });
    return { model: renderer.layoutModel(), board: renderer.board };
  }

  it("stands a landscape photo at the top of the safe zone, its middle clear of every beat's words", async () => {
    const { model: layout, board } = await model('9:16', 1200, 900);
    for (const beat of layout.beats) {
      for (const time of [beat.span.start, (beat.span.start + beat.span.end) / 2]) {
        const photo = layout.photoAt!(time);
        expect(photo.y).toBeGreaterThanOrEqual(board.shape.safe.y - 30);
        // Its middle, where a product most often is, stays above the words.
        expect(photo.y + photo.height / 2).toBeLessThan(beat.box.y);
      }
    }
  });

  it('keeps a portrait photo, too tall to stand above the words, in the middle', async () => {
    const { model: layout, board } = await model('9:16', 900, 1200);
    const photo = layout.photoAt!(0);
    expect(Math.abs(photo.y + photo.height / 2 - board.height / 2)).toBeLessThanOrEqual(30);
  });

  it("opens the words over a portrait photo's upper part, clear of its lower half", async () => {
    const { model: layout, board } = await model('9:16', 900, 1200);
    const { safe } = board.shape;
    for (const beat of layout.beats) {
      for (const time of [beat.span.start, (beat.span.start + beat.span.end) / 2]) {
        const photo = layout.photoAt!(time);
        expect(beat.box.y).toBeGreaterThanOrEqual(Math.max(safe.y, photo.y));
        // The lower half, where a product most often is, stays clear of the words.
        expect(beat.box.y + beat.box.height).toBeLessThan(photo.y + photo.height / 2);
      }
    }
    // The scrim darkens the frame's head, under the words.
    expect(layout.backing!.y).toBe(0);
  });

  it("opens the words over a portrait photo's upper part in 1:1 too", async () => {
    const { model: layout } = await model('1:1', 900, 1200);
    for (const beat of layout.beats) {
      const photo = layout.photoAt!(beat.span.start);
      expect(beat.box.y).toBeGreaterThanOrEqual(photo.y);
      expect(beat.box.y + beat.box.height).toBeLessThan(photo.y + photo.height / 2);
    }
  });

  it('stands a portrait photo at the right in 16:9, the words beside it, never over it', async () => {
    const { model: layout, board } = await model('16:9', 900, 1200);
    for (const beat of layout.beats) {
      for (const time of [beat.span.start, (beat.span.start + beat.span.end) / 2]) {
        const photo = layout.photoAt!(time);
        expect(photo.x + photo.width).toBeLessThanOrEqual(board.width - 40);
        expect(photo.x + photo.width / 2).toBeGreaterThan(board.width * 0.65);
        expect(beat.box.x + beat.box.width).toBeLessThan(photo.x);
        expect(beat.box.x).toBeGreaterThanOrEqual(board.shape.safe.x + 40);
      }
    }
    // Their scrim darkens the ground on the left, under the words, not the photo.
    const backing = layout.backing!;
    expect(backing.x + backing.width).toBeLessThanOrEqual(layout.photoAt!(0).x + 1);
  });

  it('keeps the photo in the middle in 16:9 and 1:1', async () => {
    for (const aspectRatio of ['16:9', '1:1'] as const) {
      const { model: layout, board } = await model(aspectRatio, 1200, 900);
      const photo = layout.photoAt!(0);
      expect(Math.abs(photo.y + photo.height / 2 - board.height / 2)).toBeLessThanOrEqual(30);
    }
  });
});
