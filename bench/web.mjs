#!/usr/bin/env node
/**
 * Web bench (issue #23): Lighthouse 12 (the npm package, mobile form factor and simulated
 * throttling: its defaults) driving Debian's Chromium against the customer app as the api serves
 * it, on `/` and `/auth`.
 *
 *   npm run bench:web [-- --json] [-- --runs 3] [-- --pages /,/auth] [-- --build]
 *                     [-- --no-samples] [-- --front] [-- --url http://localhost:3000]
 *                     [-- --save .data/lighthouse] [-- --server-dist DIR] [-- --lang pt-BR]
 *
 * The api is started as `npm start` starts it (server/dist/main.js, the launcher's environment,
 * Postgres and Redis found the same way, an Auth Emulator of its own), on its own database
 * `cena_bench_web_<run id>`, queue prefix and media folder, on a free port. A worker renders the
 * landing's sample videos first (what a visitor sees beside the generator) and is stopped before
 * Lighthouse runs, so no render competes for the CPU; `--no-samples` skips them. Nothing is built
 * unless `--build` (then `npm run build`). `--front` puts bench/lib/precompressed-front.mjs in
 * front of the api (the build's .br/.gz, immutable assets); `--url` measures a server already
 * running and starts nothing; `--save DIR` keeps every run's Lighthouse result (JSON);
 * `--server-dist DIR` runs another build of the api (say, an older commit's) on this checkout's
 * client and admin builds. The browser's language is Chromium's own (en-US: the app then fetches
 * its English texts before the first render); `--lang pt-BR` measures a Brazilian visitor's phone.
 *
 * Each page runs --runs times (default 3) in one Chromium; the median run (by performance score)
 * is printed with its four scores, LCP, TBT, CLS, FCP, speed index and bytes, followed by the
 * audits that cost a category points. With --json the last stdout line is
 * {"pages":[{path,runs,performanceRange,median:{performance,accessibility,bestPractices,seo,
 * fcpMs,lcpMs,tbtMs,cls,speedIndexMs,transferKb,findings}}],"cpus","loadAverage"}.
 * The bench never fails on a number; it exits non-zero only when it cannot run.
 */
import { benchLog, runBench, withoutProviders } from './lib/bench-run.mjs';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import pg from 'pg';
import { findChromium } from '../e2e/lib/harness.mjs';
import { ensureAuthEmulator } from '../scripts/lib/auth-emulator.mjs';
import { npmCommand } from '../scripts/lib/build.mjs';
import { getFreePort, waitFor, waitForHttp } from '../scripts/lib/ports.mjs';
import {
  dropDatabase,
  ensureDatabase,
  ensurePostgres,
  withDatabase,
} from '../scripts/lib/postgres.mjs';
import { createOutputTail, exitSignal, spawnGroup, stopGroup } from '../scripts/lib/processes.mjs';
import { deleteRedisKeys, ensureRedis } from '../scripts/lib/redis.mjs';
import {
  API_NODE_ARGS,
  WORKER_NODE_ARGS,
  childEnv,
  DEFAULT_PROJECT_ID,
  loadStackEnv,
} from '../scripts/lib/stack-env.mjs';
import { figuresOf, formatTable, medianRun } from './lib/lighthouse-figures.mjs';
import { startPrecompressedFront } from './lib/precompressed-front.mjs';

const repoDir = path.resolve(import.meta.dirname, '..');
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const SAMPLES_TIMEOUT_MS = 10 * 60_000;

const log = benchLog('web');
const args = parseArgs(process.argv.slice(2));
/** What to stop on the way out, last first. */
const cleanups = [];

