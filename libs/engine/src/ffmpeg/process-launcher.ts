import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { type Readable, Writable } from 'node:stream';

/** How a launched process ended, and the CPU it used. */
export interface LaunchedExit {
  /** Exit code; null when a signal ended it. */
  code: number | null;
  signal: NodeJS.Signals | null;
  /** The tail of what it wrote to stderr. */
  stderr: string;
  /** CPU seconds of the process (user + system), when the shell reported them. */
  cpuS: number | undefined;
}

export interface LaunchedProcess {
  /** The process id, once the launcher has started it. */
  readonly pid: Promise<number>;
  /** Its inputs, in order: each the Unix socket it connects to, writable at once. */
  readonly inputs: Writable[];
  /** Settles when the process has exited; rejects when it could not be started. */
  readonly exited: Promise<LaunchedExit>;
  /** SIGKILLs the process (as soon as it has started). */
  kill(): void;
}

/**
 * The launcher's shell. Each request line is `<id> <dir> <command>`: a subshell runs the command,
 * says `<id> pid <pid>`, waits for it, writes the CPU times of its child to `<dir>/times` and says
 * `<id> exit <status>`. `jobs` reaps the subshells that have ended. The shell outlives a Ctrl-C
 * (an interrupt to the whole process group, as `npm start` gets): what it started meets the
 * interrupt as a child of this process would, and their ends are still reported.
 */
const LAUNCHER_SCRIPT = `
set -f
trap '' INT TERM
while IFS= read -r request; do
  jobs >/dev/null 2>&1
  id=\${request%% *}; request=\${request#* }
  dir=\${request%% *}; command=\${request#* }
  (
    trap - INT TERM
    eval "exec $command" &
    pid=$!
    echo "$id pid $pid"
    wait "$pid"; status=$?
    times >"$dir/times"
    echo "$id exit $status"
  ) &
done
`;

/** Longest path of a Unix socket (sun_path holds 108 bytes with its NUL). */
const MAX_SOCKET_PATH = 107;

const STDERR_TAIL_CHARS = 4000;

/** The shell's status of a command it could not run (not found, not executable). */
const NOT_STARTED = new Set([126, 127]);

/** Signals a shell reports as status 128 + their number. */
const SIGNALS: Record<number, NodeJS.Signals> = {
  1: 'SIGHUP',
  2: 'SIGINT',
  6: 'SIGABRT',
  9: 'SIGKILL',
  11: 'SIGSEGV',
  13: 'SIGPIPE',
  15: 'SIGTERM',
};

interface JobEvents {
  started(pid: number): void;
  exited(status: number): void;
  failed(error: Error): void;
}

/**
 * Starts processes from a small long-lived shell rather than from this process. Forking a
 * process that holds a few hundred MB marks its pages copy-on-write, and every page it writes
 * afterwards takes a fault: on a VM 10–15 µs each, 0.1–0.5 s of a render's CPU for each ffmpeg
 * started from it (docs/decisions.md, 'Stop 37'). The shell is forked once, while this process
 * is small, and forks the rest. A process's inputs are Unix sockets this process listens on in a
 * directory of the job's own (a FIFO's 64 KB buffer took twice the CPU to fill), its stderr a
 * file there, read when it exits.
 */
export class ProcessLauncher {
  private shell: ChildProcessByStdio<Writable, Readable, null> | undefined;
  private readonly jobs = new Map<number, JobEvents>();
  private nextId = 1;

  /** Whether a command of these words can go through the shell's one-line requests. */
  static accepts(words: readonly string[]): boolean {
    const dir = tmpdir();
    return (
      /^[^\s'"\\$`]+$/.test(dir) &&
      join(dir, 'cena-launch-XXXXXX', '0.sock').length <= MAX_SOCKET_PATH &&
      words.every((word) => !/[\n\r\0]/.test(word))
    );
  }

  /**
   * Runs `binary` with the arguments `args` gives for the paths of `inputCount` Unix sockets it
   * is to read (this process writes `inputs[i]` into socket `i`), stdin and stdout /dev/null.
   * Check `accepts` first.
   */
  launch(
    binary: string,
    args: (socketPaths: string[]) => readonly string[],
    inputCount = 0,
  ): LaunchedProcess {
    const dir = mkdtempSync(join(tmpdir(), 'cena-launch-'));
    const paths = Array.from({ length: inputCount }, (_, index) => join(dir, `${index}.sock`));
    const words = [binary, ...args(paths)];
    if (!ProcessLauncher.accepts(words)) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error('This command does not fit a launcher request');
    }
    const shell = this.ensureShell();
    const id = this.nextId++;
    const inputs = paths.map((path) => new SocketInput(path));

    const pid = deferred<number>();
    const status = deferred<number>();
    this.jobs.set(id, {
      started: pid.resolve,
      exited: status.resolve,
      failed: (error) => {
        pid.reject(error);
        status.reject(error);
      },
    });
    this.refShell();
    const command = [
      ...words.map(quote),
      '</dev/null',
      '>/dev/null',
      `2>${quote(join(dir, 'stderr'))}`,
    ].join(' ');
    // The command starts once every socket listens: it connects to them as it opens its inputs.
    void Promise.all(inputs.map((input) => input.listening)).then(
      () => shell.stdin.write(`${id} ${dir} ${command}\n`),
      (error: Error) => this.settle(id, (job) => job.failed(error)),
    );

    const finish = () => {
      // A process that ended without connecting to an input leaves nothing to write to.
      for (const input of inputs) input.release();
      rmSync(dir, { recursive: true, force: true });
    };
    const exited = status.promise.then(
      (code) => {
        const exit = readExit(dir, code);
        finish();
        if (exit.code !== null && NOT_STARTED.has(exit.code)) {
          throw new Error(
            `${binary} could not start: ${exit.stderr.trim() || `status ${exit.code}`}`,
          );
        }
        return exit;
      },
      (error: unknown) => {
        finish();
        throw error;
      },
    );
    exited.catch(() => undefined);
    let killed = false;
    return {
      pid: pid.promise,
      inputs,
      exited,
      kill: () => {
        if (killed) return;
        killed = true;
        pid.promise.then(sigkill, () => undefined);
      },
    };
  }

