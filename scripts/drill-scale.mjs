#!/usr/bin/env node
// `npm run drill:scale`: the scale-out drill (bench/lib/scale-drill.ts) at full size: 2 apis and
// 1, 2, then 3 workers on one PostgreSQL and one Redis (found or started as `npm start` does), an
// Auth Emulator of its own, media in s3rver; 20 customers, 60 videos a phase. Prints videos per
// minute and queue waits.
// Options: --videos N (a phase), --customers N, --workers 1,2,3, --kill N, --json.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensurePostgres } from './lib/postgres.mjs';
import { ensureRedis } from './lib/redis.mjs';
import { formatReport, runScaleDrill } from '../bench/lib/scale-drill.ts';

const repoDir = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    videos: { type: 'string', default: '60' },
    customers: { type: 'string', default: '20' },
    workers: { type: 'string', default: '1,2,3' },
    kill: { type: 'string', default: '12' },
    json: { type: 'boolean', default: false },
  },
});
const say = (line) => console.log(`[drill] ${line}`);

const stops = [];
let code = 1;
try {
  const postgres = await ensurePostgres({ dataDir: path.join(repoDir, '.data', 'postgres') });
  stops.push(postgres.stop);
  const redis = await ensureRedis({ dataDir: path.join(repoDir, '.data', 'redis') });
  stops.push(redis.stop);
  say(`PostgreSQL (${postgres.source}), Redis (${redis.source})`);
  const report = await runScaleDrill({
    postgresUrl: postgres.url,
    redisUrl: redis.url,
    apis: 2,
    workerPhases: values.workers.split(',').map(Number),
    customers: Number(values.customers),
    videosPerPhase: Number(values.videos),
    killPhaseVideos: Number(values.kill),
    log: say,
  });
  console.log(values.json ? JSON.stringify(report, null, 2) : `\n${formatReport(report)}`);
  code = report.problems.length ? 1 : 0;
} catch (error) {
  console.error(`[drill] ${error instanceof Error ? error.message : error}`);
} finally {
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
}
process.exit(code);
