/**
 * Pure builders of ffmpeg / ffprobe argument arrays. Every clip Cena delivers has the same shape:
 * 1280x720, 30 fps, H.264 yuv420p (BT.709, tagged) + AAC 48 kHz stereo, moov atom first.
 */

export type X264Preset = 'ultrafast' | 'superfast' | 'veryfast';

export interface OutputFormat {
  width: number;
  height: number;
  fps: number;
}

/** Options shared by the two encoders (local frames, external clip normalisation). */
export interface EncodeSettings {
  preset: X264Preset;
  /** Constant rate factor; lower is better quality. */
  crf: number;
  /** `-threads` for libx264; 0 lets x264 choose. */
  threads: number;
  /** B-frames between references (`-bf`); unset keeps the preset's (and tune's) choice. */
  bframes?: number;
  /** AAC bitrate in kbit/s; 128 when unset. */
  audioKbps?: number;
  /**
   * x264's trellis quantisation (0 off, 1 on each macroblock's final encode, 2 everywhere); unset
   * keeps what ffmpeg gives x264. Set it whenever the preset's own choice matters: the bundled
   * ffmpeg turns trellis on under `ultrafast`, whose preset has it off.
   */
  trellis?: 0 | 1 | 2;
}

export const DEFAULT_ENCODE_SETTINGS: EncodeSettings = { preset: 'veryfast', crf: 21, threads: 0 };

const COMMON_ARGS = ['-hide_banner', '-loglevel', 'error', '-nostats', '-y'];

/** Reports progress as key=value blocks on stdout (parsed by FfmpegProgressParser). */
const PROGRESS_ARGS = ['-progress', 'pipe:1'];

const BT709_TAGS = ['-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709'];

function audioCodecArgs(settings: EncodeSettings): string[] {
  return ['-c:a', 'aac', '-b:a', `${settings.audioKbps ?? 128}k`, '-ar', '48000', '-ac', '2'];
}

function videoCodecArgs(format: OutputFormat, settings: EncodeSettings, tune?: string): string[] {
  return [
    '-c:v',
    'libx264',
    '-preset',
    settings.preset,
    ...(tune ? ['-tune', tune] : []),
    ...(settings.bframes !== undefined ? ['-bf', String(settings.bframes)] : []),
    '-crf',
    String(settings.crf),
    // A keyframe every two seconds keeps seeking in the browser's <video> snappy.
    '-g',
    String(format.fps * 2),
    '-pix_fmt',
    'yuv420p',
    ...BT709_TAGS,
    ...(settings.threads > 0 ? ['-threads', String(settings.threads)] : []),
    ...(settings.trellis !== undefined ? ['-x264-params', `trellis=${settings.trellis}`] : []),
  ];
}

