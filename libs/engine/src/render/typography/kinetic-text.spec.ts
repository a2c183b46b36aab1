import { createCanvas } from '../canvas';
import { registerFonts } from '../fonts';
import { drawKineticText, type KineticTextOptions } from './kinetic-text';
import { layoutText } from './text-layout';

const WIDTH = 900;
const HEIGHT = 200;

/** Columns of the canvas holding ink, as runs of blank columns between the words. */
function blankRuns(data: Uint8Array): { start: number; end: number }[] {
  const inked = Array.from({ length: WIDTH }, (_, x) => {
    for (let y = 0; y < HEIGHT; y++) if (data[(y * WIDTH + x) * 4 + 3] > 40) return true;
    return false;
  });
  const first = inked.indexOf(true);
  const last = inked.lastIndexOf(true);
  const runs: { start: number; end: number }[] = [];
  for (let x = first; x <= last; x++) {
    if (inked[x]) continue;
    const start = x;
    while (x <= last && !inked[x]) x++;
    runs.push({ start, end: x });
  }
  return runs;
}

describe('drawKineticText', () => {
  beforeAll(() => registerFonts());

  it('keeps two words popping in with a bounce apart, at every frame', () => {
    const canvas = createCanvas(WIDTH, HEIGHT);
    const ctx = canvas.getContext('2d');
    const layout = layoutText(ctx, 'toda tarde', {
      weight: 700,
      maxWidth: WIDTH - 100,
      maxLines: 1,
      maxSizePx: 110,
      minSizePx: 60,
      highlightTokens: false,
    });
    const options: Omit<KineticTextOptions, 'time'> = {
      x: WIDTH / 2,
      y: (HEIGHT - layout.height) / 2,
      align: 'center',
      exit: 0,
      entrance: 'pop',
      stagger: 0.06,
      wordDuration: 0.45,
      bounce: true,
      tilt: 0,
      paint: { color: '#FFFFFF', shadow: undefined, pill: '#000000', onPill: '#FFFFFF' },
    };
    const gapAt = (time: number) => {
      ctx.clearRect(0, 0, WIDTH, HEIGHT);
      drawKineticText(ctx, layout, { ...options, time });
      return Math.max(0, ...blankRuns(canvas.data()).map((run) => run.end - run.start));
    };
    const restingGap = gapAt(2);
    // Each word may grow by a quarter of a space each side: the gap keeps half a space.
    const narrowest = restingGap - layout.spacePx / 2 - 1;
    // From the second word's first visible frame to the end of both entrances.
    const from = options.stagger + 0.1 * options.wordDuration;
    let checked = 0;
    for (let time = from; time <= options.stagger + options.wordDuration; time += 1 / 60) {
      const gap = gapAt(time);
      expect({ time, open: gap >= narrowest }).toEqual({ time, open: true });
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });
});
