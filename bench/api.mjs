#!/usr/bin/env node
/**
 * API speed bench (issue #12): the api started as `npm start` starts it (server/dist/main.js, the
 * launcher's environment, Postgres and Redis found the same way), on its own database
 * `cena_bench_api_<run id>` and its own queue prefix so it never touches development data (nor another
 * run's: two runs may overlap, though their figures then share the machine), loaded by
 * autocannon from this process.
 *
 *   npm run bench:api [-- --json] [-- --duration 10] [-- --slices 5] [-- --connections 50]
 *                     [-- --no-build]
 *                     [-- --routes fastify,gallery,health,user,videos,generate,refine]
 *
 * Measured in one run, each for --duration seconds after a 2 s warm-up:
 * - baseline: a bare Express server (its own process) answering the same gallery body the api
 *   gives, with the same content type: the floor of this machine's Node HTTP stack;
 * - bare Fastify answering the same body (its own process): the floor of the api's platform,
 *   printed as a row with its ratio to bare Express;
 * - GET /api/videos/latest (the public gallery, 20 completed videos);
 * - GET /api/health;
 * - GET /api/user with 50 distinct users (one per connection);
 * - GET /api/videos for a user with 200 videos: the first page My videos asks for
 *   (LIMITS.myVideosPageSize cards);
 * - POST /api/generate accept path, 50 distinct Pro users with credits (no worker runs: the jobs
 *   wait in the bench's own queue, so renders do not compete for the CPU);
 * - POST /api/refine-prompt (the built-in refiner: provider keys are removed from the api's
 *   environment, and its per-account limit raised so the bench measures work, not 429s).
 *
 * For each: req/s, p50, p99, non-2xx answers and the ratio of req/s to the baseline. Each route
 * runs in --slices (default 5) slices alternating with slices of the baseline, and its ratio is to
 * those (this machine's speed drifts by a quarter within minutes); the baseline row sums all of
 * its slices. Beside them, the CPU time the serving process spent per request (from /proc) and
 * its ratio to the baseline's (baseline µs / route µs): the cost of a route, steady even while
 * other work keeps the machine busy, when the req/s ratios are not. After the generate run every user's ledger is checked against their balance (zero
 * overspend). With --json the last stdout line is {"baselineRps","baselineP99Ms","loadAverage",
 * "routes":[{route,rps,p50Ms,p99Ms,ratio,non2xx,baselineRps,baselineP99Ms,cpuUsPerRequest,cpuRatio}],"ledgerConsistent"}. The bench never fails on a number; it exits non-zero
 * only when it cannot run.
 *
 * Accounts: like `npm start`, the api verifies tokens against a Firebase Auth Emulator (its own,
 * on a free port, started as the launcher starts it); the bench signs its 50 users up there and
 * writes their Cena accounts, credits and videos straight to the database.
 */
import { benchLog, runBench, withoutProviders } from './lib/bench-run.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureAuthEmulator } from '../scripts/lib/auth-emulator.mjs';
import { canListen, waitForHttp } from '../scripts/lib/ports.mjs';
import {
  dropDatabase,
  ensureDatabase,
  LOCAL_PG_URL,
  withDatabase,
} from '../scripts/lib/postgres.mjs';
import { deleteRedisKeys, ensureRedis } from '../scripts/lib/redis.mjs';
import {
  API_NODE_ARGS,
  childEnv,
  DEFAULT_PROJECT_ID,
  loadStackEnv,
} from '../scripts/lib/stack-env.mjs';

const repoDir = path.resolve(import.meta.dirname, '..');
const USERS = 50;
const LIST_VIDEOS = 200;
const GALLERY_VIDEOS = 24;
const WARMUP_S = 2;
const START_CREDITS = 1_000_000;
/** What --json states of each route. */
const JSON_FIELDS = [
  'route',
  'rps',
  'p50Ms',
  'p99Ms',
  'ratio',
  'non2xx',
  'baselineRps',
  'baselineP99Ms',
  'cpuUsPerRequest',
  'cpuRatio',
];

const args = parseArgs(process.argv.slice(2));
const log = benchLog('api');

/** What to stop on the way out, last first. */
const cleanups = [];

