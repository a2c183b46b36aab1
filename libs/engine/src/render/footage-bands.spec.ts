import type { AspectRatio } from '@cena/contracts';
import {
  bandDetail,
  calmestBand,
  FOOTAGE_BANDS,
  footagePlacement,
  footageSampleSize,
  type GrayFrames,
} from './footage-bands';
import { contains, frameShape } from './frame-shape';

const SHAPES: AspectRatio[] = ['16:9', '9:16', '1:1'];

/** The watermark's corner (BRAND.md: bottom right, 24 px margin, about 48 px tall with its shadow). */
const MARK_HEIGHT_PX = 48 + 24;

describe('footagePlacement', () => {
  it.each(SHAPES)(
    '%s: every band keeps its words in the safe zone, above the corner mark',
    (aspectRatio) => {
      const shape = frameShape(aspectRatio);
      const markTop =
        (aspectRatio === '9:16' ? shape.safe.y + shape.safe.height : shape.height) - MARK_HEIGHT_PX;
      const tops = FOOTAGE_BANDS.map((band) => {
        const { text, scrim } = footagePlacement(shape, band);
        expect(contains(shape.safe, text)).toBe(true);
        expect(text.y + text.height).toBeLessThanOrEqual(markTop);
        // The scrim is a full-width strip holding the text box.
        expect(scrim).toMatchObject({ x: 0, width: shape.width });
        expect(contains(scrim, text)).toBe(true);
        return text.y;
      });
      const [lower, upper, middle] = tops;
      expect(upper).toBeLessThan(middle);
      expect(middle).toBeLessThan(lower);
    },
  );

  it('darkens from the frame edge in the outer bands', () => {
    const shape = frameShape('16:9');
    expect(footagePlacement(shape, 'upper').scrim.y).toBe(0);
    const lower = footagePlacement(shape, 'lower').scrim;
    expect(lower.y + lower.height).toBe(720);
  });
});

/** Samples of a 16:9 clip: busy (a checkerboard changing every frame) in the rows `busy` selects. */
function samples(busy: (y: number) => boolean, count = 4): GrayFrames {
  const { width, height } = footageSampleSize(frameShape('16:9'));
  const frames = Array.from({ length: count }, (_, index) => {
    const frame = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        // A soft gradient everywhere, which is not detail.
        let value = 60 + Math.round((y / height) * 40);
        if (busy(y)) value = (x + y + index) % 2 === 0 ? 30 : 220;
        frame[y * width + x] = value;
      }
    }
    return frame;
  });
  return { width, height, frames };
}

describe('bandDetail and calmestBand', () => {
  const shape = frameShape('16:9');
  const rows = footageSampleSize(shape).height;

  it('samples at 128 px on the long side, in the clip shape', () => {
    expect(footageSampleSize(frameShape('16:9'))).toEqual({ width: 128, height: 72 });
    expect(footageSampleSize(frameShape('9:16'))).toEqual({ width: 72, height: 128 });
    expect(footageSampleSize(frameShape('1:1'))).toEqual({ width: 128, height: 128 });
  });

  it('puts the words in the lower third when the footage is calm everywhere', () => {
    const detail = bandDetail(
      samples(() => false),
      shape,
    );
    for (const band of FOOTAGE_BANDS) expect(detail[band]).toBeLessThan(1.5);
    expect(calmestBand(detail)).toBe('lower');
  });

  it('moves them to the top when the bottom half is busy', () => {
    const detail = bandDetail(
      samples((y) => y > rows * 0.5),
      shape,
    );
    expect(detail.lower).toBeGreaterThan(50);
    expect(detail.upper).toBeLessThan(1.5);
    expect(calmestBand(detail)).toBe('upper');
  });

  it('to the middle when only the middle is calm', () => {
    const detail = bandDetail(
      samples((y) => y < rows * 0.3 || y > rows * 0.68),
      shape,
    );
    expect(calmestBand(detail)).toBe('middle');
  });

  it('counts motion as well as detail: a flat band that flickers is not calm', () => {
    const { width, height } = footageSampleSize(shape);
    const frames = [0, 1, 2, 3].map((index) => {
      const frame = new Uint8Array(width * height).fill(90);
      // The bottom half flashes from dark to light, flat within each frame.
      frame.fill(index % 2 === 0 ? 20 : 230, width * Math.round(height * 0.5));
      return frame;
    });
    const detail = bandDetail({ width, height, frames }, shape);
    expect(detail.lower).toBeGreaterThan(100);
    expect(calmestBand(detail)).toBe('upper');
  });

  it('prefers the lower third, then the top, among bands about as calm as the calmest', () => {
    expect(calmestBand({ lower: 11, upper: 10, middle: 2 })).toBe('middle');
    expect(calmestBand({ lower: 11.5, upper: 10, middle: 10 })).toBe('lower');
    expect(calmestBand({ lower: 30, upper: 10.5, middle: 10 })).toBe('upper');
  });
});
