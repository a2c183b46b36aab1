// What `npm run bench:web` reads from a Lighthouse result: the four category scores, the paint and
// blocking figures, and the audits that cost a category points. Pure functions over the LHR.

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * One run's figures.
 * @param {any} lhr Lighthouse's result (`runnerResult.lhr`)
 */
export function figuresOf(lhr) {
  const score = (id) => {
    const value = lhr.categories[id]?.score;
    return value === null || value === undefined ? null : Math.round(value * 100);
  };
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: round(numeric('first-contentful-paint')),
    lcpMs: round(numeric('largest-contentful-paint')),
    tbtMs: round(numeric('total-blocking-time')),
    cls: round(numeric('cumulative-layout-shift'), 3),
    speedIndexMs: round(numeric('speed-index')),
    transferKb: round((numeric('total-byte-weight') ?? 0) / 1024),
    findings: findingsOf(lhr),
  };
}

/**
 * The audits that lower a category's score: weighted (or, for performance, any metric or
 * opportunity scored below 0.9), with the category they belong to. Informative audits
 * (weight 0) are left out of accessibility, best practices and SEO, as they cost nothing.
 * @param {any} lhr
 * @returns {{ category: string, id: string, title: string, score: number | null, display?: string }[]}
 */
export function findingsOf(lhr) {
  const findings = [];
  for (const category of CATEGORIES) {
    const refs = lhr.categories[category]?.auditRefs ?? [];
    for (const ref of refs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.scoreDisplayMode === 'notApplicable') continue;
      if (audit.scoreDisplayMode === 'manual' || audit.scoreDisplayMode === 'informative') continue;
      const failing = category === 'performance' ? audit.score < 0.9 : audit.score < 1;
      if (audit.score === null || !failing) continue;
      if (category !== 'performance' && ref.weight === 0) continue;
      findings.push({
        category,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        ...(audit.displayValue ? { display: audit.displayValue } : {}),
      });
    }
  }
  return findings;
}

/**
 * The median run by performance score (ties: by LCP), as Lighthouse recommends comparing runs;
 * its scores and figures are reported whole rather than mixing medians of different runs.
 * @template {{ performance: number | null, lcpMs: number | null }} T
 * @param {T[]} runs
 * @returns {T}
 */
export function medianRun(runs) {
  if (!runs.length) throw new Error('no runs');
  const sorted = [...runs].sort(
    (a, b) => (a.performance ?? 0) - (b.performance ?? 0) || (b.lcpMs ?? 0) - (a.lcpMs ?? 0),
  );
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * The table printed for people.
 * @param {{ path: string, runs: number, median: ReturnType<typeof figuresOf>, performanceRange: [number, number] }[]} pages
 */
export function formatTable(pages) {
  const header = [
    'page',
    'perf',
    'a11y',
    'best pr.',
    'seo',
    'LCP s',
    'TBT ms',
    'CLS',
    'FCP s',
    'SI s',
    'KB',
    'perf range',
  ];
  const rows = pages.map(({ path, median: m, performanceRange }) => [
    path,
    m.performance,
    m.accessibility,
    m.bestPractices,
    m.seo,
    seconds(m.lcpMs),
    m.tbtMs,
    m.cls,
    seconds(m.fcpMs),
    seconds(m.speedIndexMs),
    m.transferKb,
    `${performanceRange[0]}–${performanceRange[1]}`,
  ]);
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.map((row) => String(row[i] ?? '—').length)),
  );
  const line = (cells) =>
    cells
      .map((cell, i) => String(cell ?? '—').padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  const out = [line(header), ...rows.map(line)];
  for (const { path, median } of pages) {
    for (const f of median.findings) {
      out.push(
        `  ${path} ${f.category}: ${f.id} (${f.score})${f.display ? ` ${f.display}` : ''} — ${f.title}`,
      );
    }
  }
  return out.join('\n');
}

function seconds(ms) {
  return ms === null ? null : (ms / 1000).toFixed(2);
}

function round(value, digits = 0) {
  if (value === null || value === undefined) return null;
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