async function main() {
  const chromePath = findChromium(process.env);
  if (!chromePath)
    throw new Error('Chromium not found: apt-get install chromium, or CHROMIUM_PATH');
  if (args.build) build();
  const base = args.url ?? (await startStack());

  const languageFlags = args.lang ? [`--lang=${args.lang}`, `--accept-lang=${args.lang}`] : [];
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [...CHROMIUM_FLAGS, ...languageFlags],
  });
  cleanups.push(async () => chrome.kill());
  const pages = [];
  for (const page of args.pages) {
    const runs = [];
    for (let i = 0; i < args.runs; i++) {
      const result = await lighthouse(new URL(page, base).href, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (args.save) saveReport(args.save, page, i, result.lhr);
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      if (result.lhr.runtimeError) {
        throw new Error(
          `${page}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
        );
      }
      const figures = figuresOf(result.lhr);
      log(
        `${page} run ${i + 1}/${args.runs}: performance ${figures.performance}, ` +
          `LCP ${figures.lcpMs} ms, TBT ${figures.tbtMs} ms`,
      );
      runs.push(figures);
    }
    const scores = runs.map((r) => r.performance ?? 0);
    pages.push({
      path: page,
      runs: runs.length,
      performanceRange: [Math.min(...scores), Math.max(...scores)],
      median: medianRun(runs),
    });
  }

  console.log('');
  console.log(
    `Lighthouse 12 mobile, simulated throttling, median of ${args.runs} run(s); ${cpus().length} CPUs, ` +
      `load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}; ${base}`,
  );
  console.log(formatTable(pages));
  if (args.json) {
    console.log(
      JSON.stringify({
        pages,
        cpus: cpus().length,
        loadAverage: Math.round(loadavg()[0] * 100) / 100,
      }),
    );
  }
}

/** PostgreSQL, Redis, an Auth Emulator, the api (and for the samples a worker); the base URL. */
async function startStack() {
  const env = loadStackEnv(repoDir);
  const runId = randomBytes(4).toString('hex');
  const postgres = await ensurePostgres({ log, env });
  cleanups.push(postgres.stop);
  const database = `cena_bench_web_${runId}`;
  const databaseUrl = withDatabase(postgres.url, database);
  await ensureDatabase(databaseUrl);
  cleanups.push(() => dropDatabase(postgres.url, database));
  const redis = await ensureRedis({ log, env });
  cleanups.push(redis.stop);
  const queuePrefix = `cena_bench_web_${runId}`;
  cleanups.push(() => deleteRedisKeys(redis.url, queuePrefix));
  const scratch = mkdtempSync(path.join(tmpdir(), 'cena-bench-web-'));
  cleanups.push(async () => rmSync(scratch, { recursive: true, force: true }));
  const emulator = await ensureAuthEmulator({
    log: () => {},
    projectId: DEFAULT_PROJECT_ID,
    port: await getFreePort(),
    repoDir,
    env,
  });
  cleanups.push(emulator.stop);

  const port = await getFreePort();
  const frontPort = args.front ? await getFreePort() : undefined;
  const base = `http://localhost:${frontPort ?? port}`;
  const servicesEnv = {
    ...childEnv(withoutProviders(env), {
      databaseUrl,
      redisUrl: redis.url,
      authEmulatorHost: emulator.host,
      port,
    }),
    NODE_ENV: 'development',
    FIREBASE_PROJECT_ID: DEFAULT_PROJECT_ID,
    PUBLIC_URL: base,
    QUEUE_PREFIX: queuePrefix,
    STORAGE_DRIVER: 'local',
    STORAGE_DIR: path.join(scratch, 'media'),
    VIDEO_PROVIDER: 'local',
    PROMPT_PROVIDER: 'local',
    SMTP_URL: '',
    SEED_SAMPLE_VIDEOS: args.samples ? 'true' : 'false',
    // This checkout's builds, also when --server-dist runs another build of the api.
    CLIENT_DIST: path.join(repoDir, 'client', 'dist'),
    ADMIN_DIST: path.join(repoDir, 'admin', 'dist'),
  };
  const api = startNode('api', path.join(args.serverDist, 'main.js'), API_NODE_ARGS, servicesEnv);
  await waitForHttp(`http://127.0.0.1:${port}/api/health`, {
    timeoutMs: 120_000,
    intervalMs: 300,
    signal: exitSignal(api.child, 'the api'),
  }).catch((error) => {
    throw new Error(`the api did not become healthy: ${error.message}\n${api.tail.text()}`);
  });
  log(`api up on port ${port} (database ${database})`);
  if (args.samples) {
    const worker = startNode(
      'worker',
      path.join(args.serverDist, 'worker.js'),
      WORKER_NODE_ARGS,
      servicesEnv,
    );
    await waitForSamples(databaseUrl);
    await worker.stop();
  }
  if (frontPort) {
    const front = await startPrecompressedFront({
      dist: path.join(repoDir, 'client', 'dist'),
      apiPort: port,
      port: frontPort,
    });
    cleanups.push(front.stop);
    log(`precompressed front on ${base}`);
  }
  return base;
}

/** Until the seeded sample videos have all left the queue (rendered or failed). */
async function waitForSamples(databaseUrl) {
  const started = Date.now();
  log('rendering the sample videos (--no-samples skips them)');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const counts = await waitFor(
      async () => {
        const { rows } = await client.query(
          `SELECT count(*) FILTER (WHERE status IN ('queued', 'processing'))::int AS pending,
                  count(*) FILTER (WHERE status = 'completed')::int AS completed,
                  count(*)::int AS total
             FROM videos`,
        );
        const [row] = rows;
        if (row.total === 0 || row.pending > 0) throw new Error(`${row.pending} still rendering`);
        return row;
      },
      { timeoutMs: SAMPLES_TIMEOUT_MS, intervalMs: 2000, what: 'the sample videos' },
    );
    log(
      `${counts.completed} of ${counts.total} samples rendered in ${Math.round((Date.now() - started) / 1000)} s`,
    );
  } finally {
    await client.end();
  }
}

function startNode(name, entry, nodeArgs, env) {
  const tail = createOutputTail(40);
  const child = spawnGroup(process.execPath, [...nodeArgs, entry], {
    cwd: repoDir,
    env,
    onLine: (line) => tail.push(line),
  });
  const stop = () => stopGroup(child, { signal: 'SIGTERM', graceMs: 15_000 });
  cleanups.push(stop);
  return { child, tail, stop };
}

/** Writes one run's whole Lighthouse result (--save DIR), to read an audit's details. */
function saveReport(dir, page, index, lhr) {
  mkdirSync(dir, { recursive: true });
  const name = page === '/' ? 'root' : page.replace(/[^\w-]+/g, '_').replace(/^_/, '');
  writeFileSync(path.join(dir, `${name}-${index + 1}.json`), JSON.stringify(lhr));
}

function build() {
  log('npm run build');
  const [command, prefix] = npmCommand();
  const result = spawnSync(command, [...prefix, 'run', 'build'], {
    cwd: repoDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('npm run build failed');
}

function parseArgs(argv) {
  const options = {
    json: false,
    runs: 3,
    pages: ['/', '/auth'],
    build: false,
    samples: true,
    front: false,
    url: undefined,
    save: undefined,
    serverDist: path.join(repoDir, 'server', 'dist'),
    lang: undefined,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--json') options.json = true;
    else if (arg === '--build') options.build = true;
    else if (arg === '--no-samples') options.samples = false;
    else if (arg === '--front') options.front = true;
    else if (arg === '--runs') options.runs = Number(argv[++i]);
    else if (arg === '--pages') options.pages = argv[++i].split(',');
    else if (arg === '--url') options.url = argv[++i];
    else if (arg === '--save') options.save = path.resolve(argv[++i]);
    else if (arg === '--server-dist') options.serverDist = path.resolve(argv[++i]);
    else if (arg === '--lang') options.lang = argv[++i];
    else throw new Error(`unknown argument ${arg}`);
  }
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs takes a count');
  return options;
}

runBench(main, { cleanups, log });
