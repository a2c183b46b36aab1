/**
 * @napi-rs/canvas, loaded after its allocator's options are set (see canvas-allocator.ts). Every
 * value import of @napi-rs/canvas goes through this module; an ESLint rule says so.
 */
import './canvas-allocator';

// eslint-disable-next-line @typescript-eslint/no-restricted-imports
export * from '@napi-rs/canvas';
