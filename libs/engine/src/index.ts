/**
 * @cena/engine: Cena's own render engine (a clip drawn frame by frame with @napi-rs/canvas and
 * encoded by the bundled ffmpeg) and the brief's text understanding it reads (facts, language,
 * category). No Nest: the server reaches it through its video-provider port.
 */
export type {
  BrandContactKind,
  ProgressFn,
  RenderBrand,
  RenderRequest,
  RenderResult,
} from './render-request';
export { EngineError, type EngineErrorCode } from './engine-error';
export {
  buildLocalEncode,
  LocalEngine,
  type LocalEngineOptions,
  representativeFrame,
  THUMBNAIL_FILE,
  VIDEO_FILE,
} from './render/local-engine';
export { warmUpLocalEngine } from './render/engine-warm-up';
export { FrameRenderer, type FrameInput } from './render/frame-renderer';
export { FrameWriteError, pumpFrames } from './render/frame-pump';
export { ProgressReporter } from './render/progress-reporter';
export { type Box, frameShape, type FrameShape } from './render/frame-shape';
export {
  bandDetail,
  calmestBand,
  type FootageBand,
  footageSampleSize,
  type GrayFrames,
} from './render/footage-bands';
export { CENA_CREDIT, planStoryboard, type Storyboard } from './render/storyboard';
export { CTA_VOCABULARY } from './render/end-card-plan';
export { renderBrandPreview, type BrandPreviewOptions } from './render/brand-preview';
export { toHex } from './render/color';
export {
  createCanvas,
  type Image,
  ImageData,
  loadImage,
  type SKRSContext2D,
} from './render/canvas';
export { drawBlurredCover } from './render/layers/blurred-cover';
export {
  decodeSourceImage,
  type SourceBitmap,
  type SourceImageOptions,
} from './render/source-image';

export * from './ffmpeg';
export {
  exceedsPixelLimits,
  exifOrientation,
  IMAGE_PIXEL_LIMITS,
  type ImageHeader,
  type PixelLimits,
  readImageHeader,
} from './image-header';
export { IMAGE_EXTENSIONS, sniffImageType } from './image-type';

export { collapseWhitespace, extractFacts, type Fact, type FactKind } from './facts/fact-extractor';
export { isPlatformName, selectBusinessName, selectContact } from './facts/business';
export { fold } from './facts/fold';
export { guessLocale } from './facts/language';
export { splitClauses, titleFromPrompt } from './facts/text-cuts';
export {
  categoriesMentioned,
  detectCategory,
  normaliseForMatching,
} from './categories/category-detector';
