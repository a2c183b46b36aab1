import { Worker } from 'node:worker_threads';
import { FfmpegError, type FfmpegFailure } from './ffmpeg-error';
import { FFMPEG_THREAD_SOURCE } from './ffmpeg-thread-source';

/**
 * A frame in the job's shared memory: the kernel's arguments, if it is to run first, and the
 * byte ranges ([address, bytes]) written to ffmpeg's stdin, in order.
 */
export interface SharedFrameOrder {
  convert?: number[];
  parts: [number, number][];
}

/** The memory frames are read from, shared with the thread, and a kernel run on it per frame. */
export interface SharedFrames {
  memory: WebAssembly.Memory;
  /** A module importing `env.memory` and exporting `i420`. */
  kernel?: WebAssembly.Module;
}

/** An extra input pipe of a threaded job (fd 3, 4, …): small chunks, copied. */
export interface ChunkSink {
  write(bytes: Uint8Array): void;
  end(): void;
}

export interface ThreadedFfmpegJob {
  /** ffmpeg's process id, once it has started (undefined if it could not). */
  readonly pid: Promise<number | undefined>;
  /**
   * Sends a frame already in the shared memory; `settled` runs once ffmpeg's pipe has taken it
   * (its bytes may change from then on).
   */
  writeFrame(order: SharedFrameOrder, settled: (error?: Error | null) => void): void;
  /** Ends ffmpeg's stdin. */
  endFrames(): void;
  readonly pipes: ChunkSink[];
  /** Settles when ffmpeg exits: resolves on exit code 0, rejects with FfmpegError. */
  readonly done: Promise<void>;
  /** Kills ffmpeg; `done` rejects with an 'aborted' FfmpegError. */
  abort(): void;
}

export interface ThreadedFfmpegOptions {
  frames: SharedFrames;
  extraInputPipes?: number;
  timeoutMs: number;
  signal?: AbortSignal;
}

type ThreadMessage =
  | { job: number; type: 'spawned'; pid: number }
  | { job: number; type: 'written'; id: number; error?: string }
  | {
      job: number;
      type: 'exit';
      code: number | null;
      signal: NodeJS.Signals | null;
      stderr: string;
      spawnError?: string;
    };

interface JobHandlers {
  onMessage(message: ThreadMessage): void;
  onThreadFailure(error: Error): void;
}

/**
 * ffmpeg run from a thread of its own, whose event loop does nothing but move bytes into its
 * pipes. On the render's thread, a 720p frame crosses the stdin socket in pieces of about
 * 200 KB, each waiting for ffmpeg to read the last, and nothing else runs meanwhile: 1.7–2.4 ms
 * of every frame (see docs/decisions.md, 'Stop 36'). Here the next frame is drawn while the
 * thread writes this one. One thread serves every job of the process, and keeps the process
 * alive only while a job runs.
 */
export class FfmpegThread {
  private worker: Worker | undefined;
  private readonly jobs = new Map<number, JobHandlers>();
  private nextJob = 1;

