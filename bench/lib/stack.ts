/**
 * What the benches that run the real stack share (the scale drill, bench:latency): compiled apis
 * and workers from server/dist on a PostgreSQL database and a Redis queue prefix of their own,
 * media in a bucket of `s3rver` (a third-party S3 implementation), an Auth Emulator of their own,
 * customers signed up through it, and the HTTP and server-sent-events calls a customer makes.
 * `startStack` undoes everything it started when `stop` is called (or when it fails half-way).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import Redis from 'ioredis';
import { Client } from 'pg';
import S3rver from 's3rver';
import { signUp } from '../../server/test/support/identity';

/** The compiled entries (found through the workspace link: tsx and jest see `__dirname` apart). */
export const DIST = join(dirname(require.resolve('@cena/server/package.json')), 'dist');
const AUTH_EMULATOR_LIB = join(dirname(DIST), '..', 'scripts', 'lib', 'auth-emulator.mjs');

// ---------------------------------------------------------------------------------------------
// Small helpers

export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

export async function until<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs: number,
  everyMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

/** Runs `work` over `items`, at most `limit` at a time, results in order. */
export async function pool<T, R>(
  items: T[],
  limit: number,
  work: (item: T, i: number) => Promise<R>,
) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i], i);
    }
  });
  await Promise.all(lanes);
  return results;
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

// ---------------------------------------------------------------------------------------------
// Processes

export interface Proc {
  name: string;
  child: ChildProcess;
  tail: string[];
  exited: Promise<void>;
}

export function spawnEntry(name: string, entry: string, env: Record<string, string>): Proc {
  // stack-env.mjs's WORKER_NODE_ARGS.
  const args = entry === 'worker.js' ? ['--no-incremental-marking', '--single-threaded-gc'] : [];
  const child = spawn(process.execPath, [...args, join(DIST, entry)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    createInterface({ input: stream }).on('line', (line) => {
      tail.push(line);
      if (tail.length > 80) tail.shift();
    });
  }
  const exited = new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', () => done());
  });
  return { name, child, tail, exited };
}

export function alive(proc: Proc): boolean {
  return proc.child.exitCode === null && proc.child.signalCode === null;
}

export function deathNote(proc: Proc): string {
  return `${proc.name} exited (${proc.child.exitCode ?? proc.child.signalCode}):\n${proc.tail.slice(-20).join('\n')}`;
}

export async function stopProc(proc: Proc, graceful: boolean): Promise<void> {
  if (!alive(proc)) return;
  proc.child.kill(graceful ? 'SIGTERM' : 'SIGKILL');
  const killer = setTimeout(() => proc.child.kill('SIGKILL'), 15_000);
  await proc.exited;
  clearTimeout(killer);
}

/**
 * The launcher's own emulator code (scripts/lib/auth-emulator.mjs, an ES module) in a small
 * process of its own: it prints the host once up and stops the emulator on SIGTERM.
 */
