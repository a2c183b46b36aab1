export type FfmpegFailure = 'spawn' | 'exit' | 'timeout' | 'aborted';

/** A failed ffmpeg / ffprobe run, with the tail of its stderr for the log. */
export class FfmpegError extends Error {
  constructor(
    readonly failure: FfmpegFailure,
    message: string,
    readonly exitCode: number | null = null,
    readonly stderr = '',
  ) {
    super(stderr ? `${message}: ${stderr}` : message);
    this.name = 'FfmpegError';
  }
}