  start(binary: string, args: string[], options: ThreadedFfmpegOptions): ThreadedFfmpegJob {
    const worker = this.ensureWorker();
    const jobId = this.nextJob++;
    const post = (message: object) => worker.postMessage({ job: jobId, ...message });
    const name = binary.split('/').pop() ?? binary;
    const pending = new Map<number, (error?: Error | null) => void>();
    let nextWrite = 0;
    let failure: { reason: FfmpegFailure; message: string } | undefined;
    let exited = false;

    const fail = (reason: FfmpegFailure, message: string) => {
      if (failure || exited) return;
      failure = { reason, message };
      post({ type: 'kill' });
    };
    const timer = setTimeout(
      () => fail('timeout', `timed out after ${options.timeoutMs} ms`),
      options.timeoutMs,
    );
    const onAbort = () => fail('aborted', 'aborted');
    options.signal?.addEventListener('abort', onAbort, { once: true });

    let started!: (pid: number | undefined) => void;
    const pid = new Promise<number | undefined>((resolve) => (started = resolve));
    let settle!: (error?: FfmpegError) => void;
    const done = new Promise<void>((resolve, reject) => {
      settle = (error) => (error ? reject(error) : resolve());
    });
    // Callers that stop early may never await `done`; its rejection must not go unhandled.
    done.catch(() => undefined);

    const finish = (error: FfmpegError | undefined) => {
      exited = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      this.jobs.delete(jobId);
      if (this.jobs.size === 0) worker.unref();
      started(undefined);
      const closed = new Error('ffmpeg has exited');
      for (const settled of pending.values()) settled(closed);
      pending.clear();
      settle(error);
    };

    this.jobs.set(jobId, {
      onMessage: (message) => {
        switch (message.type) {
          case 'spawned':
            return started(message.pid);
          case 'written': {
            const settled = pending.get(message.id);
            if (!settled) return;
            pending.delete(message.id);
            settled(message.error ? new Error(message.error) : null);
            return;
          }
          case 'exit':
            if (message.spawnError !== undefined) {
              return finish(
                new FfmpegError('spawn', `${name} could not start: ${message.spawnError}`),
              );
            }
            return finish(exitError(name, failure, message.code, message.signal, message.stderr));
        }
      },
      onThreadFailure: (error) =>
        finish(new FfmpegError('exit', `${name}'s thread failed: ${error.message}`)),
    });
    worker.ref();
    post({
      type: 'spawn',
      binary,
      args,
      memory: options.frames.memory,
      kernel: options.frames.kernel,
      pipes: Math.max(0, options.extraInputPipes ?? 0),
    });
    if (options.signal?.aborted) onAbort();

    const writeFrame = (order: SharedFrameOrder, settled: (error?: Error | null) => void) => {
      if (exited) return settled(new Error('ffmpeg has exited'));
      const id = nextWrite++;
      pending.set(id, settled);
      post({ type: 'frame', id, convert: order.convert, parts: order.parts });
    };
    const pipes = Array.from(
      { length: Math.max(0, options.extraInputPipes ?? 0) },
      (_, pipe): ChunkSink => ({
        write: (bytes) => post({ type: 'chunk', pipe, bytes }),
        end: () => post({ type: 'end', pipe }),
      }),
    );
    return {
      pid,
      writeFrame,
      endFrames: () => post({ type: 'end' }),
      pipes,
      done,
      abort: () => fail('aborted', 'aborted'),
    };
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(FFMPEG_THREAD_SOURCE, {
      eval: true,
      // Not the process's own (a `--require` preload, such as tsx's, would load in it too).
      execArgv: [],
      // The thread holds a few messages and write requests at a time.
      resourceLimits: { maxYoungGenerationSizeMb: 2, maxOldGenerationSizeMb: 16 },
      stdout: false,
      stderr: false,
    });
    worker.unref();
    worker.on('message', (message: ThreadMessage) =>
      this.jobs.get(message.job)?.onMessage(message),
    );
    const lost = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const job of [...this.jobs.values()]) job.onThreadFailure(error);
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`the thread exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }
}

let processThread: FfmpegThread | undefined;

/** The process's encoder thread: one, whatever the number of runners and renders. */
export function processFfmpegThread(): FfmpegThread {
  return (processThread ??= new FfmpegThread());
}

/** The error an ffmpeg run ends with, or undefined when it succeeded. */
export function exitError(
  name: string,
  failure: { reason: FfmpegFailure; message: string } | undefined,
  code: number | null,
  signal: NodeJS.Signals | null,
  stderr: string,
): FfmpegError | undefined {
  if (failure)
    return new FfmpegError(failure.reason, `${name} ${failure.message}`, code, stderr.trim());
  if (code === 0) return undefined;
  const how = code === null ? `was killed by ${signal}` : `exited with code ${code}`;
  return new FfmpegError('exit', `${name} ${how}`, code, stderr.trim());
}
