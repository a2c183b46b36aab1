import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { rgbPng } from '../server/test/support/png';
import { formatCounts, runAxe } from './support/axe';
import { withPage } from './support/browser';
import { setPlan } from './support/db';
import { newGoogleAccount } from './support/emulator';
import {
  decodeImage,
  findChecker,
  hexToRgb,
  lastVideoFrame,
  type Rgb,
  rgbDistance,
  writePng,
} from './support/frames';
import { SCREENSHOT_DIR, screenshotBothWidths } from './support/screenshots';
import { expectToast, promptBox, signInWithGoogleHook } from './support/ui';

const TIMEOUT = { timeout: 300_000 };
/** The logo's two colours: a blue and an amber no look's palette or Cena's mark uses. */
const BLUE: Rgb = [0x15, 0x65, 0xc0];
const AMBER: Rgb = [0xff, 0xb3, 0x00];
const WHATSAPP = '(11) 91234-5678';
const PROMPT = 'Padaria Pão Dourado: sonho de creme quentinho a R$ 5,00 neste sábado';
/** A suggested colour this close to the logo's own is that colour (the palette quantises). */
const SAME_COLOR = 40;

/**
 * The test's logo: a 6×2 checkerboard of blue and amber blocks (288×96 px), a two-colour PNG
 * whose pattern nothing else on an end card draws, so finding it in a frame finds the logo.
 */
function checkerLogo(block = 48, columns = 6, rows = 2): Buffer {
  const width = block * columns;
  const height = block * rows;
  const lines: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const line = Buffer.alloc(1 + width * 3); // filter byte 0, then RGB
    for (let x = 0; x < width; x += 1) {
      const blue = (Math.floor(x / block) + Math.floor(y / block)) % 2 === 0;
      line.set(blue ? BLUE : AMBER, 1 + x * 3);
    }
    lines.push(line);
  }
  return rgbPng(width, height, Buffer.concat(lines));
}

/** The suggested chip whose colour is nearest `target`, checked to be that colour. */
async function pickSuggested(page: Page, target: Rgb): Promise<string> {
  const chips = page.getByTestId('suggested-color');
  await chips.first().waitFor();
  const colors = await chips.evaluateAll((nodes) =>
    nodes.map((node) => (node as HTMLElement).dataset.color ?? ''),
  );
  const nearest = colors
    .map((color) => ({ color, distance: rgbDistance(hexToRgb(color), target) }))
    .sort((a, b) => a.distance - b.distance)[0];
  assert.ok(
    nearest && nearest.distance <= SAME_COLOR,
    `a suggested colour close to rgb(${target.join(',')}): ${colors.join(' ')}`,
  );
  await page.locator(`[data-testid="suggested-color"][data-color="${nearest.color}"]`).click();
  return nearest.color;
}

/** Both preview images drawn (decoded, with their shapes' proportions). */
async function previewsShown(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const images = [
      ...document.querySelectorAll<HTMLImageElement>('[data-testid="end-card-image"]'),
    ];
    return images.length === 2 && images.every((image) => image.complete && image.naturalWidth > 0);
  });
}

/** The logo's checkerboard in an image. */
function expectLogo(image: Parameters<typeof findChecker>[0], where: string) {
  const found = findChecker(image, [BLUE, AMBER]);
  assert.ok(
    found.checkerRows >= 8,
    `the logo's checkerboard in ${where}: ${JSON.stringify(found)}`,
  );
  return found;
}

