export * from './ffmpeg-args';
export * from './ffmpeg-binaries';
export * from './ffmpeg-error';
export * from './ffmpeg-progress';
export * from './ffmpeg-runner';
export * from './probe';
export * from './process-launcher';