async function main() {
  if (args.build) buildServer();
  const env = loadStackEnv(repoDir);
  const port = await freePort(3900);
  const baselinePort = await freePort(port + 1);
  const adminUrl = env.DATABASE_URL ? env.DATABASE_URL : LOCAL_PG_URL;
  const runId = randomBytes(4).toString('hex');
  const database = `cena_bench_api_${runId}`;
  const databaseUrl = withDatabase(adminUrl, database);
  await ensureDatabase(databaseUrl);
  const redis = await ensureRedis({ log, env });
  const queuePrefix = `bench${runId}`;
  cleanups.push(() => deleteRedisKeys(redis.url, queuePrefix));
  cleanups.push(() => dropDatabase(databaseUrl, database));
  const scratch = mkdtempSync(path.join(tmpdir(), 'cena-bench-api-'));
  cleanups.push(async () => rmSync(scratch, { recursive: true, force: true }));

  const projectId = DEFAULT_PROJECT_ID;
  const emulator = await ensureAuthEmulator({
    log: () => {},
    projectId,
    port: await freePort(9399),
    repoDir,
    env,
  });
  cleanups.push(emulator.stop);
  const apiEnv = childEnv(withoutProviders(env), {
    databaseUrl,
    redisUrl: redis.url,
    authEmulatorHost: emulator.host,
    port,
  });
  Object.assign(apiEnv, {
    FIREBASE_PROJECT_ID: projectId,
    QUEUE_PREFIX: queuePrefix,
    STORAGE_DIR: path.join(scratch, 'media'),
    SEED_SAMPLE_VIDEOS: 'false',
    PROMPT_RATE_LIMIT_PER_MINUTE: '10000',
    GENERATE_RATE_LIMIT_PER_MINUTE: '100000',
  });
  // BENCH_API_NODE_ARGS="--cpu-prof --cpu-prof-dir=…" profiles the api (written when it stops).
  const nodeArgs = (env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const api = startProcess(
    'api',
    process.execPath,
    [...API_NODE_ARGS, ...nodeArgs, path.join(repoDir, 'server/dist/main.js')],
    {
      env: apiEnv,
    },
  );
  cleanups.push(api.stop);
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/api/health`, { timeoutMs: 120_000, intervalMs: 500 }).catch(
    (error) => {
      throw new Error(`the api did not become healthy: ${error.message}\n${api.tail()}`);
    },
  );
  log(`api up on ${base} (database ${database}, queue prefix ${queuePrefix})`);

  const seeded = await seed(databaseUrl, emulator.host);
  const galleryBody = await fetchText(`${base}/api/videos/latest`);
  const expressBaseline = startProcess(
    'baseline',
    process.execPath,
    [path.join(import.meta.dirname, 'lib', 'baseline-server.mjs'), String(baselinePort)],
    { env: { ...process.env }, input: galleryBody },
  );
  cleanups.push(expressBaseline.stop);
  await waitForHttp(`http://127.0.0.1:${baselinePort}/`, { timeoutMs: 20_000, intervalMs: 200 });
  const fastifyPort = await freePort(baselinePort + 1);
  const fastifyBaseline = startProcess(
    'fastify baseline',
    process.execPath,
    [path.join(import.meta.dirname, 'lib', 'baseline-server.mjs'), String(fastifyPort), 'fastify'],
    { env: { ...process.env }, input: galleryBody },
  );
  cleanups.push(fastifyBaseline.stop);
  await waitForHttp(`http://127.0.0.1:${fastifyPort}/`, { timeoutMs: 20_000, intervalMs: 200 });

  const results = [];
  const loads = [];
  const baselineOptions = { url: `http://127.0.0.1:${baselinePort}/api/videos/latest` };
  const baselineSlices = [];
  // Each route is measured in --slices short slices alternating with slices of the baseline, and
  // its ratio is to those baseline slices: this machine's speed drifts by a quarter within
  // minutes (other processes, the host), far more than consecutive routes differ.
  const measure = async (label, options, pid = api.pid) => {
    const load = loadavg()[0];
    loads.push(load);
    const baseline = await prepare(baselineOptions, expressBaseline.pid);
    const route = await prepare(options, pid);
    const slices = [];
    const pairedBaseline = [];
    for (let i = 0; i < args.slices; i++) {
      pairedBaseline.push(await baseline(args.duration / args.slices));
      slices.push(await route(args.duration / args.slices));
    }
    baselineSlices.push(...pairedBaseline);
    const paired = summary(pairedBaseline);
    const row = { route: label, ...summary(slices), load1m: round(load) };
    log(
      `${label}: ${row.rps} req/s, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms` +
        (row.non2xx ? `, ${row.non2xx} not 2xx` : '') +
        `; baseline alongside ${paired.rps} req/s, p99 ${paired.p99Ms} ms`,
    );
    return {
      ...row,
      ratio: round(row.rps / paired.rps, 2),
      baselineCpuUsPerRequest: paired.cpuUsPerRequest,
      cpuRatio:
        row.cpuUsPerRequest && paired.cpuUsPerRequest
          ? round(paired.cpuUsPerRequest / row.cpuUsPerRequest, 2)
          : null,
      baselineRps: paired.rps,
      baselineP99Ms: paired.p99Ms,
    };
  };

  const tokens = seeded.users.map((u) => u.token);
  // Built above (or by the caller with --no-build): loaded once it exists.
  const { LIMITS } = await import('@cena/contracts');
  const routes = {
    fastify: () =>
      measure(
        'baseline (bare Fastify, same body)',
        { url: `http://127.0.0.1:${fastifyPort}/api/videos/latest` },
        fastifyBaseline.pid,
      ),
    gallery: () => measure('GET /api/videos/latest', { url: `${base}/api/videos/latest` }),
    health: () => measure('GET /api/health', { url: `${base}/api/health` }),
    user: () => measure('GET /api/user', { url: `${base}/api/user`, tokens }),
    videos: () =>
      measure('GET /api/videos', {
        url: `${base}/api/videos?page=1&pageSize=${LIMITS.myVideosPageSize}`,
        tokens: [seeded.listOwner.token],
      }),
    generate: () =>
      measure('POST /api/generate', {
        url: `${base}/api/generate`,
        tokens,
        method: 'POST',
        body: JSON.stringify({
          prompt: 'Padaria Pão Dourado: pão francês quentinho toda manhã',
          duration: 6,
        }),
      }),
    refine: () =>
      measure('POST /api/refine-prompt', {
        url: `${base}/api/refine-prompt`,
        tokens,
        method: 'POST',
        body: JSON.stringify({ userPrompt: 'Promoção de pizza na sexta, leve duas pague uma' }),
      }),
  };
  for (const name of args.routes) results.push(await routes[name]());
  const baselineRow = {
    route: 'baseline (bare Express, same body)',
    ...summary(baselineSlices),
    load1m: round(Math.max(...loads)),
  };

  let ledgerConsistent = null;
  if (args.routes.includes('generate')) ledgerConsistent = await checkLedger(databaseUrl);

  printTable(baselineRow, results, ledgerConsistent);
  if (args.json) {
    console.log(
      JSON.stringify({
        baselineRps: baselineRow.rps,
        baselineP99Ms: baselineRow.p99Ms,
        cpus: cpus().length,
        loadAverage: round(Math.max(...loads)),
        routes: results.map((row) => Object.fromEntries(JSON_FIELDS.map((k) => [k, row[k]]))),
        ledgerConsistent,
      }),
    );
  }
}

/**
 * Probes the route once (a refusing route is reported, not measured blind) and warms it up;
 * returns a function running autocannon for a slice of seconds, each connection keeping one
 * user's token.
 */
async function prepare({ url, tokens, method = 'GET', body }, pid) {
  const headers = body ? { 'content-type': 'application/json' } : {};
  let next = 0;
  const setupClient = tokens
    ? (client) => {
        const token = tokens[next++ % tokens.length];
        client.setHeaders({ ...headers, authorization: `Bearer ${token}` });
      }
    : undefined;
  const probe = await fetch(url, {
    method,
    body,
    headers: tokens ? { ...headers, authorization: `Bearer ${tokens[0]}` } : headers,
  });
  if (!probe.ok)
    log(`${method} ${url} answered ${probe.status}: ${(await probe.text()).slice(0, 300)}`);
  const common = { url, method, body, headers, setupClient, connections: args.connections };
  await autocannon({ ...common, duration: WARMUP_S });
  return async (seconds) => {
    next = 0;
    const cpuBefore = cpuMs(pid);
    const result = await autocannon({ ...common, duration: seconds });
    const cpuAfter = cpuMs(pid);
    return { ...result, cpuMs: cpuBefore === null ? null : cpuAfter - cpuBefore };
  };
}

/** Slices summed: req/s over their whole time, the mean of their p50s, the worst p99. */
function summary(slices) {
  const seconds = slices.reduce((sum, s) => sum + s.duration, 0);
  const requests = slices.reduce((sum, s) => sum + s.requests.total, 0);
  return {
    rps: round(requests / seconds),
    p50Ms: round(slices.reduce((sum, s) => sum + s.latency.p50, 0) / slices.length),
    p99Ms: round(Math.max(...slices.map((s) => s.latency.p99))),
    non2xx: slices.reduce((sum, s) => sum + s.non2xx + s.errors + s.timeouts, 0),
    cpuUsPerRequest: slices.some((s) => s.cpuMs === null)
      ? null
      : round((slices.reduce((sum, s) => sum + s.cpuMs, 0) * 1000) / Math.max(1, requests)),
  };
}

/**
 * CPU time (user + system, ms) a process has used, from /proc (null elsewhere). Per request, it
 * is the cost of a route whatever else the machine runs; req/s ratios are only as steady as the
 * machine is quiet.
 */
function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, fields 14 and 15 of proc(5), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * 50 Pro users with credits (ledger and balance agree), one of them owning 200 videos, and a
 * gallery of completed public videos, written straight to the api's database.
 */
async function seed(databaseUrl, emulatorHost) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const users = [];
    for (let i = 0; i < USERS; i++) {
      const email = `bench-${i}-${randomBytes(4).toString('hex')}@bench.cena.test`;
      const { localId: uid, idToken: token } = await signUp(emulatorHost, email);
      const { rows } = await client.query(
        `INSERT INTO users (firebase_uid, email, display_name, plan, credit_balance)
         VALUES ($1, $2, $3, 'pro', $4) RETURNING id`,
        [uid, email, `Bench ${i}`, START_CREDITS],
      );
      await client.query(
        `INSERT INTO credit_ledger (user_id, delta, reason, balance_after) VALUES ($1, $2, 'signup_bonus', $2)`,
        [rows[0].id, START_CREDITS],
      );
      users.push({ id: rows[0].id, uid, email, token });
    }
    const insertVideos = (userId, count, offsetS) =>
      client.query(
        `INSERT INTO videos (user_id, mode, status, prompt, refined_prompt, title, duration_s, tone,
            soundtrack, video_key, thumbnail_key, provider, progress, cost_credits, watermark,
            created_at, started_at, completed_at, views, community_opt_in)
         SELECT $1::uuid, 'text', 'completed',
           'Promoção da semana ' || n || ': pão de queijo, café coado e bolo de fubá para o café da manhã',
           'Café da manhã completo na Padaria Pão Dourado, promoção ' || n,
           'Promoção ' || n, 6, 'fun', 'energetic',
           'videos/' || $1::text || '/' || gen_random_uuid() || '.mp4',
           'thumbnails/' || $1::text || '/' || gen_random_uuid() || '.jpg',
           'local', 100, 0, true,
           now() - make_interval(secs => $3::int + n * 60), now() - make_interval(secs => $3::int + n * 60),
           now() - make_interval(secs => $3::int + n * 60 - 30), n, true
         FROM generate_series(1, $2::int) AS n`,
        [userId, count, offsetS],
      );
    // The list owner's videos are older than the gallery's, so the gallery shows the others.
    await insertVideos(users[0].id, LIST_VIDEOS, 86_400);
    for (let i = 0; i < GALLERY_VIDEOS; i++) await insertVideos(users[1 + (i % 10)].id, 1, i * 61);
    log(`seeded ${USERS} users, ${LIST_VIDEOS} videos for one of them, ${GALLERY_VIDEOS} more`);
    return { users, listOwner: users[0] };
  } finally {
    await client.end();
  }
}

