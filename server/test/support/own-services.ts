import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, appendFileSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { createInterface } from 'node:readline';

/**
 * A Redis and a PostgreSQL of a test's own, on free ports, that the test may kill and restart
 * (the shared ones on 6379 and 5432 are never touched).
 */

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export function findRedisServer(): string | null {
  for (const dir of (process.env.PATH ?? '').split(delimiter).filter(Boolean)) {
    try {
      accessSync(join(dir, 'redis-server'), constants.X_OK);
      return join(dir, 'redis-server');
    } catch {
      // not here
    }
  }
  return null;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function until(what: string, probe: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function redisAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

export interface OwnRedis {
  url: string;
  /** SIGKILL: no shutdown, no save. */
  kill(): Promise<void>;
  /** A new, empty redis-server on the same port (no persistence, as in CI). */
  start(): Promise<void>;
  /** Kills it and deletes its directories. */
  stop(): Promise<void>;
}

export async function startOwnRedis(binary: string): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const dirs: string[] = [];
  const start = async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cena-redis-'));
    dirs.push(dir);
    const args = [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ];
    child = spawn(binary, [...args, '--dir', dir], { stdio: 'ignore' });
    await until(`redis-server on ${port}`, () => redisAnswers(port), 10_000);
  };
  const kill = async () => {
    const c = child;
    child = null;
    if (!c) return;
    c.kill('SIGKILL');
    await exited(c);
  };
  await start();
  const stop = async () => {
    await kill();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  };
  return { url: `redis://127.0.0.1:${port}`, kill, start, stop };
}

export interface OwnPostgres {
  /** postgres://…/cena on the own server. */
  url: string;
  /** Fast shutdown (what a restart or a crash-free stop does to open sessions). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and deletes its data. */
  destroy(): Promise<void>;
}

const OWN_POSTGRES_SCRIPT = join(__dirname, 'own-postgres.mjs');

/**
 * An embedded PostgreSQL started by the launcher's own code (scripts/lib/postgres.mjs, through
 * own-postgres.mjs), so it works as root and from a private directory exactly as `npm start` does.
 */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const port = await freePort();
  const parent = mkdtempSync(join(tmpdir(), 'cena-pg-'));
  const dataDir = join(parent, 'data');
  let child: ChildProcess | null = null;
  let url = '';
  const start = async () => {
    const c = spawn(process.execPath, [OWN_POSTGRES_SCRIPT, dataDir, String(port)], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    child = c;
    const output: string[] = [];
    c.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const lines = createInterface({ input: c.stdout! });
    url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('embedded PostgreSQL did not start')),
        90_000,
      );
      lines.once('line', (line) => {
        clearTimeout(timer);
        resolve((JSON.parse(line) as { url: string }).url);
      });
      c.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`embedded PostgreSQL exited (${code}): ${output.join('')}`));
      });
    });
  };
  const stop = async () => {
    const c = child;
    child = null;
    if (!c) return;
    c.kill('SIGTERM');
    await exited(c);
  };
  await start();
  return {
    get url() {
      return url;
    },
    stop,
    start,
    async destroy() {
      await stop();
      rmSync(parent, { recursive: true, force: true });
    },
  };
}

export interface WorkerProcess {
  /** The worker's log lines so far (pino JSON), also written to `logFile`. */
  lines: string[];
  logFile: string;
  stop(): Promise<void>;
}

const SERVER_DIR = join(__dirname, '..', '..');

/**
 * The worker (`src/worker.ts`, through ts-node so it is the code under test, not a stale build)
 * in a process of its own, as in production: its renders do not hold up the api's event loop.
 */
export async function startWorkerProcess(env: Record<string, string>): Promise<WorkerProcess> {
  const args = [
    // The worker's flags (scripts/lib/stack-env.mjs WORKER_NODE_ARGS).
    '--no-incremental-marking',
    '--single-threaded-gc',
    '-r',
    'ts-node/register',
    join('src', 'worker.ts'),
  ];
  const child = spawn(process.execPath, args, {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      TS_NODE_TRANSPILE_ONLY: 'true',
      TS_NODE_PROJECT: join(SERVER_DIR, 'tsconfig.json'),
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const logFile = join(tmpdir(), `cena-test-worker-${child.pid}.log`);
  for (const stream of [child.stdout!, child.stderr!]) {
    createInterface({ input: stream }).on('line', (line) => {
      lines.push(line);
      appendFileSync(logFile, `${line}\n`);
    });
  }
  await until(
    'the worker to start',
    async () => {
      if (child.exitCode !== null) {
        throw new Error(`worker exited (${child.exitCode}):\n${lines.slice(-20).join('\n')}`);
      }
      return lines.some((l) => l.includes('worker ready'));
    },
    120_000,
  );
  return {
    lines,
    logFile,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited(child);
      clearTimeout(killer);
    },
  };
}