test(
  'a Pro customer fills the brand kit (logo, its colours, WhatsApp), sees the preview, and the video ends on the logo',
  TIMEOUT,
  async (t) => {
    await withPage(t, {}, async ({ page }) => {
      const account = newGoogleAccount('Paula Ribeiro');
      await page.goto('/');
      await signInWithGoogleHook(page, account);
      await page.waitForURL('**/dashboard');
      // Pro: the corner mark is the customer's logo too (Basic keeps Cena's watermark).
      await setPlan(account.email, 'pro');

      // From the avatar menu.
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Menu da conta de / })
        .click();
      await page.getByRole('menuitem', { name: 'Minha marca' }).click();
      await page.waitForURL('**/minha-marca');
      await page.getByRole('heading', { name: 'Minha marca', level: 1 }).waitFor();

      // The logo, chosen the way a person does: the drop area opens the file chooser.
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: /^Arraste seu logo aqui/ }).click();
      const uploaded = page.waitForResponse(
        (r) => r.url().endsWith('/api/brand-kit/logo') && r.request().method() === 'PUT',
      );
      await (
        await chooser
      ).setFiles({
        name: 'logo-pao-dourado.png',
        mimeType: 'image/png',
        buffer: checkerLogo(),
      });
      assert.equal((await uploaded).status(), 200);
      await page.getByTestId('brand-logo').waitFor();

      // The colours suggested from the logo: one click sets Cor 1, the next Cor 2.
      const cor1 = await pickSuggested(page, BLUE);
      const cor2 = await pickSuggested(page, AMBER);
      const slot = (n: number) => page.getByRole('textbox', { name: `Cor ${n}`, exact: true });
      assert.equal(await slot(1).inputValue(), cor1);
      assert.equal(await slot(2).inputValue(), cor2);

      await page.getByLabel('Nome do negócio').fill('Padaria Pão Dourado');
      await page.getByLabel('WhatsApp').fill(WHATSAPP);

      // The live preview: the real end card, in both shapes, with the logo on it.
      const preview = page.waitForResponse(
        (r) =>
          r.url().endsWith('/api/brand-kit/preview') &&
          (r.request().postDataJSON() as { kit: { whatsapp: string } }).kit.whatsapp === WHATSAPP,
      );
      const previewResponse = await preview;
      assert.equal(previewResponse.status(), 200);
      assert.match(previewResponse.headers()['content-type'] ?? '', /^image\/png/);
      const previewFile = path.join(
        fs.mkdtempSync(path.join(os.tmpdir(), 'cena-kit-')),
        'card.png',
      );
      fs.writeFileSync(previewFile, await previewResponse.body());
      expectLogo(await decodeImage(previewFile), 'the preview');
      await previewsShown(page);

      await page.getByRole('button', { name: 'Salvar minha marca' }).click();
      await expectToast(page, 'Marca salva!');
      // Saved as the API stores it.
      await page.reload();
      await page
        .getByLabel('WhatsApp')
        .and(page.locator(`[value="${WHATSAPP}"]`))
        .waitFor();
      assert.equal(await slot(1).inputValue(), cor1);
      await previewsShown(page);
      await screenshotBothWidths(page, 'brand-kit', { fullPage: true, ready: previewsShown });
      const axe = await runAxe(page);
      t.diagnostic(`axe the brand kit: ${formatCounts(axe)}`);
      assert.deepEqual(axe.blocking, [], 'no serious or critical violation on the brand kit');

      // A video, as typed: it ends on the kit's end card.
      await page.goto('/dashboard');
      await page.getByTestId('credit-balance').getByText('20').waitFor();
      await promptBox(page).fill(PROMPT);
      await page.getByRole('button', { name: 'Gerar vídeo', exact: true }).click();
      await page.getByRole('button', { name: 'Gerar sem o assistente' }).click();
      const video = page.getByTestId('result-video');
      await video.waitFor({ timeout: 180_000 });
      const src = await video.getAttribute('src');
      assert.ok(src, 'the result has a video URL');
      const mp4 = await page.request.get(src);
      assert.equal(mp4.status(), 200);
      const file = path.join(path.dirname(previewFile), 'video.mp4');
      fs.writeFileSync(file, await mp4.body());

      const last = await lastVideoFrame(file);
      await writePng(last, path.join(SCREENSHOT_DIR, 'brand-kit-last-frame-1280.png'));
      const found = expectLogo(last, 'the last frame');
      t.diagnostic(
        `logo in the last ${last.width}x${last.height} frame at ${JSON.stringify(found.box)}`,
      );
    });
  },
);
