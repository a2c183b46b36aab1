import { type AspectRatio, VIDEO_SIZES } from '@cena/contracts';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A clip's shape and where text may go in it. */
export interface FrameShape {
  aspectRatio: AspectRatio;
  width: number;
  height: number;
  /**
   * The part of the frame no platform interface covers. In 9:16, Reels, Status and TikTok lay
   * their top bar over the first ~12 % and the caption, buttons and progress bar over the last
   * ~25 %, with the action icons down the right edge; text stays out of those.
   */
  safe: Box;
  /** Type size against the 16:9 design: the square frame is half as tall again. */
  typeScale: number;
}

export function frameShape(aspectRatio: AspectRatio): FrameShape {
  const { width, height } = VIDEO_SIZES[aspectRatio];
  switch (aspectRatio) {
    case '9:16':
      return {
        aspectRatio,
        width,
        height,
        safe: { x: 48, y: 160, width: width - 48 - 96, height: height - 160 - 330 },
        typeScale: 0.95,
      };
    case '1:1':
      return { aspectRatio, width, height, safe: { x: 0, y: 0, width, height }, typeScale: 1.3 };
    case '16:9':
      return { aspectRatio, width, height, safe: { x: 0, y: 0, width, height }, typeScale: 1 };
  }
}

/**
 * Height the corner mark (Cena's watermark or the customer's logo, 42 px with its shadow's room,
 * on a 24 px margin) takes above the 9:16 safe zone's bottom, where it sits, with a little air:
 * words and their cards end above it.
 */
export const UPRIGHT_CORNER_MARK_PX = 70;

/** Picks the value designed for the clip's shape. */
export function byShape<T>(shape: FrameShape, values: Record<AspectRatio, T>): T {
  return values[shape.aspectRatio];
}

/** The box a set of screen rectangles covers. */
export function union(boxes: Box[]): Box {
  const left = Math.min(...boxes.map((box) => box.x));
  const top = Math.min(...boxes.map((box) => box.y));
  const right = Math.max(...boxes.map((box) => box.x + box.width));
  const bottom = Math.max(...boxes.map((box) => box.y + box.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** Whether `inner` lies within `outer`, `slack` pixels of rounding allowed. */
export function contains(outer: Box, inner: Box, slack = 0): boolean {
  return (
    inner.x >= outer.x - slack &&
    inner.y >= outer.y - slack &&
    inner.x + inner.width <= outer.x + outer.width + slack &&
    inner.y + inner.height <= outer.y + outer.height + slack
  );
}

export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
