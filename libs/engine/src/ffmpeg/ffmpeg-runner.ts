import { spawn, type ChildProcess } from 'node:child_process';
import type { Writable } from 'node:stream';
import { buildProbeArgs } from './ffmpeg-args';
import { resolveFfmpegBinaries, type FfmpegBinaries } from './ffmpeg-binaries';
import { FfmpegError, type FfmpegFailure } from './ffmpeg-error';
import { FfmpegProgressParser } from './ffmpeg-progress';
import { parseProbeOutput, type ProbeResult } from './probe';

export interface FfmpegRunOptions {
  /** Kills the process after this long; defaults to the runner's timeout. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Output time in seconds, for arguments that include `-progress pipe:1`. */
  onProgress?: (outTimeS: number) => void;
  /** Everything ffmpeg writes to its stdout, chunk by chunk (e.g. raw decoded pixels). */
  onStdout?: (chunk: Buffer) => void;
  /**
   * Extra input pipes to open, as file descriptors 3, 4, … of ffmpeg (`-i pipe:3`); the job's
   * `pipes` are their writable ends.
   */
  extraInputPipes?: number;
}

export interface FfmpegJob {
  /** Process id (undefined if the process could not start). */
  readonly pid: number | undefined;
  /** ffmpeg's stdin, for arguments that read `pipe:0`. */
  readonly stdin: Writable;
  /** The extra input pipes (`pipe:3` first), when the options asked for some. */
  readonly pipes: Writable[];
  /** Settles when the process exits: resolves on exit code 0, rejects with FfmpegError. */
  readonly done: Promise<void>;
  /** Kills the process; `done` rejects with an 'aborted' FfmpegError. */
  abort(): void;
}

export interface FfmpegRunnerOptions {
  binaries?: FfmpegBinaries;
  /** Default time limit of one run. */
  timeoutMs?: number;
}

const STDERR_TAIL_CHARS = 4000;

/** Spawns ffmpeg and ffprobe: the one place that runs them. */
export class FfmpegRunner {
  readonly binaries: FfmpegBinaries;
  private readonly timeoutMs: number;

  constructor(options: FfmpegRunnerOptions = {}) {
    this.binaries = options.binaries ?? resolveFfmpegBinaries();
    this.timeoutMs = options.timeoutMs ?? 120_000;
  }

  /** Starts ffmpeg with its stdin open for streaming input. */
  start(args: string[], options: FfmpegRunOptions = {}): FfmpegJob {
    return this.spawnJob(this.binaries.ffmpegPath, args, options);
  }

  /** Runs ffmpeg to completion (nothing on stdin). */
  async run(args: string[], options: FfmpegRunOptions = {}): Promise<void> {
    const job = this.start(args, options);
    job.stdin.end();
    await job.done;
  }

  /**
   * Runs ffmpeg to completion (nothing on stdin) and returns its stdout; more than `maxBytes`
   * of output kills it.
   */
  async output(args: string[], maxBytes: number, options: FfmpegRunOptions = {}): Promise<Buffer> {
    const chunks: Buffer[] = [];
    let size = 0;
    const job = this.start(args, {
      ...options,
      onStdout: (chunk) => {
        size += chunk.length;
        if (size > maxBytes) job.abort();
        else chunks.push(chunk);
      },
    });
    job.stdin.end();
    await job.done;
    return Buffer.concat(chunks, size);
  }

  /** Width, height, codecs and duration of a media file. */
  async probe(path: string, options: FfmpegRunOptions = {}): Promise<ProbeResult> {
    const job = this.spawnJob(this.binaries.ffprobePath, buildProbeArgs(path), options, true);
    job.stdin.end();
    const stdout = await collect(job);
    return parseProbeOutput(stdout);
  }

  private spawnJob(
    binary: string,
    args: string[],
    options: FfmpegRunOptions,
    captureStdout = false,
  ): FfmpegJob & { stdoutText: () => string } {
    const extraPipes = Math.max(0, options.extraInputPipes ?? 0);
    const child = spawn(binary, args, {
      stdio: ['pipe', 'pipe', 'pipe', ...Array.from({ length: extraPipes }, () => 'pipe' as const)],
    });
    const pipes = child.stdio.slice(3, 3 + extraPipes) as Writable[];
    let stderr = '';
    let stdout = '';
    let failure: { reason: FfmpegFailure; message: string } | undefined;

    const fail = (reason: FfmpegFailure, message: string) => {
      if (failure) return;
      failure = { reason, message };
      kill(child);
    };

    const progress = options.onProgress ? new FfmpegProgressParser(options.onProgress) : undefined;
    child.stdout?.on('data', (chunk: Buffer) => {
      if (captureStdout) stdout += chunk.toString();
      options.onStdout?.(chunk);
      progress?.push(chunk);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-STDERR_TAIL_CHARS);
    });
    // ffmpeg closing an input early (it failed, or was killed) is reported through `done`.
    child.stdin?.on('error', () => undefined);
    for (const pipe of pipes) pipe.on('error', () => undefined);

    const timeoutMs = options.timeoutMs ?? this.timeoutMs;
    const timer = setTimeout(() => fail('timeout', `timed out after ${timeoutMs} ms`), timeoutMs);
    const onAbort = () => fail('aborted', 'aborted');
    options.signal?.addEventListener('abort', onAbort, { once: true });
    if (options.signal?.aborted) onAbort();

    const name = binary.split('/').pop() ?? binary;
    const done = new Promise<void>((resolve, reject) => {
      const cleanUp = () => {
        clearTimeout(timer);
        options.signal?.removeEventListener('abort', onAbort);
      };
      child.once('error', (error) => {
        // Without a pid the process never started and no 'close' may follow.
        if (child.pid !== undefined) return;
        cleanUp();
        reject(new FfmpegError('spawn', `${name} could not start: ${error.message}`));
      });
      child.once('close', (code, signal) => {
        cleanUp();
        if (failure) {
          reject(
            new FfmpegError(failure.reason, `${name} ${failure.message}`, code, stderr.trim()),
          );
        } else if (code === 0) {
          resolve();
        } else {
          const how = code === null ? `was killed by ${signal}` : `exited with code ${code}`;
          reject(new FfmpegError('exit', `${name} ${how}`, code, stderr.trim()));
        }
      });
    });
    // Callers that stop early may never await `done`; its rejection must not go unhandled.
    done.catch(() => undefined);

    return {
      pid: child.pid,
      stdin: child.stdin as Writable,
      pipes,
      done,
      abort: () => fail('aborted', 'aborted'),
      stdoutText: () => stdout,
    };
  }
}

async function collect(job: FfmpegJob & { stdoutText: () => string }): Promise<string> {
  await job.done;
  return job.stdoutText();
}

function kill(child: ChildProcess): void {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

let defaultRunner: FfmpegRunner | undefined;

/** Probes a media file with the default binaries (tests across the project use it). */
export function probe(path: string): Promise<ProbeResult> {
  defaultRunner ??= new FfmpegRunner();
  return defaultRunner.probe(path);
}
