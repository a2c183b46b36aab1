import assert from 'node:assert/strict';
import { test } from 'node:test';
import { figuresOf, findingsOf, formatTable, medianRun } from './lighthouse-figures.mjs';
import { chooseEncoding } from './precompressed-front.mjs';

/** A Lighthouse result with only what the bench reads. */
function lhr({ performance = 0.9, seoAudit = 1, weight = 1 } = {}) {
  return {
    categories: {
      performance: {
        score: performance,
        auditRefs: [{ id: 'largest-contentful-paint', weight: 25 }],
      },
      accessibility: { score: 1, auditRefs: [{ id: 'color-contrast', weight: 7 }] },
      'best-practices': { score: 1, auditRefs: [] },
      seo: { score: 0.83, auditRefs: [{ id: 'meta-description', weight }] },
    },
    audits: {
      'largest-contentful-paint': {
        title: 'LCP',
        score: 0.5,
        numericValue: 3456.4,
        displayValue: '3.5 s',
        scoreDisplayMode: 'numeric',
      },
      'total-blocking-time': { numericValue: 120.2 },
      'cumulative-layout-shift': { numericValue: 0.01234 },
      'color-contrast': { title: 'Contrast', score: 1, scoreDisplayMode: 'binary' },
      'meta-description': { title: 'Meta', score: seoAudit, scoreDisplayMode: 'binary' },
    },
  };
}

test('figuresOf reads the four scores in whole points and the metrics rounded', () => {
  const figures = figuresOf(lhr());
  assert.equal(figures.performance, 90);
  assert.equal(figures.accessibility, 100);
  assert.equal(figures.bestPractices, 100);
  assert.equal(figures.seo, 83);
  assert.equal(figures.lcpMs, 3456);
  assert.equal(figures.tbtMs, 120);
  assert.equal(figures.cls, 0.012);
  assert.equal(figures.fcpMs, null);
});

test('findingsOf lists the audits that cost points, not the passing or weightless ones', () => {
  assert.deepEqual(
    findingsOf(lhr({ seoAudit: 0 })).map((f) => `${f.category}:${f.id}`),
    ['performance:largest-contentful-paint', 'seo:meta-description'],
  );
  assert.deepEqual(
    findingsOf(lhr({ seoAudit: 0, weight: 0 })).map((f) => f.id),
    ['largest-contentful-paint'],
  );
});

test('medianRun takes the middle run by performance, the slower LCP first on a tie', () => {
  const runs = [
    { performance: 41, lcpMs: 7000 },
    { performance: 53, lcpMs: 6000 },
    { performance: 52, lcpMs: 6500 },
  ];
  assert.equal(medianRun(runs), runs[2]);
  const tie = [
    { performance: 90, lcpMs: 2000 },
    { performance: 90, lcpMs: 2500 },
  ];
  assert.equal(medianRun(tie), tie[1]);
});

test('formatTable prints one row per page and its findings', () => {
  const median = figuresOf(lhr({ seoAudit: 0 }));
  const text = formatTable([{ path: '/', runs: 3, median, performanceRange: [88, 91] }]);
  const [header, row, ...findings] = text.split('\n');
  assert.match(header, /^page\s+perf\s+a11y/);
  assert.match(row, /^\/\s+90\s+100\s+100\s+83\s+3\.46\s+120/);
  assert.match(row, /88–91$/);
  assert.equal(findings.length, 2);
});

test('chooseEncoding prefers brotli, falls back to gzip, honours q=0 and missing files', () => {
  const all = () => true;
  assert.equal(chooseEncoding('gzip, deflate, br', all)?.encoding, 'br');
  assert.equal(chooseEncoding('gzip, br;q=0', all)?.encoding, 'gzip');
  assert.equal(
    chooseEncoding('br', (suffix) => suffix === '.gz'),
    undefined,
  );
  assert.equal(chooseEncoding('br, gzip', (suffix) => suffix === '.gz')?.suffix, '.gz');
  assert.equal(chooseEncoding('', all), undefined);
});
