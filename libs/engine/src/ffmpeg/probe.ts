export interface ProbeResult {
  width: number;
  height: number;
  /** e.g. 'h264'; undefined when the file has no video stream. */
  videoCodec: string | undefined;
  /** e.g. 'aac'; undefined when the file has no audio stream. */
  audioCodec: string | undefined;
  pixelFormat: string | undefined;
  /** Frames per second of the video stream (0 when unknown). */
  fps: number;
  /** Container duration in seconds. */
  durationS: number;
}

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  pix_fmt?: string;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  duration?: string;
}

interface ProbeJson {
  streams?: ProbeStream[];
  format?: { duration?: string };
}

/** Reads `ffprobe -print_format json -show_format -show_streams` output. */
export function parseProbeOutput(json: string): ProbeResult {
  const parsed = JSON.parse(json) as ProbeJson;
  const streams = parsed.streams ?? [];
  const video = streams.find((stream) => stream.codec_type === 'video');
  const audio = streams.find((stream) => stream.codec_type === 'audio');
  const durations = [parsed.format?.duration, video?.duration, audio?.duration]
    .map(Number)
    .filter((value) => Number.isFinite(value) && value > 0);
  return {
    width: video?.width ?? 0,
    height: video?.height ?? 0,
    videoCodec: video?.codec_name,
    audioCodec: audio?.codec_name,
    pixelFormat: video?.pix_fmt,
    fps: parseRate(video?.avg_frame_rate) || parseRate(video?.r_frame_rate),
    durationS: durations[0] ?? 0,
  };
}

function parseRate(rate: string | undefined): number {
  if (!rate) return 0;
  const [numerator, denominator = '1'] = rate.split('/');
  const value = Number(numerator) / Number(denominator);
  return Number.isFinite(value) ? value : 0;
}
