import {
  buildFrameEncodeArgs,
  buildNormaliseArgs,
  buildFootageSampleArgs,
  buildProbeArgs,
  DEFAULT_ENCODE_SETTINGS,
  type EncodeSettings,
  type FrameEncodeOptions,
} from './ffmpeg-args';

const FORMAT = { width: 1280, height: 720, fps: 30 };
const FAST: EncodeSettings = {
  preset: 'ultrafast',
  crf: 23,
  threads: 2,
  bframes: 3,
  audioKbps: 96,
  trellis: 0,
};

const VIDEO_TAIL = [
  '-c:v',
  'libx264',
  '-preset',
  'ultrafast',
  '-tune',
  'animation',
  '-bf',
  '3',
  '-crf',
  '23',
  '-g',
  '60',
  '-pix_fmt',
  'yuv420p',
  '-colorspace',
  'bt709',
  '-color_primaries',
  'bt709',
  '-color_trc',
  'bt709',
  '-threads',
  '2',
  '-x264-params',
  'trellis=0',
  '-c:a',
  'aac',
  '-b:a',
  '96k',
  '-ar',
  '48000',
  '-ac',
  '2',
];

function frameOptions(overrides: Partial<FrameEncodeOptions> = {}): FrameEncodeOptions {
  return {
    format: FORMAT,
    pixelFormat: 'yuv420p',
    inputQueueFrames: 4,
    durationS: 8,
    audio: { kind: 'pcm', pipe: 3, sampleRate: 24000, channels: 1 },
    outputPath: '/work/video.mp4',
    settings: FAST,
    ...overrides,
  };
}

describe('buildFrameEncodeArgs', () => {
  it('reads raw I420 frames on stdin and PCM samples on pipe 3', () => {
    expect(buildFrameEncodeArgs(frameOptions())).toEqual([
      '-hide_banner',
      '-loglevel',
      'error',
      '-nostats',
      '-y',
      '-progress',
      'pipe:1',
      '-thread_queue_size',
      '4',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'yuv420p',
      '-s',
      '1280x720',
      '-framerate',
      '30',
      '-i',
      'pipe:0',
      '-analyzeduration',
      '1',
      '-f',
      's16le',
      '-ar',
      '24000',
      '-ac',
      '1',
      '-i',
      'pipe:3',
      '-map',
      '0:v:0',
      '-map',
      '1:a:0',
      ...VIDEO_TAIL,
      '-t',
      '8',
      '-movflags',
      '+faststart',
      '/work/video.mp4',
    ]);
  });

  it('adds a silent stereo track when there is no soundtrack', () => {
    const args = buildFrameEncodeArgs(
      frameOptions({ audio: { kind: 'silence' }, pixelFormat: 'rgba', durationS: 4.5 }),
    );
    expect(args.slice(7, 25)).toEqual([
      '-thread_queue_size',
      '4',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgba',
      '-s',
      '1280x720',
      '-framerate',
      '30',
      '-i',
      'pipe:0',
      '-f',
      'lavfi',
      '-i',
      'anullsrc=r=48000:cl=stereo',
      '-map',
      '0:v:0',
    ]);
    expect(args.slice(-5)).toEqual(['-t', '4.5', '-movflags', '+faststart', '/work/video.mp4']);
  });

  it('converts RGB input to BT.709 limited-range yuv420p', () => {
    for (const pixelFormat of ['rgba', 'bgr24'] as const) {
      const args = buildFrameEncodeArgs(frameOptions({ pixelFormat }));
      expect(args[args.indexOf('-pix_fmt') + 1]).toBe(pixelFormat);
      expect(args.slice(args.indexOf('-vf'), args.indexOf('-vf') + 3)).toEqual([
        '-vf',
        'scale=out_color_matrix=bt709:out_range=tv,format=yuv420p',
        '-c:v',
      ]);
    }
    expect(buildFrameEncodeArgs(frameOptions())).not.toContain('-vf');
  });

  it('reads a soundtrack file and leaves the thread count to x264 when threads is 0', () => {
    const args = buildFrameEncodeArgs(
      frameOptions({
        audio: { kind: 'file', path: '/work/track.wav' },
        settings: DEFAULT_ENCODE_SETTINGS,
        durationS: 6.6666,
      }),
    );
    expect(args).toContain('/work/track.wav');
    expect(args[args.indexOf('/work/track.wav') - 1]).toBe('-i');
    expect(args).not.toContain('-threads');
    expect(args).not.toContain('-bf');
    expect(args).not.toContain('-x264-params');
    expect(args).not.toContain('-analyzeduration');
    expect(args[args.indexOf('-preset') + 1]).toBe('veryfast');
    expect(args[args.indexOf('-crf') + 1]).toBe('21');
    expect(args[args.indexOf('-t') + 1]).toBe('6.667');
  });
});