function seconds(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

/**
 * The soundtrack of an encode: an audio file, raw signed 16-bit little-endian samples streamed
 * on an extra pipe (`pipe:3`…), or a synthesised silent track.
 */
export type AudioSource =
  | { kind: 'file'; path: string }
  | { kind: 'pcm'; pipe: number; sampleRate: number; channels: number }
  | { kind: 'silence' };

const SILENCE_GRAPH = 'anullsrc=r=48000:cl=stereo';

function audioInputArgs(audio: AudioSource): string[] {
  switch (audio.kind) {
    case 'file':
      return ['-i', audio.path];
    case 'pcm':
      return [
        // Raw samples need no analysis, and ffmpeg must not wait for its default 5 s of them
        // before reading any video: the audio is streamed along with the frames. (0 would mean
        // the default; 1 µs means one packet.)
        '-analyzeduration',
        '1',
        '-f',
        's16le',
        '-ar',
        String(audio.sampleRate),
        '-ac',
        String(audio.channels),
        '-i',
        `pipe:${audio.pipe}`,
      ];
    case 'silence':
      return ['-f', 'lavfi', '-i', SILENCE_GRAPH];
  }
}

/**
 * Pixel layouts the frame encoder reads on stdin: packed RGB, converted by ffmpeg with the
 * BT.709 matrix, or planar YUV 4:2:0 already in the encoder's format (BT.709, limited range).
 */
export type RawPixelFormat = 'rgba' | 'bgr24' | 'yuv420p';

export interface FrameEncodeOptions {
  format: OutputFormat;
  /**
   * Layout of the raw frames. yuv420p is the cheapest: half the bytes of bgr24 and no
   * conversion; of the RGB ones, bgr24 has swscale's unscaled fast path to yuv420p (about
   * 0.6 ms a 720p frame against 2.4 ms from rgba).
   */
  pixelFormat: RawPixelFormat;
  /**
   * Frames ffmpeg may read ahead of its encoder (its input queue); a few decouple the renderer
   * from the encoder, more only cost memory (each is a whole raw frame).
   */
  inputQueueFrames: number;
  durationS: number;
  audio: AudioSource;
  outputPath: string;
  settings: EncodeSettings;
}

/**
 * Encodes raw frames read from stdin, plus the soundtrack, into the final MP4. Exactly
 * `durationS` long: the frame count on stdin and `-t` agree, and the audio is cut to `-t`.
 */
export function buildFrameEncodeArgs(options: FrameEncodeOptions): string[] {
  const { format } = options;
  return [
    ...COMMON_ARGS,
    ...PROGRESS_ARGS,
    '-thread_queue_size',
    String(options.inputQueueFrames),
    '-f',
    'rawvideo',
    '-pix_fmt',
    options.pixelFormat,
    '-s',
    `${format.width}x${format.height}`,
    '-framerate',
    String(format.fps),
    '-i',
    'pipe:0',
    ...audioInputArgs(options.audio),
    '-map',
    '0:v:0',
    '-map',
    '1:a:0',
    // swscale defaults to BT.601; HD players assume BT.709, which would shift the brand colours.
    ...(options.pixelFormat === 'yuv420p'
      ? []
      : ['-vf', 'scale=out_color_matrix=bt709:out_range=tv,format=yuv420p']),
    ...videoCodecArgs(format, options.settings, 'animation'),
    ...audioCodecArgs(options.settings),
    '-t',
    seconds(options.durationS),
    '-movflags',
    '+faststart',
    options.outputPath,
  ];
}

export interface NormaliseOptions {
  inputPath: string;
  outputPath: string;
  format: OutputFormat;
  durationS: number;
  /** Whether the input has an audio stream; without one a silent track is added. */
  inputHasAudio: boolean;
  /**
   * A layer laid over the clip: raw RGBA frames (straight alpha) of the output's size and rate,
   * read from stdin (the engine's typography, end card and corner mark over a provider's clip).
   */
  overlay?: { inputQueueFrames: number };
  /** A JPEG of the result's frame at `atS`, written by the same pass. */
  thumbnail?: { path: string; atS: number };
  settings: EncodeSettings;
}

/**
 * Re-encodes an external clip (Veo output) to Cena's format in one pass: cover-scaled and
 * cropped to the frame, resampled to the output frame rate, trimmed (or padded by holding the
 * last frame) to exactly `durationS`, optionally under a layer of frames from stdin and with a
 * thumbnail taken from the result.
 */
export function buildNormaliseArgs(options: NormaliseOptions): string[] {
  const { format, durationS } = options;
  const size = `${format.width}:${format.height}`;
  const inputs = ['-i', options.inputPath];
  let nextInput = 1;
  let overlayIndex: number | undefined;
  if (options.overlay) {
    overlayIndex = nextInput++;
    inputs.push(
      ...['-thread_queue_size', String(options.overlay.inputQueueFrames)],
      ...['-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', `${format.width}x${format.height}`],
      ...['-framerate', String(format.fps), '-i', 'pipe:0'],
    );
  }
  let audioLabel = '0:a:0';
  if (!options.inputHasAudio) {
    audioLabel = `${nextInput}:a:0`;
    inputs.push(...audioInputArgs({ kind: 'silence' }));
  }

  const base =
    `[0:v]scale=${size}:force_original_aspect_ratio=increase,crop=${size},setsar=1,` +
    `fps=${format.fps},tpad=stop_mode=clone:stop_duration=${seconds(durationS)}`;
  // The layer is converted with the BT.709 matrix the output is tagged with (swscale would use
  // BT.601 and shift the brand colours), keeping its alpha for the overlay.
  const composed =
    overlayIndex === undefined
      ? `${base},format=yuv420p`
      : `${base}[base];` +
        `[${overlayIndex}:v]scale=out_color_matrix=bt709:out_range=tv,format=yuva420p[layer];` +
        `[base][layer]overlay=0:0:format=yuv420,format=yuv420p`;
  const thumbnail = options.thumbnail;
  const still = thumbnail ? Math.round(thumbnail.atS * format.fps) : 0;
  const video = thumbnail
    ? `${composed},split=2[v][still];[still]trim=start_frame=${still}:end_frame=${still + 1}[t]`
    : `${composed}[v]`;
  const audio = `[${audioLabel}]aresample=48000,apad[a]`;

  return [
    ...COMMON_ARGS,
    ...PROGRESS_ARGS,
    ...inputs,
    '-filter_complex',
    `${video};${audio}`,
    '-map',
    '[v]',
    '-map',
    '[a]',
    ...videoCodecArgs(format, options.settings),
    ...audioCodecArgs(options.settings),
    '-t',
    seconds(durationS),
    '-movflags',
    '+faststart',
    options.outputPath,
    ...(thumbnail ? ['-map', '[t]', '-frames:v', '1', '-q:v', '3', thumbnail.path] : []),
  ];
}

export interface FootageSampleOptions {
  inputPath: string;
  /** Size of the samples, the clip cover-scaled and centre-cropped to it as it is delivered. */
  width: number;
  height: number;
  /** Samples spread evenly over the first `durationS` seconds. */
  count: number;
  durationS: number;
}

/**
 * A few small grayscale frames of a clip as raw bytes on stdout (one byte a pixel, frame after
 * frame): enough to tell where the footage is calm, for a fraction of a decode's cost to keep.
 */
export function buildFootageSampleArgs(options: FootageSampleOptions): string[] {
  const size = `${options.width}:${options.height}`;
  const rate = Math.round((options.count / options.durationS) * 10_000) / 10_000;
  return [
    ...COMMON_ARGS,
    '-i',
    options.inputPath,
    '-an',
    '-vf',
    `fps=${rate},scale=${size}:force_original_aspect_ratio=increase,crop=${size},format=gray`,
    '-frames:v',
    String(options.count),
    '-f',
    'rawvideo',
    '-pix_fmt',
    'gray',
    'pipe:1',
  ];
}

/** ffprobe arguments that print the container and streams as JSON. */
export function buildProbeArgs(inputPath: string): string[] {
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    inputPath,
  ];
}
