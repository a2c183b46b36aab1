#!/usr/bin/env node
/**
 * `npm run bench:latency` (issue 22 scope 5): request → completed for an 8 s clip, as a Pro
 * customer waits for it, on the compiled api and worker (bench/lib/latency.ts, on the stack of
 * bench/lib/stack.ts: PostgreSQL and Redis found or started as `npm start` does, a database,
 * queue prefix, s3rver bucket and Auth Emulator of its own).
 *
 *   npm run bench:latency [-- --runs 5] [-- --json] [-- --no-build]
 *
 * Prints the first render after a worker starts (request sent once it is ready; request sent as
 * it is spawned, from the spawn and from ready) and --runs warm requests per case (text 16:9,
 * text 9:16, photo 16:9 with a generated 1600x1200 JPEG), each run, the median, the target and the
 * ratio to it, and the load average before and after. --json adds the figures as the last line.
 * It never fails on a number; it exits non-zero only when it cannot run.
 */
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createCanvas } from '@napi-rs/canvas';
import { ensurePostgres } from '../scripts/lib/postgres.mjs';
import { ensureRedis } from '../scripts/lib/redis.mjs';
import { benchLog, buildServerWorkspaces, runBench } from './lib/bench-run.mjs';
import { runLatency } from './lib/latency.ts';
import { formatLatencyTable, LATENCY_TARGETS_S, latencyRows } from './lib/latency-report.mjs';

const repoDir = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    json: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs ${values.runs}: a whole number ≥ 1`);
const log = benchLog('latency');
const cleanups = [];

/**
 * A product photo stand-in: a cake on a plate on a wooden table, with the gradients and edges a
 * camera's JPEG has (not flat colours, which compress to nothing and decode for free).
 */
async function samplePhoto() {
  const width = 1600;
  const height = 1200;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const wall = ctx.createLinearGradient(0, 0, 0, height * 0.6);
  wall.addColorStop(0, '#f3e3cf');
  wall.addColorStop(1, '#d9b48f');
  ctx.fillStyle = wall;
  ctx.fillRect(0, 0, width, height);
  const table = ctx.createLinearGradient(0, height * 0.6, 0, height);
  table.addColorStop(0, '#8a5a34');
  table.addColorStop(1, '#5b3a21');
  ctx.fillStyle = table;
  ctx.fillRect(0, height * 0.6, width, height * 0.4);
  for (let i = 0; i < 60; i++) {
    ctx.strokeStyle = `rgba(40, 20, 8, ${0.08 + (i % 7) * 0.02})`;
    ctx.beginPath();
    const y = height * 0.6 + i * 8;
    ctx.moveTo(0, y);
    ctx.bezierCurveTo(width * 0.3, y + 6, width * 0.7, y - 6, width, y + (i % 5));
    ctx.stroke();
  }
  ctx.fillStyle = '#f7f7f2';
  ctx.beginPath();
  ctx.ellipse(width / 2, height * 0.74, 460, 110, 0, 0, Math.PI * 2);
  ctx.fill();
  const cake = ctx.createLinearGradient(width / 2 - 340, 0, width / 2 + 340, 0);
  cake.addColorStop(0, '#6b3a1e');
  cake.addColorStop(0.5, '#9c5a2c');
  cake.addColorStop(1, '#5a2f17');
  ctx.fillStyle = cake;
  ctx.fillRect(width / 2 - 340, height * 0.42, 680, height * 0.3);
  ctx.fillStyle = '#3b1d0e';
  ctx.beginPath();
  ctx.ellipse(width / 2, height * 0.42, 340, 80, 0, 0, Math.PI * 2);
  ctx.fill();
  for (let i = 0; i < 12; i++) {
    ctx.fillStyle = '#c0182b';
    ctx.beginPath();
    ctx.arc(width / 2 - 260 + i * 47, height * 0.42 - 10 + (i % 3) * 14, 22, 0, Math.PI * 2);
    ctx.fill();
  }
  return { bytes: await canvas.encode('jpeg', 88), type: 'image/jpeg', name: 'bolo.jpg' };
}

runBench(
  async () => {
    if (!values['no-build']) buildServerWorkspaces(repoDir, log);
    const postgres = await ensurePostgres({ dataDir: path.join(repoDir, '.data', 'postgres') });
    cleanups.push(postgres.stop);
    const redis = await ensureRedis({ dataDir: path.join(repoDir, '.data', 'redis') });
    cleanups.push(redis.stop);
    log(`PostgreSQL (${postgres.source}), Redis (${redis.source}); ${runs} warm runs a case`);
    const loadBefore = loadavg();
    const figures = await runLatency({
      postgresUrl: postgres.url,
      redisUrl: redis.url,
      runs,
      photo: await samplePhoto(),
      log,
    });
    const loadAfter = loadavg();
    const rows = latencyRows(figures);
    console.log(formatLatencyTable(rows, { loadBefore, loadAfter, cpus: cpus().length }));
    const observe = [figures.firstAtReady, ...figures.warm.flatMap((c) => c.runs)].map(
      (r) => r.requestMs - r.serverMs,
    );
    console.log(
      `request → 'completed' event minus the database's created_at → completed_at (the accept before the row is written, the event's trip): ` +
        `${Math.min(...observe)}–${Math.max(...observe)} ms`,
    );
    if (values.json) {
      console.log(
        JSON.stringify({
          targetsS: LATENCY_TARGETS_S,
          rows,
          figures,
          loadBefore,
          loadAfter,
          cpus: cpus().length,
        }),
      );
    }
  },
  { cleanups, log },
);