describe('buildNormaliseArgs', () => {
  const base = {
    inputPath: '/work/veo.mp4',
    outputPath: '/work/video.mp4',
    format: FORMAT,
    durationS: 8,
    settings: DEFAULT_ENCODE_SETTINGS,
  };

  it('scales, crops, pads to the duration and keeps the input audio', () => {
    expect(buildNormaliseArgs({ ...base, inputHasAudio: true })).toEqual([
      '-hide_banner',
      '-loglevel',
      'error',
      '-nostats',
      '-y',
      '-progress',
      'pipe:1',
      '-i',
      '/work/veo.mp4',
      '-filter_complex',
      '[0:v]scale=1280:720:force_original_aspect_ratio=increase,crop=1280:720,setsar=1,' +
        'fps=30,tpad=stop_mode=clone:stop_duration=8,format=yuv420p[v];' +
        '[0:a:0]aresample=48000,apad[a]',
      '-map',
      '[v]',
      '-map',
      '[a]',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '21',
      '-g',
      '60',
      '-pix_fmt',
      'yuv420p',
      '-colorspace',
      'bt709',
      '-color_primaries',
      'bt709',
      '-color_trc',
      'bt709',
      '-c:a',
      'aac',
      '-b:a',
      '128k',
      '-ar',
      '48000',
      '-ac',
      '2',
      '-t',
      '8',
      '-movflags',
      '+faststart',
      '/work/video.mp4',
    ]);
  });

  it('lays the RGBA frames from stdin over the clip (BT.709), adds silence after them when the input is mute, and takes the thumbnail from the result', () => {
    const args = buildNormaliseArgs({
      ...base,
      inputHasAudio: false,
      overlay: { inputQueueFrames: 4 },
      thumbnail: { path: '/work/thumb.jpg', atS: 1.5 },
    });
    expect(args.slice(7, 29)).toEqual([
      '-i',
      '/work/veo.mp4',
      '-thread_queue_size',
      '4',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgba',
      '-s',
      '1280x720',
      '-framerate',
      '30',
      '-i',
      'pipe:0',
      '-f',
      'lavfi',
      '-i',
      'anullsrc=r=48000:cl=stereo',
      '-filter_complex',
      '[0:v]scale=1280:720:force_original_aspect_ratio=increase,crop=1280:720,setsar=1,' +
        'fps=30,tpad=stop_mode=clone:stop_duration=8[base];' +
        '[1:v]scale=out_color_matrix=bt709:out_range=tv,format=yuva420p[layer];' +
        '[base][layer]overlay=0:0:format=yuv420,format=yuv420p,split=2[v][still];' +
        '[still]trim=start_frame=45:end_frame=46[t];' +
        '[2:a:0]aresample=48000,apad[a]',
      '-map',
      '[v]',
    ]);
    // One x264 encode; the thumbnail is a second output of the same pass, after the MP4's options.
    expect(args.filter((arg) => arg === 'libx264')).toHaveLength(1);
    expect(args.slice(args.indexOf('/work/video.mp4') - 2)).toEqual([
      '-movflags',
      '+faststart',
      '/work/video.mp4',
      '-map',
      '[t]',
      '-frames:v',
      '1',
      '-q:v',
      '3',
      '/work/thumb.jpg',
    ]);
  });
});

describe('buildFootageSampleArgs', () => {
  it('decodes a few small grayscale frames spread over the clip, cropped as delivered, to stdout', () => {
    expect(
      buildFootageSampleArgs({
        inputPath: '/work/veo.mp4',
        width: 128,
        height: 72,
        count: 6,
        durationS: 7,
      }),
    ).toEqual([
      '-hide_banner',
      '-loglevel',
      'error',
      '-nostats',
      '-y',
      '-i',
      '/work/veo.mp4',
      '-an',
      '-vf',
      'fps=0.8571,scale=128:72:force_original_aspect_ratio=increase,crop=128:72,format=gray',
      '-frames:v',
      '6',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'gray',
      'pipe:1',
    ]);
  });
});

describe('buildProbeArgs', () => {
  it('prints format and streams as JSON', () => {
    expect(buildProbeArgs('/work/video.mp4')).toEqual([
      '-hide_banner',
      '-loglevel',
      'error',
      '-print_format',
      'json',
      '-show_format',
      '-show_streams',
      '/work/video.mp4',
    ]);
  });
});
