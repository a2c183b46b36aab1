import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withPage } from './support/browser';
import { translationOf } from './support/i18n';

const TIMEOUT = { timeout: 90_000 };

/** Counts the nodes removed from #root before and during the app's start (a redraw removes them). */
const WATCH_ROOT = `
  window.__rootRemovals = 0;
  new MutationObserver((records) => {
    for (const r of records) if (r.target.id === 'root') window.__rootRemovals += r.removedNodes.length;
  }).observe(document, { childList: true, subtree: true });
`;

for (const { path, heading } of [
  { path: '/', heading: 'Crie vídeos promocionais incríveis com IA' },
  { path: '/auth', heading: 'Entre na Cena' },
]) {
  for (const locale of ['pt-BR', 'en-US']) {
    test(
      `${path} arrives prerendered in ${locale} and is hydrated, not redrawn`,
      TIMEOUT,
      async (t) => {
        await withPage(t, { locale }, async ({ page, url }) => {
          const response = await fetch(url(path), {
            headers: { 'accept-language': `${locale},pt;q=0.5` },
          });
          assert.equal(response.headers.get('cache-control'), 'no-cache');
          assert.equal(response.headers.get('content-language'), locale);
          const html = await response.text();
          assert.match(html, new RegExp(`<html lang="${locale}">`));
          assert.match(html, new RegExp(`<div id="root" data-prerendered="${locale}"><`));
          const expected = translationOf(heading, locale);
          assert.ok(html.includes(expected.slice(0, 12)), `the ${locale} heading is in the HTML`);

          await page.addInitScript(WATCH_ROOT);
          await page.goto(path);
          await page.getByRole('heading', { level: 1, name: expected }).waitFor();
          await page.waitForFunction(() => {
            const root = document.getElementById('root') as HTMLElement & Record<string, unknown>;
            return Object.keys(root).some((key) => key.startsWith('__reactContainer'));
          });
          // Hydrated: nothing was redrawn, and the handlers work (the language switcher does).
          const removals = () =>
            page.evaluate(() => (window as unknown as { __rootRemovals: number }).__rootRemovals);
          assert.equal(await removals(), 0);
          await page.locator('select').first().selectOption('de-DE');
          await page
            .getByRole('heading', { level: 1, name: translationOf(heading, 'de-DE') })
            .waitFor();
        });
      },
    );
  }
}

test(
  "a visitor whose stored language is not the browser's one gets the page redrawn in it",
  TIMEOUT,
  async (t) => {
    await withPage(t, { locale: 'pt-BR' }, async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('cena.language', 'es-ES'));
      await page.goto('/');
      const title = translationOf('Crie vídeos promocionais incríveis com IA', 'es-ES');
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'es-ES');
    });
  },
);
