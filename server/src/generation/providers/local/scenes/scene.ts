import type { SKRSContext2D } from '@napi-rs/canvas';

/** One visual treatment of a clip (text, image, 3D): draws everything under the end card. */
export interface Scene {
  draw(ctx: SKRSContext2D, time: number): void;
  /** The ground alone (gradient or set), for measuring how much of a frame holds anything else. */
  drawBackdrop?(ctx: SKRSContext2D, time: number): void;
}
