import type { Canvas } from './canvas';

/** Side of the square blocks a frame is judged in, in pixels. */
export const FILL_BLOCK_PX = 16;
/** Mean luminance difference (0-255) under which a block shows the ground and nothing else. */
const SAME_AS_GROUND = 4;
/** Luminance standard deviation (0-255) under which a block is smooth: a gradient, a glow. */
const SMOOTH = 3;

/**
 * The share of a frame (0-1) that is bare background, as the issue counts it: blocks of
 * FILL_BLOCK_PX that show a smooth ground and nothing drawn over it (no word, object, card,
 * ornament or glow). The ground is drawn by the scene alone at the same instant
 * (FrameRenderer.renderBackdrop); a textured ground (the 3D set's floor grid) is not bare.
 */
export function bareShare(frame: Canvas, ground: Canvas): number {
  const { width, height } = frame;
  const a = frame.getContext('2d').getImageData(0, 0, width, height).data;
  const b = ground.getContext('2d').getImageData(0, 0, width, height).data;
  let bare = 0;
  let blocks = 0;
  for (let by = 0; by + FILL_BLOCK_PX <= height; by += FILL_BLOCK_PX) {
    for (let bx = 0; bx + FILL_BLOCK_PX <= width; bx += FILL_BLOCK_PX) {
      let difference = 0;
      let sum = 0;
      let squares = 0;
      let samples = 0;
      for (let y = by; y < by + FILL_BLOCK_PX; y += 2) {
        let at = (y * width + bx) * 4;
        for (let x = 0; x < FILL_BLOCK_PX; x += 2, at += 8) {
          const shown = luma(a, at);
          difference += Math.abs(shown - luma(b, at));
          sum += shown;
          squares += shown * shown;
          samples += 1;
        }
      }
      const mean = sum / samples;
      const spread = Math.sqrt(Math.max(0, squares / samples - mean * mean));
      if (difference / samples < SAME_AS_GROUND && spread < SMOOTH) bare += 1;
      blocks += 1;
    }
  }
  return blocks === 0 ? 0 : bare / blocks;
}

function luma(data: Uint8ClampedArray, at: number): number {
  return 0.2126 * data[at] + 0.7152 * data[at + 1] + 0.0722 * data[at + 2];
}
