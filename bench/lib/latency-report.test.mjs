import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatLatencyTable, latencyRows, median } from './latency-report.mjs';

test('median: the middle value, or the mean of the two middle ones, in any order', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([1800]), 1800);
  assert.ok(Number.isNaN(median([])));
});

const run = (requestMs) => ({ videoId: 'v', requestMs, acceptedMs: 20, serverMs: requestMs - 30 });
const figures = {
  firstAtReady: { ...run(5200), spawnToReadyMs: 4100 },
  firstAtSpawn: {
    ...run(9000),
    spawnToReadyMs: 4000,
    spawnToCompletedMs: 9010,
    readyToCompletedMs: 5010,
  },
  warm: [
    { name: 'text 16:9', mode: 'text', aspectRatio: '16:9', runs: [2200, 1500, 1800].map(run) },
    { name: 'photo 16:9', mode: 'image', aspectRatio: '16:9', runs: [3300, 3000].map(run) },
  ],
};

test('rows: runs and median in seconds, ratio to the issue targets, none where it states none', () => {
  const rows = latencyRows(figures);
  assert.deepEqual(
    rows.map((r) => [r.case, r.runsS, r.medianS, r.targetS, r.ratio]),
    [
      ['first render, request at ready', [5.2], 5.2, 4, 1.3],
      ['first render, request at spawn: ready → done', [5.01], 5.01, 4, 1.25],
      ['first render, request at spawn: spawn → done', [9.01], 9.01, null, null],
      ['warm text 16:9', [2.2, 1.5, 1.8], 1.8, 3, 0.6],
      ['warm photo 16:9', [3.3, 3], 3.15, 3, 1.05],
    ],
  );
});

test('table: one aligned line per row, then the load and the CPU count', () => {
  const table = formatLatencyTable(latencyRows(figures), {
    loadBefore: [1.5, 1.25, 1],
    loadAfter: [2, 1.5, 1.125],
    cpus: 2,
  });
  const lines = table.split('\n');
  assert.equal(lines.length, 1 + 5 + 2);
  assert.match(lines[4], /^warm text 16:9 +2\.20 1\.50 1\.80 +1\.80 s +3 s +0\.60×$/);
  assert.match(lines[3], / +9\.01 s +— +—$/);
  // Every row starts its median in the same column as the header's.
  const column = lines[0].indexOf('median');
  for (const line of lines.slice(1, 6))
    assert.match(line.slice(column - 1, column + 6), / *\d+\.\d\d s/);
  assert.equal(lines.at(-1), 'load average 1.50 1.25 1.00 before, 2.00 1.50 1.13 after; 2 CPUs');
});
