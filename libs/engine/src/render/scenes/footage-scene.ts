import { createCanvas, type Canvas, type SKRSContext2D } from '../canvas';
import { rgba } from '../color';
import { type FootageBand, type FootagePlacement, footagePlacement } from '../footage-bands';
import { byShape } from '../frame-shape';
import type { Storyboard } from '../storyboard';
import { TypographyTrack, type TrackLayout } from '../typography/typography-track';
import type { Scene, SceneLayoutModel } from './scene';

/** The words hug the frame's edge in the outer bands. */
const ANCHOR: Record<FootageBand, TrackLayout['anchor']> = {
  upper: 'top',
  middle: 'center',
  lower: 'bottom',
};

/**
 * The words over footage the engine does not draw (a provider's clip): on a transparent frame,
 * only what keeps them readable, a scrim darkening the band where the footage is calm, and the
 * typography track in that band. ffmpeg lays the frames over the clip.
 */
export class FootageScene implements Scene {
  private readonly placement: FootagePlacement;
  private readonly scrim: Canvas;
  private readonly track: TypographyTrack;

  constructor(
    ctx: SKRSContext2D,
    private readonly board: Storyboard,
    band: FootageBand,
  ) {
    const { motion, palette } = board;
    this.placement = footagePlacement(board.shape, band);
    this.scrim = bakeScrim(this.placement, palette.deep);
    const centered = band === 'middle' || (motion.bounce && !motion.straight);
    this.track = new TypographyTrack(ctx, board, {
      box: this.placement.text,
      align: centered ? 'center' : 'left',
      anchor: ANCHOR[band],
      ...byShape(board.shape, {
        '16:9': {
          title: { maxSizePx: 86, minSizePx: 48, maxLines: 2, overflowLines: 1 },
          phrase: { maxSizePx: 66, minSizePx: 40, maxLines: 3 },
        },
        '9:16': {
          title: { maxSizePx: 72, minSizePx: 44, maxLines: 3, overflowLines: 1 },
          phrase: { maxSizePx: 60, minSizePx: 40, maxLines: 4 },
        },
        '1:1': {
          title: { maxSizePx: 96, minSizePx: 54, maxLines: 2, overflowLines: 1 },
          phrase: { maxSizePx: 74, minSizePx: 44, maxLines: 3 },
        },
      }),
      paint: {
        color: '#FFFFFF',
        shadow: 'rgba(0,0,0,0.45)',
        pill: palette.accent,
        onPill: palette.onAccent,
      },
      ornament: centered ? 'underline' : 'bar',
      ornamentColor: palette.accent,
    });
  }

  draw(ctx: SKRSContext2D, time: number): void {
    // The frame is a layer: everything but the scrim and the words stays see-through.
    ctx.clearRect(0, 0, this.board.width, this.board.height);
    ctx.drawImage(this.scrim, 0, this.placement.scrim.y);
    this.track.draw(ctx, time);
  }

  layoutModel(): SceneLayoutModel {
    return { beats: this.track.model(), backing: this.placement.scrim };
  }
}

/**
 * The scrim's opacity across the text box: from its inner edge to the frame's edge. At 0.62 of
 * a look's deep colour, white type keeps about 4.5:1 even over white footage.
 */
const SCRIM_ALPHA = { inner: 0.62, outer: 0.82 } as const;

/** The scrim, baked once: darkest at the frame's edge (or the band's middle), clear inside. */
function bakeScrim(placement: FootagePlacement, deep: string): Canvas {
  const { scrim, text, band } = placement;
  const canvas = createCanvas(scrim.width, scrim.height);
  const ctx = canvas.getContext('2d');
  const gradient = ctx.createLinearGradient(0, 0, 0, scrim.height);
  // Where the text box starts and ends inside the strip, 0 to 1.
  const textTop = (text.y - scrim.y) / scrim.height;
  const textBottom = (text.y + text.height - scrim.y) / scrim.height;
  const { inner, outer } = SCRIM_ALPHA;
  const stops: [number, number][] =
    band === 'upper'
      ? [
          [0, outer],
          [textBottom, inner],
          [1, 0],
        ]
      : band === 'lower'
        ? [
            [0, 0],
            [textTop, inner],
            [1, outer],
          ]
        : [
            [0, 0],
            [textTop, inner],
            [(textTop + textBottom) / 2, (inner + outer) / 2],
            [textBottom, inner],
            [1, 0],
          ];
  for (const [at, alpha] of stops) gradient.addColorStop(at, rgba(deep, alpha));
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, scrim.width, scrim.height);
  return canvas;
}