/** Every user's ledger sums to their balance, and no balance went below zero. */
async function checkLedger(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT u.id, u.credit_balance AS balance, COALESCE(SUM(l.delta), 0)::int AS ledger,
              (SELECT COALESCE(SUM(v.cost_credits), 0)::int FROM videos v
                 WHERE v.user_id = u.id AND v.status = 'queued') AS queued_cost
         FROM users u LEFT JOIN credit_ledger l ON l.user_id = u.id
        GROUP BY u.id`,
    );
    const bad = rows.filter((r) => r.balance !== r.ledger || r.balance < 0);
    const debited = rows.reduce((sum, r) => sum + r.queued_cost, 0);
    log(
      bad.length
        ? `LEDGER MISMATCH for ${bad.length} user(s): ${JSON.stringify(bad.slice(0, 3))}`
        : `ledger = balance for all ${rows.length} users (${debited} credits debited for queued videos)`,
    );
    return bad.length === 0;
  } finally {
    await client.end();
  }
}

/** An e-mail/password account in the Auth Emulator, signed in: its uid and ID token. */
async function signUp(host, email, attempt = 1) {
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=bench`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'bench-password', returnSecureToken: true }),
    },
  ).catch(async (error) => {
    // The emulator can be slow to take its first connections on a loaded machine.
    if (attempt >= 5) throw error;
    await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
    return null;
  });
  if (!response) return signUp(host, email, attempt + 1);
  if (!response.ok) throw new Error(`emulator sign-up: HTTP ${response.status}`);
  return response.json();
}

