// bench:latency's figures as rows and as the table it prints (pure: tested by
// latency-report.test.mjs). The targets are issue 22's (scope 5).

/** Seconds: a warm request's median, the first render after a worker starts. */
export const LATENCY_TARGETS_S = { warmMedian: 3, firstRender: 4 };

export function median(values) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const seconds = (ms) => Math.round(ms) / 1000;

/**
 * One row per figure: { case, runsS, medianS, targetS, ratio } (targetS and ratio null where the
 * issue states no target), from runLatency's figures (bench/lib/latency.ts).
 */
export function latencyRows(figures, targets = LATENCY_TARGETS_S) {
  const row = (name, runsMs, targetS) => {
    const medianS = seconds(median(runsMs));
    return {
      case: name,
      runsS: runsMs.map(seconds),
      medianS,
      targetS,
      ratio: targetS === null ? null : Math.round((medianS / targetS) * 100) / 100,
    };
  };
  const { firstAtReady, firstAtSpawn } = figures;
  return [
    row('first render, request at ready', [firstAtReady.requestMs], targets.firstRender),
    row(
      'first render, request at spawn: ready → done',
      [firstAtSpawn.readyToCompletedMs],
      targets.firstRender,
    ),
    row('first render, request at spawn: spawn → done', [firstAtSpawn.spawnToCompletedMs], null),
    ...figures.warm.map((c) =>
      row(
        `warm ${c.name}`,
        c.runs.map((r) => r.requestMs),
        targets.warmMedian,
      ),
    ),
  ];
}

/** The table the bench prints, with the machine's load and CPU count. */
export function formatLatencyTable(rows, { loadBefore, loadAfter, cpus }) {
  const width = Math.max(...rows.map((r) => r.case.length));
  const runsWidth = Math.max(
    4,
    ...rows.map((r) => r.runsS.map((s) => s.toFixed(2)).join(' ').length),
  );
  const lines = [`${'case'.padEnd(width)}  ${'runs (s)'.padEnd(runsWidth)}  median  target  ratio`];
  for (const r of rows) {
    lines.push(
      [
        r.case.padEnd(width),
        r.runsS
          .map((s) => s.toFixed(2))
          .join(' ')
          .padEnd(runsWidth),
        `${r.medianS.toFixed(2)} s`.padStart(6),
        (r.targetS === null ? '—' : `${r.targetS} s`).padStart(6),
        (r.ratio === null ? '—' : `${r.ratio.toFixed(2)}×`).padStart(5),
      ].join('  '),
    );
  }
  const load = (l) => l.map((v) => v.toFixed(2)).join(' ');
  lines.push('');
  lines.push(`load average ${load(loadBefore)} before, ${load(loadAfter)} after; ${cpus} CPUs`);
  return lines.join('\n');
}
