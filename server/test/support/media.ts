import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import request from 'supertest';
import { resolveFfmpegBinaries } from '@cena/engine';

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
  const { pathname, search } = new URL(url, 'http://cena.test');
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

/**
 * Asserts a finished video as the spec promises it: completed, an MP4 of 1280x720 (or `size`,
 * for the other shapes) H.264 + AAC within 0.1 s of the requested length, and a JPEG thumbnail.
 * Files land under `dir`.
 */
export async function expectDeliveredClip(
  http: Parameters<typeof request>[0],
  video: Record<string, unknown>,
  durationS: number,
  dir: string,
  size: { width: number; height: number } = { width: 1280, height: 720 },
): Promise<void> {
  expect(video).toMatchObject({ status: 'completed', progress: 100, errorCode: null });
  const file = `${dir}/${String(video.id)}.mp4`;
  await download(http, video.videoUrl as string, file);
  const probe = await ffprobe(file);
  expect(probe).toMatchObject({ ...size, videoCodec: 'h264', audioCodec: 'aac' });
  expect(Math.abs(probe.durationS - durationS)).toBeLessThanOrEqual(0.1);
  const thumb = await download(http, video.thumbnailUrl as string, `${file}.jpg`);
  expect(thumb.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
}
