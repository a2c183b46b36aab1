import { Writable } from 'node:stream';
import type { ThreadedFfmpegJob } from '../ffmpeg';
import type { Canvas } from './canvas';
import { I420Packer, type SharedI420Slots } from './i420-packer';
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

/**
 * Where frames go other than a Writable: `write` takes a frame's RGBA and has copied it when it
 * returns; `settled` runs once ffmpeg has it. At most `slots` frames may be unsettled.
 */
export interface FrameSink {
  readonly slots: number;
  write(rgba: Uint8Array, settled: (error?: Error | null) => void): void;
  end(): void;
}

/**
 * The frames of an encoder run from the encoder thread (FfmpegRunner.startFrameEncoder on
 * the memory of `frames`): the render's thread copies each frame into a slot, and the encoder thread
 * converts it to I420 and writes it to ffmpeg while the next frame is drawn.
 */
export function sharedI420Sink(job: ThreadedFfmpegJob, frames: SharedI420Slots): FrameSink {
  let next = 0;
  return {
    slots: frames.slots,
    // Frames settle in order, so the slot written `slots` frames ago is free.
    write: (rgba, settled) => job.writeFrame(frames.load(rgba, next++ % frames.slots), settled),
    end: () => job.endFrames(),
  };
}

export interface PumpOptions {
  signal?: AbortSignal;
  /**
   * Frames drawn but not yet in a Writable pipe. Node moves bytes into the pipe only while its
   * event loop is free, not while a frame is being drawn, so a second frame in flight overlaps
   * nothing (measured no faster); 1 keeps memory lowest. A FrameSink has its own (its slots).
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
 * frames whatever the clip's length. `output` is ffmpeg's stdin, or the frame slots of an ffmpeg
 * run from the encoder thread (sharedI420Sink), which copies each frame as it takes it.
 */
export async function pumpFrames(
  renderer: FrameRenderer,
  output: Writable | FrameSink,
  options: PumpOptions = {},
): Promise<void> {
  const sink = output instanceof Writable ? undefined : output;
  const maxInFlight = Math.max(1, options.maxInFlight ?? 1);
  const { width, height } = renderer.board;
  const packer =
    sink || options.pixels === 'rgba' ? undefined : new I420Packer(width, height, maxInFlight);
  let inFlight = 0;
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  const settled = (error?: Error | null) => {
    if (error && !failure) failure = new FrameWriteError(error);
    inFlight--;
    wake?.();
  };
  const onAbort = () => wake?.();
  /** Until fewer than `limit` frames are unsettled, then throws if ffmpeg failed or the render was aborted. */
  const room = async (limit: number) => {
    while (inFlight >= limit && !failure && !options.signal?.aborted) {
      await new Promise<void>((resolve) => (wake = resolve));
    }
    options.signal?.throwIfAborted();
    if (failure) throw failure;
  };
  options.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    for (let index = 0; index < renderer.frameCount; index++) {
      // A pipe's frame stays in its packer slot until written; a sink copies it (below), so the
      // next frame is drawn while the sink's thread still converts and writes this one.
      if (!sink) await room(maxInFlight);
      const canvas = renderer.render(index);
      options.onFrame?.(index);
      if (sink) {
        const rgba = canvas.data();
        await room(sink.slots);
        inFlight++;
        sink.write(rgba, settled);
      } else {
        const frame = packer
          ? packer.pack(canvas.data(), index % maxInFlight)
          : straightRgba(canvas, width, height);
        inFlight++;
        (output as Writable).write(frame, settled);
      }
      // Every frame: with fewer, V8 counts the copies as external memory pressure and switches
      // to full mark-compact collections, several times dearer than these (0.3 ms each).
      collectYoungGarbage();
      // The copy's native memory is freed by a task the collection queues: let it run before
      // the next copy is made. With two or three alive at once, the allocator placed each new
      // one elsewhere in its arena and kept 20-60 MB of them resident; with one, it reuses it.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await room(1);
    if (sink) {
      sink.end();
      return;
    }
    const stdin = output as Writable;
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
