import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import type { AspectRatio, LatestVideoDto, VideoDto } from '@cena/contracts';
import { type Account, accountWithRole, api, sql } from './support/admin';
import { baseUrl } from './support/env';
import { withPage } from './support/browser';
import { screenshotBothWidths } from './support/screenshots';
import { expectToast, openLoginModal, PASSWORD, submitSignIn } from './support/ui';

// Issue #27 §3 and §4: My videos shows each clip in its own shape with its date, time and
// format; its owner puts a video in the community gallery from the card and takes it out again,
// and the gallery follows at once; the player offers the download.

const TIMEOUT = { timeout: 300_000 };
const SHAPES: { ratio: AspectRatio; title: string; format: string; aspect: number }[] = [
  { ratio: '16:9', title: 'Sonho de creme', format: '16:9 · Horizontal', aspect: 16 / 9 },
  { ratio: '9:16', title: 'Pão de queijo quentinho', format: '9:16 · Vertical', aspect: 9 / 16 },
  { ratio: '1:1', title: 'Café coado', format: '1:1 · Quadrado', aspect: 1 },
];

let owner: Account;
const ids: Record<string, string> = {};

async function galleryIds(): Promise<string[]> {
  const response = await fetch(new URL('/api/videos/latest', baseUrl()));
  return ((await response.json()) as LatestVideoDto[]).map((video) => video.id);
}

before(async () => {
  owner = await accountWithRole('user', 'Rita Lopes');
  await sql(`UPDATE users SET plan = 'pro', credit_balance = 500 WHERE id = $1`, [owner.id]);
  for (const { ratio, title } of SHAPES) {
    const created = await api<VideoDto>(owner, '/api/generate', {
      method: 'POST',
      body: {
        prompt: `Padaria Pão Dourado: ${title.toLowerCase()} a R$ 5,00 neste sábado`,
        title,
        duration: 4,
        aspectRatio: ratio,
      },
    });
    assert.equal(created.status, 202, JSON.stringify(created.body));
    assert.equal(created.body.community, false, 'off unless the owner says so');
    ids[ratio] = created.body.id;
  }
  const deadline = Date.now() + 240_000;
  for (const id of Object.values(ids)) {
    for (;;) {
      const { body } = await api<VideoDto>(owner, `/api/videos/${id}`);
      if (body.status === 'completed') break;
      assert.notEqual(body.status, 'failed', `the render of ${id} failed`);
      assert.ok(Date.now() < deadline, `video ${id} still ${body.status}`);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
});

test(
  'cards keep the clip shape; the owner opts a video in and out of the gallery',
  TIMEOUT,
  async (t) => {
    await withPage(t, {}, async ({ page }) => {
      // From the landing's modal: it opens once the page is interactive.
      await page.goto('/');
      const modal = await openLoginModal(page);
      await submitSignIn(modal, { email: owner.email, password: PASSWORD });
      await page.waitForURL('**/dashboard');
      // The generator asks too, off by default, its meaning under it.
      const choice = page.getByRole('switch', { name: 'Mostrar na comunidade' });
      assert.equal(await choice.getAttribute('aria-checked'), 'false');
      await choice.scrollIntoViewIfNeeded();
      await screenshotBothWidths(page, 'generator-community');
      await page.goto('/dashboard/my-videos');

      for (const { ratio, title, format, aspect } of SHAPES) {
        const card = page.getByRole('article', { name: title });
        await card.locator('img').first().waitFor();
        const box = await card.locator(`[data-shape="${ratio}"]`).boundingBox();
        assert.ok(box, `the ${ratio} thumbnail is on screen`);
        assert.ok(
          Math.abs(box.width / box.height - aspect) < 0.03,
          `${ratio} keeps its shape: ${box.width}×${box.height}`,
        );
        assert.equal(await card.getByTestId('video-format').textContent(), format);
        assert.match(
          (await card.getByTestId('video-date').textContent()) ?? '',
          /^\d\d\/\d\d\/\d{4}, \d\d:\d\d$/,
        );
      }
      await page.waitForFunction(() =>
        [...document.images].every((image) => image.complete && image.naturalWidth > 0),
      );
      await screenshotBothWidths(page, 'my-videos-shapes', { fullPage: true });

      const vertical = page.getByRole('article', { name: 'Pão de queijo quentinho' });
      const toggle = vertical.getByRole('switch', { name: 'Mostrar na comunidade' });
      assert.equal(await toggle.getAttribute('aria-checked'), 'false');
      assert.equal((await galleryIds()).includes(ids['9:16']), false, 'out until opted in');
      await toggle.click();
      await expectToast(page, 'Seu vídeo está na galeria da comunidade.');
      assert.equal((await galleryIds()).includes(ids['9:16']), true, 'in the gallery at once');
      await toggle.click();
      await expectToast(page, 'Vídeo retirado da galeria da comunidade.');
      assert.equal((await galleryIds()).includes(ids['9:16']), false, 'out of the gallery at once');

      // The player: the clip upright, with its download.
      await vertical.getByRole('button', { name: 'Assistir: Pão de queijo quentinho' }).click();
      await page.getByTestId('player-video').waitFor();
      assert.match(
        (await page.getByTestId('player-facts').textContent()) ?? '',
        /^\d\d\/\d\d\/\d{4}, \d\d:\d\d · 9:16 · Vertical$/,
      );
      const download = page.getByTestId('player-download');
      assert.match((await download.getAttribute('href')) ?? '', /\/media\/videos\/.+\.mp4\?/);
      assert.ok(await download.getAttribute('download'), 'saved under a file name');
      await screenshotBothWidths(page, 'my-videos-player-9x16');
    });
  },
);
