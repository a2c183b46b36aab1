import type { SKRSContext2D } from '@napi-rs/canvas';

/** @napi-rs/canvas does not export its gradient type. */
export type Gradient = ReturnType<SKRSContext2D['createLinearGradient']>;
