/**
 * Test data of the engine for other packages' tests and scripts (`@cena/engine/testing`): the
 * fixture briefs and the format every delivered clip has. Not loaded by the engine itself.
 */
export {
  BRIEFS,
  type Brief,
  briefById,
  SAMPLE_BRIEF_IDS,
  SAMPLE_BRIEFS,
} from './facts/briefs.fixtures';
export { CENA_CLIP_FORMAT } from './render/clip-format.fixtures';
export { readVideoFrame, type VideoFrame } from './render/video-frame.fixtures';
export { jpegHeader, pngHeader, vp8, vp8l, vp8x } from './image-header.fixtures';
