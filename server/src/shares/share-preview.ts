import { mkdtemp, rm } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { VIDEO_SIZES } from '@cena/contracts';
import { Injectable } from '@nestjs/common';
import {
  FfmpegRunner,
  createCanvas,
  type SKRSContext2D,
  drawBlurredCover,
  decodeSourceImage,
  type SourceBitmap,
} from '@cena/engine';
import { Storage } from '../storage/storage';
import type { VideoEntity } from '../videos/video.entity';

/** What WhatsApp, Facebook and X show best: 1.91:1. */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;
/** WhatsApp drops a link preview image larger than this. */
export const PREVIEW_MAX_BYTES = 300 * 1024;
/** Tried in turn until the JPEG fits under PREVIEW_MAX_BYTES. */
const PREVIEW_QUALITIES = [86, 78, 70, 60, 50, 40, 30];
const POSTER_QUALITY = 82;
const FRAME_LIMIT_BYTES = 8 * 1024 * 1024;

export interface ShareImages {
  /** PREVIEW_SIZE, at most PREVIEW_MAX_BYTES, a play badge in the middle. */
  preview: Buffer;
  /** The frame in the clip's own shape and size (9:16 upright), for the page's player. */
  poster: Buffer;
}

/**
 * A shared video's images, made once when it is shared. The frame is the clip's representative
 * one: the thumbnail the render kept (both engines pick the frame that reads best), else a frame
 * ffmpeg takes from the middle of the clip. The preview letterboxes it on a blurred, enlarged
 * copy of itself, so a 9:16 or 1:1 clip is shown whole.
 */
@Injectable()
export class SharePreviewMaker {
  private readonly runner = new FfmpegRunner({ timeoutMs: 30_000 });

  constructor(private readonly storage: Storage) {}

  async make(video: VideoEntity): Promise<ShareImages> {
    const frame = await decodeSourceImage(await this.frameOf(video), {
      runner: this.runner,
      frame: VIDEO_SIZES[video.aspectRatio],
      fit: 'contain',
    });
    return { preview: await renderPreview(frame), poster: await renderPoster(frame, video) };
  }

  private async frameOf(video: VideoEntity): Promise<Buffer> {
    if (video.thumbnailKey) {
      const stream = await this.storage.read(video.thumbnailKey);
      if (stream) return Buffer.concat(await stream.toArray());
    }
    if (!video.videoKey) throw new Error(`video ${video.id} has no clip`);
    const clip = await this.storage.read(video.videoKey);
    if (!clip) throw new Error(`video ${video.id}: clip ${video.videoKey} is missing`);
    const dir = await mkdtemp(join(tmpdir(), 'cena-share-'));
    try {
      const path = join(dir, 'clip.mp4');
      await pipeline(clip, createWriteStream(path));
      const middle = Math.max(0, video.durationS / 2);
      return await this.runner.output(
        ['-v', 'error', '-ss', String(middle), '-i', path, '-frames:v', '1'].concat([
          '-f',
          'image2pipe',
          '-c:v',
          'mjpeg',
          '-q:v',
          '2',
          'pipe:1',
        ]),
        FRAME_LIMIT_BYTES,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}

/** The 1200×630 preview: the frame whole over a blurred copy of itself, a play badge on top. */
export async function renderPreview(frame: SourceBitmap): Promise<Buffer> {
  const { width, height } = PREVIEW_SIZE;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  drawBlurredCover(ctx, frame, width, height, { zoom: 1.15 });
  ctx.fillStyle = 'rgba(20,18,31,0.35)';
  ctx.fillRect(0, 0, width, height);
  const contain = Math.min(width / frame.width, height / frame.height);
  const w = frame.width * contain;
  const h = frame.height * contain;
  ctx.drawImage(frame, (width - w) / 2, (height - h) / 2, w, h);
  drawPlayBadge(ctx, width / 2, height / 2, 72);
  for (const quality of PREVIEW_QUALITIES) {
    const bytes = await canvas.encode('jpeg', quality);
    if (bytes.length <= PREVIEW_MAX_BYTES) return bytes;
  }
  throw new Error(`the preview stays over ${PREVIEW_MAX_BYTES} bytes at every quality`);
}

/** The frame at the clip's own size (720×1280 for 9:16), for the page's `<video poster>`. */
async function renderPoster(frame: SourceBitmap, video: VideoEntity): Promise<Buffer> {
  const { width, height } = VIDEO_SIZES[video.aspectRatio];
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  const cover = Math.max(width / frame.width, height / frame.height);
  const w = frame.width * cover;
  const h = frame.height * cover;
  ctx.drawImage(frame, (width - w) / 2, (height - h) / 2, w, h);
  return canvas.encode('jpeg', POSTER_QUALITY);
}

/** BRAND.md's play badge: the brand gradient in a white ring, a white triangle. */
function drawPlayBadge(ctx: SKRSContext2D, x: number, y: number, radius: number): void {
  ctx.save();
  ctx.shadowColor = 'rgba(0,0,0,0.35)';
  ctx.shadowBlur = 24;
  const gradient = ctx.createLinearGradient(x - radius, y - radius, x + radius, y + radius);
  gradient.addColorStop(0, '#FF5A36');
  gradient.addColorStop(1, '#FF9F1C');
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, Math.PI * 2);
  ctx.fillStyle = gradient;
  ctx.fill();
  ctx.shadowBlur = 0;
  ctx.lineWidth = 6;
  ctx.strokeStyle = '#FFFFFF';
  ctx.stroke();
  const side = radius * 0.9;
  ctx.beginPath();
  ctx.moveTo(x - side * 0.35, y - side * 0.5);
  ctx.lineTo(x + side * 0.55, y);
  ctx.lineTo(x - side * 0.35, y + side * 0.5);
  ctx.closePath();
  ctx.fillStyle = '#FFFFFF';
  ctx.fill();
  ctx.restore();
}
