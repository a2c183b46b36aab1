import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page, Request } from 'playwright-core';
import { withPage } from './support/browser';
import { accountLocale, setPlan } from './support/db';
import { newGoogleAccount } from './support/emulator';
import { pngOfSize } from './support/files';
import { screenshotBothWidths } from './support/screenshots';
import {
  dialog,
  expectToast,
  imageDropZone,
  openImageTabAs,
  signInWithGoogleHook,
  switchLanguage,
} from './support/ui';

const TIMEOUT = { timeout: 120_000 };

/** The avatar button of the top bar (round, the user's initials; its name names the user). */
const avatarButton = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(name) });

test(
  'the avatar menu lists the account, and logout asks first and returns to /',
  TIMEOUT,
  async (t) => {
    await withPage(t, {}, async ({ page }) => {
      const account = newGoogleAccount('Ana Souza');
      await page.goto('/');
      await signInWithGoogleHook(page, account);
      await page.waitForURL('**/dashboard');
      await page.goto('/');

      const avatar = avatarButton(page, 'Ana Souza');
      await avatar.waitFor();
      assert.match(await avatar.innerText(), /AS/);
      await avatar.click();
      const menu = page.getByRole('menu');
      await menu.waitFor();
      await menu.getByText('Ana Souza').waitFor();
      await menu.getByText(account.email).waitFor();
      await menu.getByText('Basic', { exact: true }).waitFor();
      for (const item of [
        'Criar vídeo',
        'Meus vídeos',
        'Comprar créditos',
        'Gerenciar Assinatura',
        'Sair',
      ]) {
        await menu.getByRole('menuitem', { name: item }).waitFor();
      }
      assert.equal(await menu.getByRole('menuitem', { name: 'Admin Dashboard' }).count(), 0);
      await screenshotBothWidths(page, 'avatar-menu');

      // Cancelar keeps the session.
      await menu.getByRole('menuitem', { name: 'Sair' }).click();
      const confirm = dialog(page);
      await confirm.getByText('Deseja sair da sua conta?').waitFor();
      await confirm.getByRole('button', { name: 'Cancelar' }).click();
      await confirm.waitFor({ state: 'hidden' });
      await avatar.waitFor();

      // Sair from a signed-in page ends the session and returns to /.
      await page.goto('/dashboard/my-videos');
      await page.getByRole('searchbox', { name: 'Buscar por prompt ou título' }).waitFor();
      await avatar.click();
      await page.getByRole('menu').getByRole('menuitem', { name: 'Sair' }).click();
      await dialog(page).getByText('Deseja sair da sua conta?').waitFor();
      await dialog(page).getByRole('button', { name: 'Sair', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await expectToast(page, 'Logout realizado');
      await page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true }).waitFor();
      assert.equal(await avatarButton(page, 'Ana Souza').count(), 0);
    });
  },
);

/** Chooses a file the way a person does: click the drop area, pick in the file chooser. */
async function chooseFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await imageDropZone(page).click();
  // An 11 MB buffer crosses the DevTools pipe base64-encoded: on two busy cores that took over 15 s.
  await (await chooser).setFiles(file, { timeout: 60_000 });
}

/** Uploads seen by the server: any POST carrying a file. */
function trackUploads(page: Page): Request[] {
  const uploads: Request[] = [];
  page.on('request', (request) => {
    const type = request.headers()['content-type'] ?? '';
    if (request.method() !== 'GET' && /multipart|image\//.test(type)) uploads.push(request);
  });
  return uploads;
}

test('a Basic user choosing an image sees the upgrade dialog', TIMEOUT, async (t) => {
  await withPage(t, {}, async ({ page }) => {
    const uploads = trackUploads(page);
    await page.goto('/');
    await signInWithGoogleHook(page, newGoogleAccount('Bruno Lima'));
    await page.waitForURL('**/dashboard');
    await page.goto('/');
    await (await openImageTabAs(page, 'basic')).click();
    const upgrade = dialog(page);
    await upgrade.waitFor();
    const text = await upgrade.innerText();
    // Pro has no daily limit but pays credits per video: nothing promises unlimited videos.
    assert.doesNotMatch(text, /ilimitad/i);
    for (const promise of [/sem limite diário/i, /priori/i, /premium/i, /7 dias/i, /cancel/i]) {
      assert.match(text, promise);
    }
    await screenshotBothWidths(page, 'upgrade-dialog');
    const cta = upgrade
      .getByRole('link')
      .or(upgrade.getByRole('button'))
      .filter({ hasText: /Pro|assin|upgrade/i });
    await cta.first().click();
    await page.waitForURL('**/subscription');
    assert.equal(uploads.length, 0, 'nothing was uploaded');
  });
});

test(
  'a Pro user choosing a non-image or an 11 MB image sees the message and nothing uploads',
  TIMEOUT,
  async (t) => {
    await withPage(t, {}, async ({ page }) => {
      const uploads = trackUploads(page);
      const account = newGoogleAccount('Carla Dias');
      await page.goto('/');
      await signInWithGoogleHook(page, account);
      await setPlan(account.email, 'pro');
      await page.goto('/');
      await openImageTabAs(page, 'pro');

      await chooseFile(page, {
        name: 'cardapio.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n'),
      });
      await page.getByText('Por favor, selecione apenas arquivos de imagem.').waitFor();
      assert.equal(
        await page.getByText('cardapio.pdf').count(),
        0,
        'no preview of the refused file',
      );

      const big = pngOfSize(11 * 1024 * 1024);
      await chooseFile(page, { name: 'vitrine.png', mimeType: 'image/png', buffer: big });
      await page.getByText('A imagem deve ter no máximo 10MB.').waitFor();
      assert.equal(
        await page.getByText('vitrine.png').count(),
        0,
        'no preview of the refused file',
      );

      // A good image shows its preview, name and size, and can be removed; choosing is not sending.
      await chooseFile(page, {
        name: 'loja.png',
        mimeType: 'image/png',
        buffer: pngOfSize(2 * 1024 * 1024),
      });
      await page.getByText('loja.png').waitFor();
      await page.getByText(/^2[.,](00|10) MB$/).waitFor();
      await page.getByRole('button', { name: 'Remover imagem' }).click();
      await imageDropZone(page).waitFor();
      assert.equal(await page.getByText('loja.png').count(), 0);

      assert.equal(uploads.length, 0, 'nothing was uploaded');
    });
  },
);

test(
  "a signed-in customer's language choice becomes their e-mails' language",
  TIMEOUT,
  async (t) => {
    await withPage(t, {}, async ({ page }) => {
      const account = newGoogleAccount('Lucía Gómez');
      await page.goto('/');
      await signInWithGoogleHook(page, account);
      await page.waitForURL('**/dashboard');
      assert.equal(await accountLocale(account.email), 'pt-BR');
      await page.getByRole('banner').getByRole('combobox', { name: 'Idioma' }).waitFor();
      const saved = page.waitForResponse(
        (r) => r.url().endsWith('/api/user') && r.request().method() === 'PATCH',
      );
      await switchLanguage(page, 'Español');
      assert.equal((await saved).status(), 200);
      assert.equal(await accountLocale(account.email), 'es-ES');
    });
  },
);
