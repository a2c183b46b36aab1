// axe-core run inside the page: the accessibility check of the landing, the login modal and /auth.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import type { AxeResults, Result } from 'axe-core';

const axeSource = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export interface AxeSummary {
  /** Violations per impact (minor, moderate, serious, critical). */
  counts: Record<string, number>;
  /** The serious and critical ones, one line each, with the first offending nodes. */
  blocking: string[];
}

/**
 * Runs axe on the page (or on `include`, a CSS selector) against WCAG 2.1 A and AA, once the
 * finite animations running now have ended: axe reads colours through opacity, so a dialog still
 * fading in fails the contrast check.
 */
export async function runAxe(page: Page, include?: string): Promise<AxeSummary> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            Number.isFinite(animation.effect?.getComputedTiming().endTime),
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  );
  const loaded = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol: the page's CSP (no inline script) does not apply.
  if (!loaded) await page.evaluate(axeSource);
  const results = (await page.evaluate(async (context) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    return axe.run(context ? { include: [context] } : document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      },
      resultTypes: ['violations'],
    });
  }, include ?? null)) as AxeResults;
  const counts: Record<string, number> = { minor: 0, moderate: 0, serious: 0, critical: 0 };
  for (const violation of results.violations) {
    counts[violation.impact ?? 'minor'] = (counts[violation.impact ?? 'minor'] ?? 0) + 1;
  }
  const blocking = results.violations
    .filter((v: Result) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v: Result) =>
        `${v.impact} ${v.id}: ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
  return { counts, blocking };
}

export function formatCounts({ counts }: AxeSummary): string {
  return ['critical', 'serious', 'moderate', 'minor']
    .map((k) => `${k} ${counts[k] ?? 0}`)
    .join(', ');
}