function printTable(baseline, rows, ledgerConsistent) {
  const line = (cells) => cells.map((cell, i) => String(cell).padEnd(i === 0 ? 36 : 10)).join(' ');
  console.log('');
  console.log(
    `${cpus().length} CPUs, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}, ${args.connections} connections, ${args.duration} s per route`,
  );
  console.log(
    line([
      'route',
      'req/s',
      'p50 ms',
      'p99 ms',
      'ratio',
      'not 2xx',
      'load 1m',
      'base req/s',
      'base p99',
      'µs cpu/req',
      'cpu ratio',
    ]),
  );
  console.log(
    line([
      baseline.route,
      baseline.rps,
      baseline.p50Ms,
      baseline.p99Ms,
      '1',
      0,
      baseline.load1m,
      '',
      '',
      baseline.cpuUsPerRequest ?? '',
      '1',
    ]),
  );
  for (const r of rows)
    console.log(
      line([
        r.route,
        r.rps,
        r.p50Ms,
        r.p99Ms,
        r.ratio,
        r.non2xx,
        r.load1m,
        r.baselineRps,
        r.baselineP99Ms,
        r.cpuUsPerRequest ?? '',
        r.cpuRatio ?? '',
      ]),
    );
  if (ledgerConsistent !== null)
    console.log(`ledger = balance for every user: ${ledgerConsistent ? 'yes' : 'NO'}`);
}

