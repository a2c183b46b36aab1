// Review screenshots: the same screen at desktop and phone width, under .data/screenshots/.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE } from './browser';
import { repoDir } from './env';

export const SCREENSHOT_DIR = path.join(repoDir, '.data', 'screenshots');

/**
 * Saves `<name>-1280.png` and `<name>-390.png` of what the page shows now (the whole page when
 * `fullPage`), then restores the viewport. `ready` runs after each resize, to wait for a
 * layout that depends on the width.
 */
export async function screenshotBothWidths(
  page: Page,
  name: string,
  { fullPage = false, ready }: { fullPage?: boolean; ready?: (page: Page) => Promise<void> } = {},
): Promise<string[]> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize();
  const files: string[] = [];
  for (const size of [DESKTOP, MOBILE]) {
    await page.setViewportSize(size);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    if (ready) await ready(page);
    await page.waitForTimeout(300); // let transitions triggered by the resize settle
    const file = path.join(SCREENSHOT_DIR, `${name}-${size.width}.png`);
    await page.screenshot({ path: file, fullPage, animations: 'disabled' });
    files.push(file);
  }
  if (original) await page.setViewportSize(original);
  return files;
}
