import { spawn, type ChildProcess } from 'node:child_process';
import { Writable } from 'node:stream';
import { buildProbeArgs } from './ffmpeg-args';
import { resolveFfmpegBinaries, type FfmpegBinaries } from './ffmpeg-binaries';
import { FfmpegError, type FfmpegFailure } from './ffmpeg-error';
import { FfmpegProgressParser } from './ffmpeg-progress';
import { parseProbeOutput, type ProbeResult } from './probe';
import type { LaunchedExit, ProcessLauncher } from './process-launcher';

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
  /** Process id, once it has started (undefined if it could not start). */
  readonly pid: Promise<number | undefined>;
  /** ffmpeg's stdin, for arguments that read `pipe:0`. */
  readonly stdin: Writable;
  /** The extra input pipes (`pipe:3` first), when the options asked for some. */
  readonly pipes: Writable[];
  /** Settles when the process exits: resolves on exit code 0, rejects with FfmpegError. */
  readonly done: Promise<void>;
  /** Kills the process; `done` rejects with an 'aborted' FfmpegError. */
  abort(): void;
  /** CPU seconds the process used, once `done` has settled, where known (a launched process). */
  cpuS(): number | undefined;
}

export interface FfmpegRunnerOptions {
  binaries?: FfmpegBinaries;
  /** Default time limit of one run. */
  timeoutMs?: number;
  /**
   * Starts ffmpeg from this launcher's shell, not from this process (see ProcessLauncher), when
   * nothing is read from its stdout.
   */
  launcher?: ProcessLauncher;
}

const STDERR_TAIL_CHARS = 4000;

/** Spawns ffmpeg and ffprobe: the one place that runs them. */
export class FfmpegRunner {
  readonly binaries: FfmpegBinaries;
  private readonly timeoutMs: number;
  private readonly launcher: ProcessLauncher | undefined;

  constructor(options: FfmpegRunnerOptions = {}) {
    this.binaries = options.binaries ?? resolveFfmpegBinaries();
    this.timeoutMs = options.timeoutMs ?? 120_000;
    this.launcher = options.launcher;
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
    const readsStdout = captureStdout || options.onStdout || options.onProgress;
    // A command the launcher does not take (see ProcessLauncher.accepts) is spawned instead.
    const launcher = readsStdout ? undefined : this.launcher;
    const running =
      (launcher && tryLaunch(launcher, binary, args, extraPipes)) ??
      spawnProcess(binary, args, extraPipes, options, captureStdout);
    let failure: { reason: FfmpegFailure; message: string } | undefined;
    let cpuS: number | undefined;

    const fail = (reason: FfmpegFailure, message: string) => {
      if (failure) return;
      failure = { reason, message };
      running.kill();
    };
    // ffmpeg closing an input early (it failed, or was killed) is reported through `done`.
    for (const input of [running.stdin, ...running.pipes]) input.on('error', () => undefined);

    const timeoutMs = options.timeoutMs ?? this.timeoutMs;
    const timer = setTimeout(() => fail('timeout', `timed out after ${timeoutMs} ms`), timeoutMs);
    const onAbort = () => fail('aborted', 'aborted');
    options.signal?.addEventListener('abort', onAbort, { once: true });
    if (options.signal?.aborted) onAbort();
    const cleanUp = () => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    };

    const name = binary.split('/').pop() ?? binary;
    const done = running.exit.then(
      (exit) => {
        cleanUp();
        cpuS = exit.cpuS;
        const stderr = exit.stderr.trim();
        if (failure) {
          throw new FfmpegError(failure.reason, `${name} ${failure.message}`, exit.code, stderr);
        }
        if (exit.code === 0) return;
        const how =
          exit.code === null ? `was killed by ${exit.signal}` : `exited with code ${exit.code}`;
        throw new FfmpegError('exit', `${name} ${how}`, exit.code, stderr);
      },
      (error: Error) => {
        cleanUp();
        throw new FfmpegError('spawn', `${name} could not start: ${error.message}`);
      },
    );
    // Callers that stop early may never await `done`; its rejection must not go unhandled.
    done.catch(() => undefined);

