import assert from 'node:assert/strict';
import { test } from 'node:test';
import { accountWithRole, adminShot, signInToAdmin, sql } from './support/admin';
import { withPage } from './support/browser';
import { newGoogleAccount } from './support/emulator';
import { signInWithGoogleHook } from './support/ui';

// An admin gives a customer credits in /admin/users; the customer's dashboard shows the new
// balance and the audit log says who did it and why.

const TIMEOUT = { timeout: 240_000 };
const REASON = 'Compensação pelo vídeo da padaria que falhou';
/** Taking away more than the balance answers 400 on purpose; the browser logs the request. */
const REFUSED_ADJUSTMENT = /status of 400 .*\/api\/admin\/users\/[^/]+\/credits/;

test(
  'an admin gives a user 40 credits with a reason: the dashboard shows the new balance and the audit log who did it',
  TIMEOUT,
  async (t) => {
    await withPage(t, {}, async ({ page: customer }) => {
      const account = newGoogleAccount('Marina Costa');
      await customer.goto('/');
      await signInWithGoogleHook(customer, account);
      await customer.waitForURL('**/dashboard');
      await customer.getByTestId('credit-balance').getByText('20', { exact: true }).waitFor();

      const admin = await accountWithRole('admin', 'Paulo Admin');
      await withPage(t, { allowConsoleErrors: [REFUSED_ADJUSTMENT] }, async ({ page }) => {
        await signInToAdmin(page, admin.email);
        await page.getByRole('heading', { name: 'Painel' }).first().waitFor();
        // The dashboard's numbers and charts (the stack's sample videos and these sign-ups).
        await page.getByText('Vídeos hoje').waitFor();
        await page.locator('.recharts-surface').first().waitFor();
        await adminShot(page, 'dashboard');

        await page.getByRole('menuitem', { name: 'Usuários' }).click();
        await page.waitForURL('**/admin/users**');
        await page.getByPlaceholder('Buscar por e-mail ou nome').fill(account.email);
        const row = page.getByRole('row').filter({ hasText: account.email });
        // The search applies after a short pause: only that user's row is left.
        await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
        await row.waitFor();
        await adminShot(page, 'users-list');
        await row.getByText(account.email).click();
        await page.waitForURL('**/admin/users/*/show');

        // A reason is required: the dialog refuses an empty one before any request.
        await page.getByRole('button', { name: 'Ajustar créditos' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel(/Créditos \(use negativo/).fill('40');
        await dialog.getByRole('button', { name: 'Ajustar' }).click();
        // Exact: the reason's help text, there from the start, begins with 'Obrigatório.' too.
        await dialog.getByText('Obrigatório', { exact: true }).waitFor();

        // The server's own refusal is shown in the dialog: more than the balance taken away.
        await dialog.getByLabel(/Créditos \(use negativo/).fill('-500');
        await dialog.getByLabel('Motivo').fill('Teste de saldo negativo');
        await dialog.getByRole('button', { name: 'Ajustar' }).click();
        await dialog.getByRole('alert').waitFor();
        const refusal = await dialog.getByRole('alert').innerText();
        assert.ok(refusal.trim().length > 0, 'the api explains the refusal');
        assert.doesNotMatch(refusal, /Bad Request|HttpError/i);

        await dialog.getByLabel(/Créditos \(use negativo/).fill('40');
        await dialog.getByLabel('Motivo').fill(REASON);
        await adminShot(page, 'user-credits-dialog');
        await dialog.getByRole('button', { name: 'Ajustar' }).click();
        await page.getByText('Créditos ajustados. Novo saldo: 60').waitFor();
        await dialog.waitFor({ state: 'hidden' });

        await page.getByRole('tab', { name: 'Extrato de créditos' }).click();
        const entry = page.getByRole('row').filter({ hasText: REASON });
        await entry.getByText('+40').waitFor();
        await entry.getByText('Ajuste da equipe').waitFor();
        await adminShot(page, 'user-ledger');
        await page.getByRole('tab', { name: 'Perfil' }).click();
        // The tab switch renders as a transition: until Perfil is the selected tab, the ledger's
        // 'saldo após' cell (60) may still be the page's '60'.
        await page.getByRole('tab', { name: 'Perfil', selected: true }).waitFor();
        await page.getByText('60', { exact: true }).waitFor();
        await adminShot(page, 'user-show');

        // Plan changes from the edit form, audited too.
        await page.getByRole('link', { name: 'Editar' }).click();
        await page.waitForURL('**/admin/users/*');
        await page.getByRole('combobox', { name: 'Plano' }).click();
        await page.getByRole('option', { name: 'Pro' }).click();
        // Save only: the back office never offers to delete an account.
        await page.getByRole('button', { name: 'Salvar' }).waitFor();
        assert.equal(await page.getByRole('button', { name: 'Excluir' }).count(), 0);
        await adminShot(page, 'user-edit');
        await page.getByRole('button', { name: 'Salvar' }).click();
        await page.waitForURL('**/admin/users/*/show');
        // The URL changes before the page does: the edit form's select still reads 'Pro'.
        await page.getByRole('tab', { name: 'Perfil', selected: true }).waitFor();
        await page.getByText('Pro', { exact: true }).waitFor();

        await page.getByRole('menuitem', { name: 'Auditoria' }).click();
        await page.waitForURL('**/admin/audit-log**');
        const audit = page.getByRole('row').filter({ hasText: REASON });
        await audit.getByText(admin.email).waitFor();
        await audit.getByText('Créditos ajustados').waitFor();
        await audit.getByText(/20/).first().waitFor();
        const planChange = page.getByRole('row').filter({ hasText: 'Usuário alterado' });
        await planChange.getByText('Plano:').waitFor();
        await planChange.getByText('Basic', { exact: true }).waitFor();
        await planChange.getByText('Pro', { exact: true }).waitFor();
        await adminShot(page, 'audit-log');
      });

      const [{ credit_balance: balance }] = await sql<{ credit_balance: number }>(
        'SELECT credit_balance FROM users WHERE lower(email) = lower($1)',
        [account.email],
      );
      assert.equal(balance, 60);
      await customer.reload();
      await customer.getByTestId('credit-balance').getByText('60', { exact: true }).waitFor();
    });
  },
);