export async function startAuthEmulator(): Promise<{ host: string; proc: Proc }> {
  const port = await freePort();
  const code = [
    `const { ensureAuthEmulator } = await import(${JSON.stringify(pathToFileURL(AUTH_EMULATOR_LIB).href)});`,
    // Three minutes: the Java emulator took over a minute to start on two cores at load 15-20.
    'const emulator = await ensureAuthEmulator({ port: Number(process.argv[1]), timeoutMs: 180_000 });',
    "process.on('SIGTERM', () => emulator.stop().then(() => process.exit(0)));",
    'console.log(JSON.stringify({ host: emulator.host }));',
  ].join('\n');
  const child = spawn(process.execPath, ['--input-type=module', '-e', code, String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const proc: Proc = {
    name: 'auth emulator',
    child,
    tail: [],
    exited: new Promise<void>((done) => child.once('exit', () => done())),
  };
  child.stderr!.on('data', (chunk: Buffer) => proc.tail.push(chunk.toString()));
  const host = await new Promise<string>((resolveHost, reject) => {
    createInterface({ input: child.stdout! }).once('line', (line) => {
      resolveHost((JSON.parse(line) as { host: string }).host);
    });
    child.once('exit', () => reject(new Error(deathNote(proc))));
  });
  return { host, proc };
}

// ---------------------------------------------------------------------------------------------
// HTTP

export interface Reply {
  status: number;
  body: Record<string, unknown>;
}

export async function call(
  base: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<Reply> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  let parsed: Record<string, unknown>;
  try {
    parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    parsed = { text };
  }
  return { status: response.status, body: parsed };
}

export async function expectStatus(
  reply: Promise<Reply>,
  status: number,
  what: string,
): Promise<Reply> {
  const r = await reply;
  if (r.status !== status) throw new Error(`${what}: HTTP ${r.status} ${JSON.stringify(r.body)}`);
  return r;
}

export interface VideoEvent {
  id: string;
  status: string;
  progress: number;
}

/** Reads a video's server-sent events until it ends; `opened` resolves once the stream answers. */
export function streamEvents(
  base: string,
  path: string,
  token: string,
  timeoutMs: number,
): { opened: Promise<void>; done: Promise<{ event: VideoEvent; at: number }[]> } {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  let markOpened: () => void = () => undefined;
  const opened = new Promise<void>((r) => (markOpened = r));
  const done = (async () => {
    const events: { event: VideoEvent; at: number }[] = [];
    try {
      const response = await fetch(`${base}${path}`, {
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
        signal: abort.signal,
      });
      if (response.status !== 200 || !response.body) {
        throw new Error(`events: HTTP ${response.status}`);
      }
      markOpened();
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!block.includes('event: video')) continue;
          const data = block.split('\n').find((l) => l.startsWith('data: '));
          if (!data) continue;
          const event = JSON.parse(data.slice(6)) as VideoEvent;
          events.push({ event, at: Date.now() });
          if (['completed', 'failed'].includes(event.status)) {
            abort.abort();
            return events;
          }
        }
      }
      return events;
    } catch (error) {
      if (abort.signal.aborted && events.length) return events;
      throw error;
    } finally {
      clearTimeout(timer);
      markOpened();
    }
  })();
  return { opened, done };
}

// ---------------------------------------------------------------------------------------------
// The stack

export interface StackOptions {
  /** A PostgreSQL connection string on the server to use (the stack creates its own database). */
  postgresUrl: string;
  redisUrl: string;
  /**
   * host:port of a Firebase Auth Emulator; unset, one of its own on a free port (a shared one
   * may be restarted, empty, by another test run while this one uses it).
   */
  authEmulatorHost?: string;
  /** Names the database, queue prefix and bucket: `cena_<name>_<run id>`. */
  name: string;
  /** Added to (or overriding) the processes' environment. */
  env?: Record<string, string>;
  log?: (line: string) => void;
}

export interface Stack {
  prefix: string;
  bucket: string;
  s3Endpoint: string;
  /** A connection to the stack's own database. */
  db: Client;
  redis: Redis;
  /** Every process started (apis, workers, the emulator), for the tails printed on failure. */
  procs: Proc[];
  /** Starts a compiled api on a free port; resolves with its base URL once ready. */
  startApi(name: string, env?: Record<string, string>): Promise<{ proc: Proc; base: string }>;
  /** Spawns a compiled worker (returns at once; `workerReady` waits for its ready line). */
  spawnWorker(name: string, env?: Record<string, string>): Proc;
  /** Stops every process (SIGTERM when `graceful`, else SIGKILL), drops the database and keys. */
  stop(graceful: boolean): Promise<void>;
}

/** Resolves once the worker logged 'worker ready' (the line worker.ts logs after `init`). */
export function workerReady(proc: Proc, timeoutMs = 120_000): Promise<true> {
  return until(
    `${proc.name} to be ready`,
    async () => {
      if (!alive(proc)) throw new Error(deathNote(proc));
      return proc.tail.some((l) => l.includes('worker ready'));
    },
    timeoutMs,
    20,
  );
}

