import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { runScaleDrill, SETTINGS_DEADLINE_MS } from '../../bench/lib/scale-drill';
import { BASE_DATABASE_URL } from './support/test-database';

/**
 * Scale-out, small (the full drill is `npm run drill:scale`): 2 compiled apis and 2 workers on
 * one database, one Redis and S3 from s3rver; videos through both apis, events across apis, a
 * settings change seen by all 4 processes within the second, a worker killed mid-render.
 */
describe('scale-out drill (2 apis, 2 workers)', () => {
  it('completes every video once, charged once, across processes', async () => {
    expect(existsSync(resolve(__dirname, '..', 'dist', 'worker.js'))).toBe(true);
    const report = await runScaleDrill({
      postgresUrl: BASE_DATABASE_URL,
      redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      apis: 2,
      workerPhases: [2],
      customers: 4,
      videosPerPhase: 8,
      killPhaseVideos: 8,
    });
    expect(report.problems).toEqual([]);
    expect(report.totals).toMatchObject({ videos: 16, customers: 4 });
    // 16 MP4s and 16 posters.
    expect(report.totals.objects).toBe(32);
    expect(report.sse.acceptedBy).not.toBe(report.sse.streamedBy);
    expect(report.sse.live).toBeGreaterThan(0);
    expect(report.settings.map((s) => s.process).sort()).toEqual([
      'api 1',
      'api 2',
      'worker 1',
      'worker 2',
    ]);
    for (const s of report.settings) {
      expect(s.lastOldMs ?? -1).toBeLessThanOrEqual(SETTINGS_DEADLINE_MS);
      expect(s.firstNewMs).not.toBeNull();
    }
    expect(report.kill).not.toBeNull();
    expect(report.kill!.secondWorker).not.toBe(report.kill!.firstWorker);
    expect(report.phases[0]).toMatchObject({ workers: 2, videos: 8 });
    // Seven minutes: at load 15 on two cores the Auth Emulator's start alone took over a minute
    // and the whole drill over four.
  }, 420_000);
});
