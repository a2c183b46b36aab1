import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withPage } from './support/browser';

test('an unknown path shows Page Not Found', { timeout: 60_000 }, async (t) => {
  await withPage(
    t,
    // The server answers the document of an unknown path with the SPA; nothing 4xx is expected.
    {},
    async ({ page }) => {
      const response = await page.goto(`/caminho-que-nao-existe-${Date.now()}`);
      assert.ok(response, 'the navigation got a response');
      await page.getByText('Page Not Found').waitFor();
      assert.equal(new URL(page.url()).pathname.startsWith('/caminho-que-nao-existe-'), true);
    },
  );
});