export async function startStack(options: StackOptions): Promise<Stack> {
  const log = options.log ?? (() => undefined);
  const runId = randomBytes(4).toString('hex');
  const prefix = `cena_${options.name}_${runId}`;
  const databaseName = prefix;
  const bucket = `cena-${options.name}`;
  const cleanups: (() => Promise<unknown>)[] = [];
  const procs: Proc[] = [];
  const previousEmulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;

  let stopped = false;
  const stop = async (graceful: boolean) => {
    if (stopped) return;
    stopped = true;
    const emulator = procs.find((p) => p.name === 'auth emulator');
    await Promise.all(procs.filter((p) => p !== emulator).map((p) => stopProc(p, graceful)));
    if (emulator) await stopProc(emulator, true); // SIGTERM: it stops the emulator it started
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error: Error) => log(`cleanup: ${error.message}`));
    }
    if (previousEmulatorHost === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    else process.env.FIREBASE_AUTH_EMULATOR_HOST = previousEmulatorHost;
  };

  try {
    let authEmulatorHost = options.authEmulatorHost;
    if (!authEmulatorHost) {
      const emulator = await startAuthEmulator();
      procs.push(emulator.proc);
      authEmulatorHost = emulator.host;
      log(`Auth Emulator of its own at ${authEmulatorHost}`);
    }
    process.env.FIREBASE_AUTH_EMULATOR_HOST = authEmulatorHost; // identity.ts signUp

    // --- the stores: S3 (s3rver), a database and a queue prefix of this run's own
    const s3Dir = mkdtempSync(join(tmpdir(), `cena-${options.name}-s3-`));
    cleanups.push(async () => rmSync(s3Dir, { recursive: true, force: true }));
    const s3rver = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: bucket }],
    });
    const { port: s3Port } = await s3rver.run();
    cleanups.push(() => s3rver.close());
    const s3Endpoint = `http://127.0.0.1:${s3Port}`;

    const admin = new Client({ connectionString: options.postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    await admin.end();
    cleanups.push(async () => {
      const c = new Client({ connectionString: options.postgresUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    });
    const databaseUrl = withDatabase(options.postgresUrl, databaseName);
    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    cleanups.push(() => db.end());

    const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 2 });
    cleanups.push(async () => {
      // Every key of the run: BullMQ's, the throttler's (scripts/lib/redis.mjs deleteRedisKeys).
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
        if (keys.length) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
      redis.disconnect();
    });

    const env: Record<string, string> = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      REDIS_URL: options.redisUrl,
      QUEUE_PREFIX: prefix,
      FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: s3Endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      MIGRATE_ON_BOOT: 'false',
      SEED_SAMPLE_VIDEOS: 'false',
      VIDEO_PROVIDER: 'local',
      PROMPT_PROVIDER: 'local',
      ...options.env,
    };

    // --- the schema once (the release step)
    const migrate = spawnEntry('migrate', 'migrate.js', env);
    await migrate.exited;
    if (migrate.child.exitCode !== 0) throw new Error(deathNote(migrate));

    const startApi = async (name: string, extra: Record<string, string> = {}) => {
      const port = await freePort();
      const proc = spawnEntry(name, 'main.js', {
        ...env,
        PORT: String(port),
        LOG_LEVEL: 'info', // its requests, for the tail printed when a run breaks
        ...extra,
      });
      procs.push(proc);
      const base = `http://127.0.0.1:${port}`;
      await until(
        `${proc.name} to be ready`,
        async () => {
          if (!alive(proc)) throw new Error(deathNote(proc));
          const r = await fetch(`${base}/api/health/ready`).catch(() => null);
          return r?.status === 200;
        },
        120_000,
        200,
      );
      return { proc, base };
    };
    const spawnWorker = (name: string, extra: Record<string, string> = {}) => {
      const proc = spawnEntry(name, 'worker.js', {
        ...env,
        LOG_LEVEL: 'info', // its 'worker ready' line
        ...extra,
      });
      procs.push(proc);
      return proc;
    };
    return { prefix, bucket, s3Endpoint, db, redis, procs, startApi, spawnWorker, stop };
  } catch (error) {
    for (const p of procs) console.error(`--- ${p.name}\n${p.tail.slice(-30).join('\n')}`);
    await stop(false);
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// People

export interface Customer {
  id: string;
  token: string;
  email: string;
}

/** Signs a person up on the Auth Emulator and creates their Cena account through an api. */
export async function signUpCustomer(base: string, email?: string): Promise<Customer> {
  const user = await signUp(email);
  const r = await expectStatus(call(base, 'POST', '/api/auth/sync', user.idToken, {}), 200, 'sync');
  return { id: (r.body.user as { id: string }).id, token: user.idToken, email: user.email };
}

/** What an admin adjustment writes: a ledger line and the balance it leaves. */
export async function grantCredits(
  db: Client,
  userId: string,
  credits: number,
  note: string,
): Promise<void> {
  await db.query(
    `WITH u AS (UPDATE users SET credit_balance = credit_balance + $2 WHERE id = $1 RETURNING credit_balance)
     INSERT INTO credit_ledger (user_id, delta, reason, note, balance_after)
     SELECT $1, $2, 'admin_adjustment', $3, credit_balance FROM u`,
    [userId, credits, note],
  );
}