function buildServer() {
  log('building @cena/contracts, @cena/engine and @cena/server (--no-build skips this)');
  for (const workspace of ['@cena/contracts', '@cena/engine', '@cena/server']) {
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
      cwd: repoDir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (result.status !== 0) throw new Error(`npm run build -w ${workspace} failed`);
  }
}

function startProcess(name, command, argv, { env, input }) {
  const lines = [];
  const child = spawn(command, argv, {
    cwd: repoDir,
    env,
    stdio: [input === undefined ? 'ignore' : 'pipe', 'ignore', 'pipe'],
  });
  if (input !== undefined) child.stdin.end(input);
  child.stderr.on('data', (chunk) => {
    lines.push(chunk.toString());
    if (lines.length > 40) lines.shift();
  });
  let exited = false;
  child.once('exit', (code, signal) => {
    exited = true;
    if (!stopping) log(`${name} exited (${signal ?? code})\n${lines.join('')}`);
  });
  let stopping = false;
  return {
    pid: child.pid,
    tail: () => lines.join(''),
    stop: () =>
      new Promise((resolve) => {
        stopping = true;
        if (exited) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}

async function freePort(from) {
  for (let port = from; port < from + 100; port++) if (await canListen(port)) return port;
  throw new Error(`no free port from ${from}`);
}

async function fetchText(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

function round(value, digits = 1) {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

function parseArgs(argv) {
  const all = ['fastify', 'gallery', 'health', 'user', 'videos', 'generate', 'refine'];
  const options = {
    json: false,
    duration: 10,
    slices: 5,
    connections: 50,
    build: true,
    routes: all,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--json') options.json = true;
    else if (arg === '--no-build') options.build = false;
    else if (arg === '--duration') options.duration = Number(argv[++i]);
    else if (arg === '--connections') options.connections = Number(argv[++i]);
    else if (arg === '--slices') options.slices = Number(argv[++i]);
    else if (arg === '--routes') {
      options.routes = argv[++i].split(',');
      const unknown = options.routes.filter((r) => !all.includes(r));
      if (unknown.length) throw new Error(`unknown route(s) ${unknown.join(', ')}; know ${all}`);
    } else throw new Error(`unknown argument ${arg}`);
  }
  return options;
}

runBench(main, { cleanups, log });
