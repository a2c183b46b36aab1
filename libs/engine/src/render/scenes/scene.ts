import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Box } from '../frame-shape';
import type { EndCardPicture } from '../layers/end-card';
import type { BeatModel } from '../typography/typography-track';

/** What a scene's words are and where they sit: read by tests instead of decoding pixels. */
export interface SceneLayoutModel {
  /** The typography track's beats, in order. */
  beats: BeatModel[];
  /** Where the scene darkens the picture under the words (over footage), when it does. */
  backing?: Box;
  /** The clip's object's room, when it stages one. */
  hero?: Box;
  /** Where the decor's large outline shapes are drawn at a time. */
  decorAt?(time: number): Box[];
  /** Where a photo clip's photo is drawn at a time. */
  photoAt?(time: number): Box;
}

/** One visual treatment of a clip (text, image, 3D): draws everything under the end card. */
export interface Scene {
  draw(ctx: SKRSContext2D, time: number): void;
  /** The ground alone (gradient or set), for measuring how much of a frame holds anything else. */
  drawBackdrop?(ctx: SKRSContext2D, time: number): void;
  layoutModel(): SceneLayoutModel;
  /** The customer's own picture for the end card (a photo clip's photo), when the scene has one. */
  endCardPicture?(): EndCardPicture;
}
