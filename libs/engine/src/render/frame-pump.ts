import type { Writable } from 'node:stream';
import type { Canvas } from './canvas';
import { I420Packer } from './i420-packer';
import type { FrameRenderer } from './frame-renderer';
import { collectYoungGarbage } from './young-gc';

/** ffmpeg stopped taking frames (it exited or was killed); its own error says why. */
export class FrameWriteError extends Error {
  constructor(cause: Error) {
    super(`ffmpeg stopped reading frames: ${cause.message}`);
    this.name = 'FrameWriteError';
    this.cause = cause;
  }
}

export interface PumpOptions {
  signal?: AbortSignal;
  /**
   * Frames drawn but not yet handed to the pipe. Node moves bytes into the pipe only while its
   * event loop is free, not while a frame is being drawn, so a second frame in flight overlaps
   * nothing (measured no faster); 1 keeps memory lowest.
   */
  maxInFlight?: number;
  /** Called after frame `index` is drawn, before it is sent (e.g. to grab the thumbnail). */
  onFrame?: (index: number) => void;
  /**
   * What goes down the pipe: I420, the encoder's own format, for opaque frames (the default); or
   * RGBA with straight alpha, a layer for ffmpeg to lay over a clip (`-pix_fmt rgba`).
   */
  pixels?: 'i420' | 'rgba';
}

/**
 * Streams the frames to ffmpeg's stdin as I420 (see I420Packer), or as an RGBA layer, as they
 * are drawn, so drawing and encoding overlap: while frame n + 1 is drawn, ffmpeg's input thread
 * holds frame n and up to three before it, and x264's threads encode them. Memory stays at a few
 * frames whatever the clip's length.
 */
export async function pumpFrames(
  renderer: FrameRenderer,
  stdin: Writable,
  options: PumpOptions = {},
): Promise<void> {
  const maxInFlight = Math.max(1, options.maxInFlight ?? 1);
  const { width, height } = renderer.board;
  const packer = options.pixels === 'rgba' ? undefined : new I420Packer(width, height, maxInFlight);
  let inFlight = 0;
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  const settled = (error?: Error | null) => {
    if (error && !failure) failure = new FrameWriteError(error);
    inFlight--;
    wake?.();
  };
  const onAbort = () => wake?.();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    let frame: Buffer | undefined;
    let packed = 0;
    for (let index = 0; index < renderer.frameCount; index++) {
      while (inFlight >= maxInFlight && !failure && !options.signal?.aborted) {
        await new Promise<void>((resolve) => (wake = resolve));
      }
      options.signal?.throwIfAborted();
      if (failure) throw failure;
      // A still end card: the same bytes again. Slots are taken in turn by the frames packed,
      // and writes settle in order, so the slot of the last packed frame is not packed over
      // while it is still to be written.
      const repeat = frame !== undefined && renderer.repeatsPrevious(index);
      const canvas = repeat ? renderer.canvas : renderer.render(index);
      options.onFrame?.(index);
      if (!repeat || !frame) {
        frame = packer
          ? packer.pack(canvas.data(), packed++ % maxInFlight)
          : straightRgba(canvas, width, height);
      }
      inFlight++;
      stdin.write(frame, settled);
      // Every frame: with fewer, V8 counts the copies as external memory pressure and switches
      // to full mark-compact collections, several times dearer than these (0.3 ms each). A
      // repeated frame too: skipping them there put the next render's peak 20 MB higher (median
      // of 8 interleaved pairs), for no CPU measurably saved.
      collectYoungGarbage();
      // The copy's native memory is freed by a task the collection queues: let it run before
      // the next copy is made. With two or three alive at once, the allocator placed each new
      // one elsewhere in its arena and kept 20-60 MB of them resident; with one, it reuses it.
      await new Promise((resolve) => setImmediate(resolve));
    }
    while (inFlight > 0 && !failure && !options.signal?.aborted) {
      await new Promise<void>((resolve) => (wake = resolve));
    }
    options.signal?.throwIfAborted();
    if (failure) throw failure;
    await new Promise<void>((resolve, reject) => {
      stdin.once('error', (error) => reject(new FrameWriteError(error)));
      stdin.end(() => resolve());
    });
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * The frame's pixels with straight alpha, as ffmpeg's overlay takes them: the canvas holds them
 * premultiplied, and getImageData divides the alpha out natively (a fresh copy, like data()).
 */
function straightRgba(canvas: Canvas, width: number, height: number): Buffer {
  const { data } = canvas.getContext('2d').getImageData(0, 0, width, height);
  return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}
