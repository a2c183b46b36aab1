import { createHash } from 'node:crypto';
import type { AspectRatio } from '@cena/contracts';
import { footagePlacement, type FootageBand } from '../footage-bands';
import { contains, frameShape, type Box } from '../frame-shape';
import { FrameRenderer, type FrameInput } from '../frame-renderer';

function input(band: FootageBand, overrides: Partial<FrameInput> = {}): FrameInput {
  return {
    mode: 'text',
    title: 'Padaria Dona Maria',
    prompt: 'Pão de queijo quentinho às 18h, R$ 4,50 a dúzia. Peça pelo @padaria',
    durationS: 4,
    aspectRatio: '16:9',
    tone: 'professional',
    soundtrack: 'energetic',
    magicExpansion: false,
    watermark: true,
    seed: 7,
    footage: { band },
    ...overrides,
  };
}

const inBox = (box: Box, x: number, y: number) =>
  x >= box.x && x < box.x + box.width && y >= box.y && y < box.y + box.height;

/** Alpha of every pixel of a rendered frame, row by row. */
function alphas(renderer: FrameRenderer, index: number): Uint8Array {
  const data = renderer.render(index).data();
  const alpha = new Uint8Array(data.length / 4);
  for (let pixel = 0; pixel < alpha.length; pixel++) alpha[pixel] = data[pixel * 4 + 3];
  return alpha;
}

describe('FootageScene (FrameRenderer in footage mode)', () => {
  it.each<[AspectRatio, FootageBand]>([
    ['16:9', 'upper'],
    ['16:9', 'middle'],
    ['16:9', 'lower'],
    ['9:16', 'upper'],
    ['1:1', 'lower'],
  ])(
    '%s, %s band: a see-through frame but for the scrim, the words on it and the corner mark',
    async (aspectRatio, band) => {
      const renderer = await FrameRenderer.create(input(band, { aspectRatio }));
      const { width, height } = renderer.board;
      const model = renderer.layoutModel();
      const placement = footagePlacement(frameShape(aspectRatio), band);
      expect(model.backing).toEqual(placement.scrim);
      for (const beat of model.beats) {
        expect(contains(placement.text, beat.box, 1)).toBe(true);
        for (const unit of beat.units) expect(contains(placement.text, unit.box, 1)).toBe(true);
      }

      // The title has entered by the end of the intro.
      const intro = renderer.board.timeline.intro;
      const alpha = alphas(renderer, Math.round(intro.end * 0.8 * renderer.board.fps));
      let stray = 0;
      let covered = 0;
      let scrimPixels = 0;
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const a = alpha[y * width + x];
          if (inBox(model.corner!, x, y)) continue;
          if (inBox(placement.scrim, x, y)) {
            scrimPixels++;
            if (a > 0) covered++;
          } else if (a > 0) {
            stray++;
          }
        }
      }
      expect(stray).toBe(0);
      // The scrim fades to nothing at its inner edge only.
      expect(covered / scrimPixels).toBeGreaterThan(0.9);
      // The words are opaque: the title's first word holds fully opaque pixels.
      const word = model.beats[0].units[0].box;
      let opaque = 0;
      for (let y = Math.ceil(word.y); y < word.y + word.height; y++) {
        for (let x = Math.ceil(word.x); x < word.x + word.width; x++) {
          if (alpha[y * width + x] === 255) opaque++;
        }
      }
      expect(opaque).toBeGreaterThan(word.width * word.height * 0.1);
    },
  );

  it('covers the footage with the end card once it has swept in', async () => {
    const renderer = await FrameRenderer.create(input('lower'));
    const alpha = alphas(renderer, renderer.frameCount - 1);
    expect(alpha.every((a) => a === 255)).toBe(true);
  });

  it('draws each frame afresh (nothing of the frame before shows through)', async () => {
    const hash = async (order: number[]) => {
      const renderer = await FrameRenderer.create(input('middle'));
      let digest = '';
      for (const index of order) {
        digest = createHash('sha256').update(renderer.render(index).data()).digest('hex');
      }
      return digest;
    };
    expect(await hash([110, 20, 60])).toBe(await hash([60]));
  });

  it("draws over the provider's footage in image mode without decoding the upload", async () => {
    const renderer = await FrameRenderer.create(
      input('upper', { mode: 'image', image: { bytes: Buffer.from('not decoded here') } }),
    );
    expect(renderer.layoutModel().backing?.y).toBe(0);
    const alpha = alphas(renderer, 30);
    // The lower half is the footage's: nothing of the layer but the corner mark there.
    const corner = renderer.layoutModel().corner!;
    let drawn = 0;
    for (let y = 500; y < 720; y++) {
      for (let x = 0; x < 1280; x++) {
        if (alpha[y * 1280 + x] > 0 && !inBox(corner, x, y)) drawn++;
      }
    }
    expect(drawn).toBe(0);
  });
});
