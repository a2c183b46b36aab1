import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, MOBILE, withPage } from './support/browser';
import { newGoogleAccount } from './support/emulator';
import { screenshotBothWidths } from './support/screenshots';
import { signInWithGoogleHook } from './support/ui';

// A toast on a 390-px phone sat at the bottom, full width, over the primary action the thumb
// was about to press. It sits under the sticky header there (neither covered), and keeps the
// bottom-right corner at 1280.

const TIMEOUT = { timeout: 180_000 };

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  assert.ok(box, 'the element is not laid out');
  return box;
}

const overlaps = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The welcome toast a new account gets on the dashboard. */
async function welcomeToast(page: Page): Promise<Locator> {
  const toast = page.locator('li', { hasText: 'Conta criada!' });
  await toast.waitFor();
  // Its entry animation over: the box measured is where it stays.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  return toast;
}

test('a toast leaves the header and the primary action visible on a phone', TIMEOUT, async (t) => {
  await withPage(t, { viewport: MOBILE, touch: true }, async ({ page }) => {
    await page.goto('/');
    await signInWithGoogleHook(page, newGoogleAccount('Lia Toledo'));
    await page.waitForURL('**/dashboard');
    const toast = await welcomeToast(page);
    // Radix holds a hovered toast open (5 s otherwise) while it is measured and photographed.
    await toast.hover();
    // The generator's button, named after what is missing while the box is empty.
    const action = page.getByRole('button', { name: 'Complete as informações para começar' });
    // Where the thumb presses it: at the bottom of the screen.
    await action.evaluate((button) => button.scrollIntoView({ block: 'end' }));
    const box = await boxOf(toast);
    const header = await boxOf(page.getByRole('banner'));
    assert.ok(!overlaps(box, header), `the toast ${JSON.stringify(box)} covers the header`);
    assert.ok(!overlaps(box, await boxOf(action)), 'the toast covers the primary action');
    // Full width minus margins, its close button on screen.
    assert.ok(box.x >= 8 && box.x + box.width <= MOBILE.width - 8, JSON.stringify(box));
    assert.ok(box.width >= MOBILE.width - 40, JSON.stringify(box));
    const close = await boxOf(toast.getByRole('button', { name: 'Fechar' }));
    assert.ok(close.x + close.width <= MOBILE.width && close.y >= box.y, JSON.stringify(close));
    assert.ok(close.width >= 24 && close.height >= 24, 'the close button is too small to touch');
    await screenshotBothWidths(page, 'toast-welcome');
  });
});

test('a toast sits in the bottom-right corner at 1280', TIMEOUT, async (t) => {
  await withPage(t, { viewport: DESKTOP }, async ({ page }) => {
    await page.goto('/');
    await signInWithGoogleHook(page, newGoogleAccount('Davi Prado'));
    await page.waitForURL('**/dashboard');
    const toast = await welcomeToast(page);
    await toast.hover();
    const box = await boxOf(toast);
    assert.ok(box.width <= 420, JSON.stringify(box));
    assert.ok(
      DESKTOP.width - (box.x + box.width) <= 40,
      `not at the right: ${JSON.stringify(box)}`,
    );
    assert.ok(
      DESKTOP.height - (box.y + box.height) <= 40,
      `not at the bottom: ${JSON.stringify(box)}`,
    );
  });
});