  private ensureShell(): ChildProcessByStdio<Writable, Readable, null> {
    if (this.shell) return this.shell;
    const shell = spawn('/bin/sh', ['-c', LAUNCHER_SCRIPT], { stdio: ['pipe', 'pipe', 'ignore'] });
    this.shell = shell;
    shell.stdin.on('error', () => undefined);
    createInterface({ input: shell.stdout }).on('line', (line) => this.onLine(line));
    shell.once('error', (error) => this.onShellGone(shell, error));
    shell.once('exit', () => this.onShellGone(shell, new Error('the launcher shell exited')));
    this.unrefShell();
    return shell;
  }

  private onLine(line: string): void {
    const [id, event, value] = line.split(' ');
    if (event === 'pid') this.jobs.get(Number(id))?.started(Number(value));
    if (event === 'exit') this.settle(Number(id), (job) => job.exited(Number(value)));
  }

  private settle(id: number, then: (job: JobEvents) => void): void {
    const job = this.jobs.get(id);
    if (!job) return;
    this.jobs.delete(id);
    then(job);
    if (this.jobs.size === 0) this.unrefShell();
  }

  private onShellGone(shell: ChildProcessByStdio<Writable, Readable, null>, error: Error): void {
    if (this.shell !== shell) return;
    this.shell = undefined;
    for (const job of this.jobs.values()) job.failed(error);
    this.jobs.clear();
  }

  // The shell keeps this process alive while something runs, not while it waits for requests.
  private refShell(): void {
    this.shell?.ref();
    (this.shell?.stdout as unknown as Socket | undefined)?.ref();
  }

  private unrefShell(): void {
    this.shell?.unref();
    (this.shell?.stdout as unknown as Socket | undefined)?.unref();
    (this.shell?.stdin as unknown as Socket | undefined)?.unref();
  }
}

/**
 * The process's launcher: a render process and a worker's other ffmpeg users share its shell,
 * started by the first process launched (a worker's warm-up, while the process is smallest).
 */
export const processLauncher = new ProcessLauncher();

/**
 * An input of a launched process: a Unix socket listening until the process connects, writable
 * at once (a write waits for the connection; its callback, as a pipe's, when the kernel has it).
 */
class SocketInput extends Writable {
  readonly listening: Promise<void>;
  private readonly server: Server;
  private socket: Socket | undefined;
  /** The write (or end) that came before the connection. */
  private waiting: { then: (socket: Socket) => void; fail: (error: Error) => void } | undefined;

  constructor(path: string) {
    super();
    this.server = createServer({ allowHalfOpen: true });
    this.server.once('connection', (socket) => {
      this.server.close();
      if (this.destroyed) {
        socket.destroy();
        return;
      }
      socket.on('error', (error) => this.destroy(error));
      // Nothing is read from the process.
      socket.resume();
      this.socket = socket;
      const waiting = this.waiting;
      this.waiting = undefined;
      waiting?.then(socket);
    });
    this.listening = new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(path, () => resolve());
    });
  }

  /** The process has exited: an input it never connected to fails what waits on it. */
  release(): void {
    this.server.close();
    if (!this.socket && !this.destroyed) {
      this.destroy(new Error('the process exited before reading its input'));
    }
  }

  override _write(
    chunk: Buffer,
    _encoding: BufferEncoding,
    callback: (error?: Error | null) => void,
  ): void {
    this.whenConnected((socket) => socket.write(chunk, callback), callback);
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.whenConnected((socket) => socket.end(() => callback()), callback);
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.server.close();
    this.socket?.destroy();
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.fail(error ?? new Error('the input was closed'));
    callback(error);
  }

  private whenConnected(
    then: (socket: Socket) => void,
    callback: (error?: Error | null) => void,
  ): void {
    if (this.socket) then(this.socket);
    else this.waiting = { then, fail: callback };
  }
}

function readExit(dir: string, status: number): LaunchedExit {
  const signalled = status > 128 ? SIGNALS[status - 128] : undefined;
  return {
    code: signalled ? null : status,
    signal: signalled ?? null,
    stderr: readText(join(dir, 'stderr')).slice(-STDERR_TAIL_CHARS),
    cpuS: childCpuS(readText(join(dir, 'times'))),
  };
}

function readText(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/** The second line of `times` (the children's user and system time, e.g. `0m1.23s 0m0.10s`). */
function childCpuS(times: string): number | undefined {
  const line = times.trim().split('\n')[1];
  if (!line) return undefined;
  const parts = [...line.matchAll(/(\d+)m([\d.]+)s/g)];
  if (parts.length !== 2) return undefined;
  return parts.reduce(
    (sum, [, minutes, seconds]) => sum + Number(minutes) * 60 + Number(seconds),
    0,
  );
}

function sigkill(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/** A word of a shell command: single-quoted, its quotes escaped. */
function quote(word: string): string {
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

function deferred<T>(): {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: Error) => void;
} {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}
