export interface FfmpegBinaries {
  ffmpegPath: string;
  ffprobePath: string;
}

interface InstallerModule {
  path: string;
}

/**
 * The ffmpeg and ffprobe executables: `FFMPEG_PATH` / `FFPROBE_PATH` when set, else the static
 * binaries shipped by the npm installer packages.
 */
export function resolveFfmpegBinaries(env: NodeJS.ProcessEnv = process.env): FfmpegBinaries {
  return {
    ffmpegPath: env.FFMPEG_PATH || installerBinary('@ffmpeg-installer/ffmpeg'),
    ffprobePath: env.FFPROBE_PATH || installerBinary('@ffprobe-installer/ffprobe'),
  };
}

function installerBinary(moduleId: string): string {
  // Required lazily: an installer throws on a platform it has no binary for, which must not
  // matter when the environment points at a system ffmpeg instead.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require(moduleId) as InstallerModule).path;
}
