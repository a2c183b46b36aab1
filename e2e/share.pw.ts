import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { VideoDto, VideoShareDto } from '@cena/contracts';
import type { Page } from 'playwright-core';
import { type Account, accountWithRole, api } from './support/admin';
import { formatCounts, runAxe } from './support/axe';
import { MOBILE, withPage } from './support/browser';
import { baseUrl } from './support/env';
import { screenshotBothWidths } from './support/screenshots';
import { dialog, expectToast, openLoginModal, PASSWORD, submitSignIn } from './support/ui';

// Issue 27: 'Compartilhar' in My videos. On a phone whose share sheet takes files the MP4 itself
// goes to the sheet; on a desktop a dialog offers the page's link, WhatsApp and 'Parar de
// compartilhar'. The public page /v/<slug> is screenshotted at both widths.

const TIMEOUT = { timeout: 300_000 };
const PROMPT =
  'Padaria Pão Dourado: sonho de creme quentinho a R$ 5,00 neste sábado. WhatsApp (11) 91234-5678, Rua Augusta, 1500';

let owner: Account | undefined;
let video: VideoDto | undefined;

/** One account with one finished 9:16 clip, shared by the file's tests (a render is slow). */
async function ownerWithVideo(): Promise<{ owner: Account; video: VideoDto }> {
  if (owner && video) return { owner, video };
  owner = await accountWithRole('user', 'Ana Padeira');
  const created = await api<VideoDto>(owner, '/api/generate', {
    method: 'POST',
    body: {
      prompt: PROMPT,
      title: 'Sonho de creme',
      duration: 4,
      mode: 'text',
      aspectRatio: '9:16',
    },
  });
  assert.equal(created.status, 202, JSON.stringify(created.body));
  const deadline = Date.now() + 180_000;
  for (;;) {
    const { body } = await api<VideoDto>(owner, `/api/videos/${created.body.id}`);
    if (body.status === 'completed') {
      video = body;
      return { owner, video };
    }
    assert.notEqual(body.status, 'failed', 'the render failed');
    assert.ok(Date.now() < deadline, `still ${body.status} after 3 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

async function signIn(page: Page, account: Account): Promise<void> {
  await page.goto('/');
  const modal = await openLoginModal(page);
  await submitSignIn(modal, { email: account.email, password: PASSWORD });
  await page.waitForURL('**/dashboard');
  await page.goto('/dashboard/my-videos');
}

/** Navigator.share and canShare as a phone has them, recording what the page passes. */
const RECORD_SHARES = `(() => {
  window.__shared = [];
  Object.defineProperty(navigator, 'canShare', {
    configurable: true,
    value: (data) => !!data && Array.isArray(data.files) && data.files.every((f) => f instanceof File),
  });
  Object.defineProperty(navigator, 'share', {
    configurable: true,
    value: async (data) => {
      window.__shared.push({
        text: data.text ?? null,
        url: data.url ?? null,
        files: (data.files ?? []).map((f) => ({ name: f.name, type: f.type, size: f.size })),
      });
    },
  });
})()`;

interface Shared {
  text: string | null;
  url: string | null;
  files: { name: string; type: string; size: number }[];
}

test('on a phone, Compartilhar hands the MP4 itself to the share sheet', TIMEOUT, async (t) => {
  const { owner, video } = await ownerWithVideo();
  await withPage(t, { viewport: MOBILE, touch: true }, async ({ page }) => {
    await page.addInitScript(RECORD_SHARES);
    await signIn(page, owner);
    const card = page.getByTestId('video-card').filter({ hasText: 'Sonho de creme' });
    await card.getByRole('button', { name: 'Compartilhar' }).click();
    await page.waitForFunction(
      () => (window as unknown as { __shared: unknown[] }).__shared.length > 0,
      undefined,
      {
        timeout: 30_000,
      },
    );
    const [shared] = await page.evaluate(
      () => (window as unknown as { __shared: Shared[] }).__shared,
    );
    assert.equal(shared.files.length, 1, 'one file went to the share sheet');
    assert.equal(shared.files[0].type, 'video/mp4');
    assert.match(shared.files[0].name, /\.mp4$/);
    assert.ok(shared.files[0].size > 10_000, `the whole clip (${shared.files[0].size} bytes)`);
    const { body } = await api<VideoDto>(owner, `/api/videos/${video.id}`);
    assert.ok(body.share, 'the video now has a public page');
    assert.ok(shared.text?.includes(body.share.url), 'the page link travels with the file');
    // The card says it is shared: its views, and the page's link behind a button.
    await card.getByTestId('share-views').getByText('Nenhuma visualização ainda').waitFor();
    await card.getByRole('button', { name: 'Link da página do vídeo' }).click();
    assert.equal(await dialog(page).getByTestId('share-url').inputValue(), body.share.url);
  });
});

test(
  'on a desktop, the WhatsApp link carries the page; stopping makes it 404',
  TIMEOUT,
  async (t) => {
    const { owner, video } = await ownerWithVideo();
    await withPage(t, {}, async ({ page }) => {
      await signIn(page, owner);
      const card = page.getByTestId('video-card').filter({ hasText: 'Sonho de creme' });
      await card.getByRole('button', { name: 'Compartilhar' }).click();
      const box = dialog(page);
      await box.getByRole('heading', { name: 'Compartilhar vídeo' }).waitFor();
      const url = await box.getByTestId('share-url').inputValue();
      assert.match(url, /\/v\/[0-9A-Za-z]{12}$/);
      const whatsapp = await box.getByTestId('share-whatsapp').getAttribute('href');
      assert.ok(whatsapp?.startsWith('https://wa.me/?text='), whatsapp ?? '');
      const text = new URL(whatsapp!).searchParams.get('text') ?? '';
      assert.ok(text.endsWith(` ${url}`), `the text ends with the page's URL: ${text}`);
      assert.ok(text.includes('Sonho de creme'));
      await screenshotBothWidths(page, 'share-dialog');

      const slug = url.split('/').pop()!;
      const live = await fetch(new URL(`/v/${slug}`, baseUrl()));
      assert.equal(live.status, 200);
      await box.getByRole('button', { name: 'Parar de compartilhar' }).click();
      await expectToast(page, 'Você parou de compartilhar este vídeo.');
      const gone = await fetch(new URL(`/v/${slug}`, baseUrl()));
      assert.equal(gone.status, 404);
      assert.match(await gone.text(), /Este vídeo não está mais compartilhado/);
      const preview = await fetch(new URL(`/v/${slug}/preview.jpg`, baseUrl()));
      assert.equal(preview.status, 404);
      const { body } = await api<VideoDto>(owner, `/api/videos/${video.id}`);
      assert.equal(body.share, null);
    });
  },
);

