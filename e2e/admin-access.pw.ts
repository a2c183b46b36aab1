import assert from 'node:assert/strict';
import { test } from 'node:test';
import { accountWithRole, adminShot, api, signInToAdmin } from './support/admin';
import { withPage } from './support/browser';
import { createEmailUser, markEmailVerified } from './support/emulator';
import { configuredAdminEmail } from './support/env';
import { PASSWORD } from './support/ui';

// Who may open the back office: a customer nowhere, a support agent only Suporte. The screens
// only hide what the api refuses anyway (checked here too).

const TIMEOUT = { timeout: 180_000 };
const DENIED = 'Acesso Negado';
const DENIED_TEXT = 'Você não possui permissão para acessar esta área.';

test(
  'a signed-in customer opening /admin/users sees Acesso Negado and a way back',
  TIMEOUT,
  async (t) => {
    const customer = await accountWithRole('user', 'Rita Cliente');
    assert.equal((await api(customer, '/api/admin/users')).status, 403);
    await withPage(t, {}, async ({ page }) => {
      await signInToAdmin(page, customer.email);
      await page.goto('/admin/users');
      await page.getByRole('heading', { name: DENIED }).waitFor();
      await page.getByText(DENIED_TEXT).waitFor();
      const back = page.getByRole('link', { name: 'Voltar ao painel' });
      assert.equal(await back.getAttribute('href'), '/dashboard');
      // No section of the back office is offered (once the menu knows the role's access).
      await page.locator('[role="menu"][aria-busy="false"]').waitFor({ state: 'attached' });
      assert.equal(await page.getByRole('menuitem', { name: 'Usuários' }).count(), 0);
      assert.equal(await page.getByRole('menuitem', { name: 'Suporte' }).count(), 0);
      await adminShot(page, 'access-denied');

      for (const path of ['/admin', '/admin/videos', '/admin/support', '/admin/settings']) {
        await page.goto(path);
        await page.getByRole('heading', { name: DENIED }).waitFor();
      }
      await back.click();
      await page.waitForURL('**/dashboard');
    });
  },
);

test('a support agent sees only Suporte; any other screen is Acesso Negado', TIMEOUT, async (t) => {
  const agent = await accountWithRole('support', 'Sara Suporte');
  assert.equal((await api(agent, '/api/admin/users')).status, 403);
  assert.equal((await api(agent, '/api/admin/tickets')).status, 200);
  await withPage(t, {}, async ({ page }) => {
    await signInToAdmin(page, agent.email);
    // The back office's home sends an agent to their screen.
    await page.waitForURL('**/admin/support**');
    // The menu is aria-busy until every section's access is known: only then may an absence count.
    const menu = page.locator('[role="menu"][aria-busy="false"]');
    await menu.getByRole('menuitem', { name: 'Suporte' }).waitFor();
    for (const name of [
      'Painel',
      'Usuários',
      'Vídeos',
      'Pagamentos',
      'Configurações',
      'Auditoria',
    ]) {
      assert.equal(await menu.getByRole('menuitem', { name }).count(), 0, `${name} is not offered`);
    }
    await page.goto('/admin/users');
    await page.getByRole('heading', { name: DENIED }).waitFor();
    await page.getByText(DENIED_TEXT).waitFor();
    // Refused, but still signed in: Suporte opens again.
    await page.goto('/admin/support');
    await page.getByRole('menuitem', { name: 'Suporte' }).waitFor();
    assert.equal(await page.getByRole('heading', { name: DENIED }).count(), 0);
  });
});

test(
  'an address in ADMIN_EMAILS signing in straight at /admin gets the back office',
  TIMEOUT,
  async (t) => {
    // Never opened the customer app: no account in Cena yet, only a verified Firebase one.
    const email = configuredAdminEmail();
    const { uid } = await createEmailUser(email, PASSWORD, 'Chefe Cena');
    await markEmailVerified(uid);
    await withPage(t, {}, async ({ page }) => {
      await signInToAdmin(page, email);
      await page.getByRole('menuitem', { name: 'Usuários' }).waitFor();
      await page.goto('/admin/users');
      assert.equal(await page.getByRole('heading', { name: DENIED }).count(), 0);
      await page.getByRole('menuitem', { name: 'Suporte' }).waitFor();
    });
  },
);
