/** What ffprobe reports for every clip a provider delivers (specs compare against it). */
export const CENA_CLIP_FORMAT = {
  width: 1280,
  height: 720,
  videoCodec: 'h264',
  audioCodec: 'aac',
  pixelFormat: 'yuv420p',
  fps: 30,
} as const;
