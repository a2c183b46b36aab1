// Phone widths: the page is no wider than the phone, else the elements that stick out, named.
import type { Page } from 'playwright-core';

/** The culprits when the page is wider than the viewport; empty when it fits. */
export interface WidthReport {
  viewport: number;
  scrollWidth: number;
  /** The outermost and innermost elements past the right edge, widest first, as selectors. */
  culprits: string[];
}

/**
 * How wide the page is against the viewport and, when wider, which elements make it so: the
 * outermost ones whose right edge passes the viewport's (their parent's does not) and the
 * innermost ones (no child of theirs does), leaving out those inside a box that clips them and
 * itself fits (a carousel's track scrolls in its own box).
 */
export async function measureWidth(page: Page): Promise<WidthReport> {
  // A string, so the test runner's transpiler adds no helper the page lacks.
  return page.evaluate<WidthReport>(`(() => {
    const viewport = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    const report = { viewport, scrollWidth, culprits: [] };
    const limit = viewport + 0.5;
    const right = (el) => el.getBoundingClientRect().right + window.scrollX;
    const clippedInside = (el) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const x = getComputedStyle(p).overflowX;
        if (x !== 'visible' && right(p) <= limit) return true;
      }
      return false;
    };
    const describe = (el) => {
      const parts = [];
      for (let e = el; e && e !== document.body && parts.length < 4; e = e.parentElement) {
        let part = e.tagName.toLowerCase();
        if (e.id) part += '#' + e.id;
        const testId = e.getAttribute('data-testid');
        if (testId) part += '[data-testid="' + testId + '"]';
        const classes = [...e.classList].slice(0, 4);
        if (classes.length) part += '.' + classes.join('.');
        parts.unshift(part);
      }
      const text = (el.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
      return parts.join(' > ') + ' right=' + Math.round(right(el)) + (text ? ' "' + text + '"' : '');
    };
    if (scrollWidth <= viewport) return report;
    const out = [...document.querySelectorAll('body *')].filter(
      (el) => right(el) > limit && !clippedInside(el),
    );
    const widest = (list) => list.sort((a, b) => right(b) - right(a)).slice(0, 3);
    // The outermost box that sticks out, and the innermost (usually the text that will not wrap).
    const outer = widest(out.filter((el) => !(el.parentElement && right(el.parentElement) > limit)));
    const inner = widest(out.filter((el) => ![...el.children].some((c) => right(c) > limit)));
    report.culprits = [...new Set([...outer, ...inner])].map(describe);
    return report;
  })()`);
}

/**
 * Waits up to `ms` for the page to fit its viewport (a layout still settling after a resize or a
 * late image); returns the last measure.
 */
export async function settleWidth(page: Page, ms = 2_000): Promise<WidthReport> {
  const deadline = Date.now() + ms;
  let report = await measureWidth(page);
  while (report.scrollWidth > report.viewport && Date.now() < deadline) {
    await page.waitForTimeout(150);
    report = await measureWidth(page);
  }
  return report;
}

export const formatWidthReport = (where: string, report: WidthReport): string =>
  `${where}: page ${report.scrollWidth} px wide at ${report.viewport} px; sticking out: ${
    report.culprits.join(' | ') || '(none found outside clipping boxes)'
  }`;
