import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { LatestVideoDto, VideoDto } from '@cena/contracts';
import { type Account, accountWithRole, adminShot, api, signInToAdmin } from './support/admin';
import { withPage } from './support/browser';
import { baseUrl } from './support/env';

// Moderation: an admin hides a customer's video from the community gallery in /admin/videos and
// the public gallery (GET /api/videos/latest) stops listing it.

const TIMEOUT = { timeout: 300_000 };
const PROMPT = 'Barbearia do Léo: corte e barba por R$ 45 às quartas-feiras';

async function latestIds(): Promise<string[]> {
  // A fresh request each time (no If-None-Match): the gallery as a visitor sees it now.
  const response = await fetch(new URL('/api/videos/latest', baseUrl()));
  assert.equal(response.status, 200);
  return ((await response.json()) as LatestVideoDto[]).map((video) => video.id);
}

async function renderedVideo(owner: Account): Promise<VideoDto> {
  const created = await api<VideoDto>(owner, '/api/generate', {
    method: 'POST',
    // Its owner shows it in the community gallery (off by default): staff moderate on top.
    body: { prompt: PROMPT, title: 'Barbearia do Léo', duration: 4, mode: 'text', community: true },
  });
  assert.equal(created.status, 202, JSON.stringify(created.body));
  const deadline = Date.now() + 180_000;
  for (;;) {
    const { body } = await api<VideoDto>(owner, `/api/videos/${created.body.id}`);
    if (body.status === 'completed') return body;
    assert.notEqual(body.status, 'failed', 'the render failed');
    assert.ok(Date.now() < deadline, `still ${body.status} after 3 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

async function waitUntil(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await check())) {
    assert.ok(Date.now() < deadline, what);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

test('an admin hides a video and it leaves GET /api/videos/latest', TIMEOUT, async (t) => {
  const owner = await accountWithRole('user', 'Léo Barbeiro');
  const video = await renderedVideo(owner);
  await waitUntil(
    async () => (await latestIds()).includes(video.id),
    'the finished video reaches the gallery',
  );

  const admin = await accountWithRole('admin', 'Vera Moderação');
  await withPage(t, {}, async ({ page }) => {
    await signInToAdmin(page, admin.email);
    await page.getByRole('menuitem', { name: 'Vídeos' }).click();
    await page.waitForURL('**/admin/videos**');
    const row = page.getByRole('row').filter({ hasText: owner.email });
    await row.getByText('Pronto').waitFor();
    await row.getByText('Na galeria').waitFor();
    await adminShot(page, 'videos-list');

    await row.getByText('Barbearia do Léo').click();
    await page.waitForURL(`**/admin/videos/${video.id}/show`);
    const player = page.locator('video');
    await player.waitFor();
    await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1);
    assert.equal(await player.evaluate((v: HTMLVideoElement) => v.autoplay), false);
    await adminShot(page, 'video-show');

    await page.getByRole('button', { name: 'Ocultar da galeria' }).click();
    await page.getByText('Vídeo ocultado da galeria').waitFor();
    await page.getByRole('button', { name: 'Voltar para a galeria' }).waitFor();
    await page.getByText('Oculto', { exact: true }).waitFor();
  });

  await waitUntil(
    async () => !(await latestIds()).includes(video.id),
    'the hidden video leaves the gallery',
  );
});
