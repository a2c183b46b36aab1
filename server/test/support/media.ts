import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import request from 'supertest';
import { resolveFfmpegBinaries } from '../../src/generation/ffmpeg';

const run = promisify(execFile);

export interface ProbedMedia {
  width: number;
  height: number;
  videoCodec: string;
  audioCodec: string | null;
  durationS: number;
}

/** ffprobe's own view of a file. */
export async function ffprobe(path: string): Promise<ProbedMedia> {
  const { ffprobePath } = resolveFfmpegBinaries();
  const { stdout } = await run(ffprobePath, [
    '-v',
    'error',
    '-show_streams',
    '-show_format',
    '-of',
    'json',
    path,
  ]);
  const info = JSON.parse(stdout) as {
    streams: { codec_type: string; codec_name: string; width?: number; height?: number }[];
    format: { duration: string };
  };
  const video = info.streams.find((s) => s.codec_type === 'video')!;
  const audio = info.streams.find((s) => s.codec_type === 'audio');
  return {
    width: video.width!,
    height: video.height!,
    videoCodec: video.codec_name,
    audioCodec: audio?.codec_name ?? null,
    durationS: Number(info.format.duration),
  };
}

/** Downloads a media URL of the app (its /media path) to a file. */
export async function download(
  http: Parameters<typeof request>[0],
  url: string,
  to: string,
): Promise<Buffer> {
  const { pathname, search } = new URL(url);
  const res = await request(http)
    .get(pathname + search)
    .buffer(true)
    .parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
  if (res.status !== 200) throw new Error(`GET ${pathname} → ${res.status}`);
  await writeFile(to, res.body as Buffer);
  return res.body as Buffer;
}

/** A real PNG photo-like image made by ffmpeg (gradient test pattern). */
export async function makePng(path: string, width = 800, height = 600): Promise<Buffer> {
  const { ffmpegPath } = resolveFfmpegBinaries();
  await run(ffmpegPath, [
    '-y',
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=${width}x${height}`,
    '-frames:v',
    '1',
    path,
  ]);
  return readFile(path);
}