    return {
      pid: running.pid,
      stdin: running.stdin,
      pipes: running.pipes,
      done,
      abort: () => fail('aborted', 'aborted'),
      cpuS: () => cpuS,
      stdoutText: running.stdoutText,
    };
  }
}

/** A started process, however it was started. */
interface RunningProcess {
  pid: Promise<number | undefined>;
  stdin: Writable;
  pipes: Writable[];
  /** Settles when it has exited; rejects when it could not start. */
  exit: Promise<LaunchedExit>;
  kill(): void;
  stdoutText(): string;
}

/**
 * The process started from the launcher, or undefined when it could not be (a command the
 * launcher does not take, a full disk).
 */
function tryLaunch(
  launcher: ProcessLauncher,
  binary: string,
  args: string[],
  extraPipes: number,
): RunningProcess | undefined {
  try {
    return launchProcess(launcher, binary, args, extraPipes);
  } catch {
    return undefined;
  }
}

/**
 * Starts the process from the launcher's shell. Each input pipe the arguments read (`pipe:0`
 * for stdin, `pipe:3` for the first extra pipe, …) becomes a Unix socket ffmpeg connects to.
 */
function launchProcess(
  launcher: ProcessLauncher,
  binary: string,
  args: string[],
  extraPipes: number,
): RunningProcess {
  const pipeNames = [
    'pipe:0',
    ...Array.from({ length: extraPipes }, (_, index) => `pipe:${index + 3}`),
  ];
  const read = pipeNames.filter((name) => args.includes(name));
  const launched = launcher.launch(
    binary,
    (paths) => args.map((arg) => (read.includes(arg) ? `unix:${paths[read.indexOf(arg)]}` : arg)),
    read.length,
  );
  // A pipe the arguments never read takes what is written and drops it, as an unread pipe would.
  const input = (name: string) => launched.inputs[read.indexOf(name)] ?? new Sink();
  return {
    pid: launched.pid.catch(() => undefined),
    stdin: input('pipe:0'),
    pipes: pipeNames.slice(1).map(input),
    exit: launched.exited,
    kill: () => launched.kill(),
    stdoutText: () => '',
  };
}

class Sink extends Writable {
  override _write(_chunk: Buffer, _encoding: BufferEncoding, callback: () => void): void {
    callback();
  }
}

/** Spawns the process from this one, its stdio pipes of its own. */
function spawnProcess(
  binary: string,
  args: string[],
  extraPipes: number,
  options: FfmpegRunOptions,
  captureStdout: boolean,
): RunningProcess {
  const child = spawn(binary, args, {
    stdio: ['pipe', 'pipe', 'pipe', ...Array.from({ length: extraPipes }, () => 'pipe' as const)],
  });
  let stderr = '';
  let stdout = '';
  const progress = options.onProgress ? new FfmpegProgressParser(options.onProgress) : undefined;
  child.stdout?.on('data', (chunk: Buffer) => {
    if (captureStdout) stdout += chunk.toString();
    options.onStdout?.(chunk);
    progress?.push(chunk);
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-STDERR_TAIL_CHARS);
  });
  const exit = new Promise<LaunchedExit>((resolve, reject) => {
    child.once('error', (error) => {
      // Without a pid the process never started and no 'close' may follow.
      if (child.pid === undefined) reject(error);
    });
    child.once('close', (code, signal) => resolve({ code, signal, stderr, cpuS: undefined }));
  });
  return {
    pid: Promise.resolve(child.pid),
    stdin: child.stdin as Writable,
    pipes: child.stdio.slice(3, 3 + extraPipes) as Writable[],
    exit,
    kill: () => kill(child),
    stdoutText: () => stdout,
  };
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
