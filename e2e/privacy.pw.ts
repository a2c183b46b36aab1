import assert from 'node:assert/strict';
import { test } from 'node:test';
import { accountWithRole, adminShot, api, signInToAdmin } from './support/admin';
import { withPage } from './support/browser';
import { newGoogleAccount } from './support/emulator';
import { screenshotBothWidths } from './support/screenshots';
import { dialog, expectToast, signInWithGoogleHook } from './support/ui';

const TIMEOUT = { timeout: 180_000 };

test(
  "'Privacidade e dados' prepares a copy of the data to download, then deletes the account",
  TIMEOUT,
  async (t) => {
    await withPage(t, {}, async ({ page }) => {
      const account = newGoogleAccount('Rita Privada');
      await page.goto('/');
      await signInWithGoogleHook(page, account);
      await page.waitForURL('**/dashboard');

      // From the avatar menu.
      await page
        .getByRole('banner')
        .getByRole('button', { name: /Rita Privada/ })
        .click();
      await page.getByRole('menu').getByRole('menuitem', { name: 'Privacidade e dados' }).click();
      await page.waitForURL('**/privacidade-e-dados');
      await page.getByRole('heading', { name: 'Privacidade e dados', level: 1 }).waitFor();
      await page.getByText('Você ainda não pediu uma cópia dos seus dados.').waitFor();

      await page.getByRole('button', { name: 'Pedir cópia dos meus dados' }).click();
      await expectToast(
        page,
        'Pedido recebido. Avisaremos por e-mail quando o arquivo ficar pronto.',
      );
      // The worker builds it; the list asks again while it is being prepared.
      const download = page.getByRole('link', { name: /^Baixar/ });
      await download.waitFor({ timeout: 60_000 });
      const href = await download.getAttribute('href');
      assert.ok(href);
      const archive = await page.request.get(href);
      assert.equal(archive.status(), 200);
      const bytes = await archive.body();
      assert.deepEqual([...bytes.subarray(0, 2)], [0x1f, 0x8b], 'a gzip archive');
      await page.getByText('Pronto', { exact: true }).waitFor();
      await screenshotBothWidths(page, 'privacy-data', { fullPage: true });

      // Deletion: the confirmation names what is lost and waits for the account's e-mail.
      await page.getByRole('button', { name: 'Excluir minha conta' }).click();
      const confirm = dialog(page);
      await confirm.getByRole('heading', { name: 'Excluir sua conta para sempre?' }).waitFor();
      await confirm
        .getByText('Todos os seus vídeos, fotos enviadas e links compartilhados.')
        .waitFor();
      const go = confirm.getByRole('button', { name: 'Excluir conta' });
      assert.equal(await go.isDisabled(), true);
      const field = confirm.getByLabel(/Para confirmar, digite o e-mail da conta/);
      await field.fill('outra@pessoa.com');
      assert.equal(await go.isDisabled(), true);
      await field.fill(account.email.toUpperCase());
      assert.equal(await go.isDisabled(), false);
      await screenshotBothWidths(page, 'privacy-delete-dialog');
      await go.click();

      await page.waitForURL((url) => url.pathname === '/');
      await expectToast(page, 'Sua conta foi excluída. Seus dados estão sendo apagados.');
      await page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true }).waitFor();
      // Signed out: the screen asks to sign in again.
      await page.goto('/privacidade-e-dados');
      await page.getByRole('heading', { name: 'Entre na Cena' }).waitFor();
    });
  },
);

test('staff see a deletion request and its state in the back office', TIMEOUT, async (t) => {
  const customer = await accountWithRole('user', 'Caio Saindo');
  const asked = await api<{ status: string }>(customer, '/api/privacy/deletion', {
    method: 'POST',
    body: { confirmEmail: customer.email },
  });
  assert.equal(asked.status, 202, JSON.stringify(asked.body));
  const admin = await accountWithRole('admin', 'Paulo Admin');
  await withPage(t, {}, async ({ page }) => {
    await signInToAdmin(page, admin.email);
    await page.goto('/admin/deletion-requests');
    const row = page.getByRole('row').filter({ hasText: customer.id });
    await row.getByText('Concluída', { exact: true }).waitFor({ timeout: 60_000 });
    await adminShot(page, 'deletion-requests');
  });
});