test('the public page at 390 and 1280 px', TIMEOUT, async (t) => {
  const { owner, video } = await ownerWithVideo();
  const shared = await api<VideoShareDto>(owner, `/api/videos/${video.id}/share`, {
    method: 'POST',
  });
  assert.equal(shared.status, 200);
  await withPage(t, {}, async ({ page }) => {
    await page.goto(`/v/${shared.body.slug}`);
    await page.getByRole('heading', { name: 'Sonho de creme' }).waitFor();
    await page.getByRole('link', { name: /Chamar no WhatsApp/ }).waitFor();
    await page.waitForFunction(
      () => (document.querySelector('video')?.readyState ?? 0) >= 1,
      undefined,
      { timeout: 15_000 },
    );
    const poster = await page.evaluate(() => {
      const img = new Image();
      img.src = document.querySelector('video')!.poster;
      return img.decode().then(() => [img.naturalWidth, img.naturalHeight]);
    });
    assert.deepEqual(poster, [720, 1280], 'the poster keeps the clip upright');
    const axe = await runAxe(page);
    t.diagnostic(`axe share page: ${formatCounts(axe)}`);
    assert.deepEqual(axe.blocking, [], 'no serious or critical violation on the public page');
    await screenshotBothWidths(page, 'share-page', { fullPage: true });
  });
});
