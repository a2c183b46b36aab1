import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { accountWithRole, adminShot, signInToAdmin, sql } from './support/admin';
import { withPage } from './support/browser';
import { newGoogleAccount, uniqueEmail } from './support/emulator';
import { signInWithGoogleHook } from './support/ui';

// The back office's support screen with the customer's side, and the staff screens around it
// (payments, finance, AI, alerts, settings) driven as a staff member would, in pt-BR.

const TIMEOUT = { timeout: 240_000 };
const SUBJECT = 'Vídeo da padaria não terminou';
const QUESTION = 'Meu vídeo da padaria ficou parado em processamento. Perdi os créditos?';
const REPLY = 'Olá! Já devolvemos os 10 créditos. Pode gerar o vídeo de novo quando quiser.';
const NOTE = 'NOTA-INTERNA: segundo pedido desta cliente na semana';

/** The whole page from its top: react-admin hides its app bar once the page has scrolled. */
async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await adminShot(page, name);
}

const threadMessage = (page: Page, kind: 'customer' | 'agent' | 'internal', text: string) =>
  page.locator(`article[data-kind="${kind}"]`).filter({ hasText: text });

test(
  'a customer opens a ticket in Ajuda, a support agent replies and adds an internal note in /admin/support, the customer sees the reply and never the note',
  TIMEOUT,
  async (t) => {
    await withPage(t, {}, async ({ page: customer }) => {
      const account = newGoogleAccount('Joana Prado');
      await customer.goto('/');
      await signInWithGoogleHook(customer, account);
      await customer.waitForURL('**/dashboard');
      await customer.goto('/ajuda');
      await customer.getByLabel('Assunto').fill(SUBJECT);
      await customer.getByLabel('Mensagem').fill(QUESTION);
      await customer.getByRole('button', { name: 'Enviar pedido' }).click();
      await customer.getByText('Pedido enviado! Vamos responder o quanto antes.').waitFor();
      const [{ id: ticketId }] = await sql<{ id: string }>(
        `SELECT t.id FROM support_tickets t JOIN users u ON u.id = t.user_id
          WHERE lower(u.email) = lower($1)`,
        [account.email],
      );

      const agent = await accountWithRole('support', 'Renata Lima');
      await withPage(t, {}, async ({ page }) => {
        await signInToAdmin(page, agent.email);
        await page.goto('/admin/support');
        // A support agent's menu holds only Suporte.
        const menu = page.getByRole('menu');
        await menu.getByRole('menuitem', { name: 'Suporte' }).waitFor();
        assert.equal(await menu.getByRole('menuitem', { name: 'Pagamentos' }).count(), 0);

        const row = page.getByRole('row').filter({ hasText: SUBJECT });
        await row.getByText('Aberto').waitFor();
        await row.getByText(account.email).waitFor();
        await row.getByText(SUBJECT).click();
        await page.waitForURL(`**/admin/support/${ticketId}/show`);
        await threadMessage(page, 'customer', QUESTION).waitFor();

        await page.getByLabel('Mensagem').fill(REPLY);
        await page.getByRole('button', { name: 'Responder ao cliente' }).click();
        await page.getByText('Resposta enviada ao cliente.').waitFor();
        await threadMessage(page, 'agent', REPLY).getByText('Renata Lima').waitFor();

        await page.getByLabel('Mensagem').fill(NOTE);
        await page.getByRole('button', { name: 'Adicionar nota interna' }).click();
        await page.getByText('Nota interna adicionada.').waitFor();
        const note = threadMessage(page, 'internal', NOTE);
        await note.getByText('Nota interna', { exact: true }).waitFor();
        assert.equal(await page.getByLabel('Mensagem').inputValue(), '');

        // The reply left the ticket waiting on the customer; the agent raises its priority.
        await page.getByRole('combobox', { name: 'Situação' }).getByText('Pendente').waitFor();
        await page.getByRole('combobox', { name: 'Prioridade' }).click();
        await page.getByRole('option', { name: 'Alta' }).click();
        await page.getByText('Chamado atualizado.').waitFor();
        await page.getByRole('combobox', { name: 'Prioridade' }).getByText('Alta').waitFor();
        const [saved] = await sql<{ priority: string; status: string }>(
          'SELECT priority, status FROM support_tickets WHERE id = $1',
          [ticketId],
        );
        assert.deepEqual(saved, { priority: 'high', status: 'pending' });
        await page.getByText('Chamado atualizado.').waitFor({ state: 'detached' });
        await shot(page, 'support-thread');

        await page.goto('/admin/support');
        await page.getByRole('row').filter({ hasText: SUBJECT }).getByText('Pendente').waitFor();
        await shot(page, 'support-list');
      });

      // The customer's ticket page: the team's reply, and nothing of the note (page or api).
      const thread = customer.waitForResponse(
        (r) => r.url().endsWith(`/api/tickets/${ticketId}`) && r.request().method() === 'GET',
      );
      await customer.goto(`/ajuda/${ticketId}`);
      const body = await (await thread).text();
      assert.ok(body.includes(REPLY), 'the reply reaches the customer');
      assert.ok(!body.includes('NOTA-INTERNA'), 'the internal note never reaches the customer');
      await customer.getByTestId('ticket-message').filter({ hasText: REPLY }).waitFor();
      assert.equal(await customer.getByTestId('ticket-message').count(), 2);
      assert.ok(!(await customer.content()).includes('NOTA-INTERNA'));
    });
  },
);

test(
  'an admin refunds payments (credits taken back, then kept), reads finance and AI, acknowledges an alert and saves a validated setting',
  TIMEOUT,
  async (t) => {
    const admin = await accountWithRole('admin', 'Paulo Admin');
    const customerEmail = uniqueEmail('cliente');
    const [{ id: customerId }] = await sql<{ id: string }>(
      `INSERT INTO users (firebase_uid, email, display_name, credit_balance)
       VALUES ($1, $2, 'Lívia Rocha', 100) RETURNING id`,
      [`e2e-${customerEmail}`, customerEmail],
    );
    // Two paid 100-credit packs: the first refund takes the credits back, the second cannot.
    for (const minutesAgo of [30, 20]) {
      await sql(
        `INSERT INTO payments (user_id, provider, kind, product_key, amount_cents, credits, status,
                               created_at, paid_at)
         VALUES ($1, 'sandbox', 'credits', 'credits_100', 1990, 100, 'paid',
                 now() - make_interval(mins => $2), now() - make_interval(mins => $2))`,
        [customerId, minutesAgo],
      );
    }
    await sql(
      `INSERT INTO subscriptions (user_id, provider, provider_subscription_id, plan, status,
                                  current_period_end, product_key)
       VALUES ($1, 'sandbox', $2, 'pro', 'active', now() + interval '20 days', 'pro_monthly')`,
      [customerId, `sub-${customerEmail}`],
    );
    await sql(
      `INSERT INTO videos (user_id, mode, status, prompt, title, duration_s, tone, soundtrack,
                           cost_credits, provider, error_code, completed_at)
       VALUES ($1, 'text', 'failed', 'Padaria do bairro: pão quentinho', 'Pão quentinho', 8,
               'energetic', 'upbeat', 10, 'local', 'provider_failed', now())`,
      [customerId],
    );
    await sql(
      `INSERT INTO prompt_sessions (user_id, original_prompt, locale, category, engine, proposals,
                                    selected_index, final_prompt)
       VALUES ($1, 'promoção de pão de queijo', 'pt-BR', 'bakery', 'local', $2, 1, $3)`,
      [
        customerId,
        JSON.stringify([
          { prompt: 'Pão de queijo saindo do forno' },
          { prompt: 'Pão de queijo quentinho em promoção' },
        ]),
        'Pão de queijo quentinho em promoção',
      ],
    );
    // One open alert per kind: take the slot of a kind no other test raises.
    await sql(`DELETE FROM alerts WHERE kind = 'payment_failures' AND acknowledged_at IS NULL`);
    await sql(
      `INSERT INTO alerts (kind, severity, message, data)
       VALUES ('payment_failures', 'warning', '3 pagamentos falharam na última hora', '{"count":3}')`,
    );

    await withPage(t, {}, async ({ page }) => {
      await signInToAdmin(page, admin.email);

      // Payments: filter by status, open one, refund it.
      await page.goto('/admin/payments');
      const rows = page.getByRole('row').filter({ hasText: customerEmail });
      await rows.first().waitFor();
      assert.equal(await rows.count(), 2);
      await shot(page, 'payments');
      await rows.last().getByText(customerEmail).click();
      await page.waitForURL('**/admin/payments/*/show');
      // The show page's own field: the list, still on screen as the URL changes, says it too.
      await page.locator('.ra-field-kind').getByText('Pacote de créditos').waitFor();
      await page.getByRole('button', { name: 'Reembolsar' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(/Os 100 créditos do pacote saem do saldo/).waitFor();
      await dialog.getByRole('button', { name: 'Confirmar reembolso' }).click();
      await dialog
        .getByText('Reembolso feito. 100 créditos foram retirados do saldo do cliente.')
        .waitFor();
      await shot(page, 'payments-refund');
      await dialog.getByRole('button', { name: 'Fechar' }).click();
      // The refetched record: the status chip says it (the 'Reembolsado em' label is always
      // there) and the button is disabled once the record it reads is the refunded one.
      await page.getByText('Reembolsado', { exact: true }).first().waitFor();
      await page.getByRole('button', { name: 'Reembolsar', disabled: true }).waitFor();
      const [{ credit_balance: afterFirst }] = await sql<{ credit_balance: number }>(
        'SELECT credit_balance FROM users WHERE id = $1',
        [customerId],
      );
      assert.equal(afterFirst, 0);

      await page.goto('/admin/payments');
      await page
        .getByRole('row')
        .filter({ hasText: customerEmail })
        .filter({ hasText: 'Pago' })
        .getByText(customerEmail)
        .click();
      await page.getByRole('button', { name: 'Reembolsar' }).click();
      await dialog.getByRole('button', { name: 'Confirmar reembolso' }).click();
      await dialog
        .getByText(
          'Reembolso feito. Os 100 créditos do pacote ficaram com o cliente: o saldo era menor que o pacote.',
        )
        .waitFor();
      await dialog.getByRole('button', { name: 'Fechar' }).click();

      // Finance: revenue by month and the subscriptions.
      await page.goto('/admin/finance');
      await page.getByText('Receita por mês').waitFor();
      await page.getByRole('row').filter({ hasText: customerEmail }).getByText('Ativa').waitFor();
      await shot(page, 'finance');

      // AI: providers, costs, failures by provider, queue, assistant sessions.
      await page.goto('/admin/ai');
      await page.getByText('Provedores e modelos').waitFor();
      // Codes read as words: the failure's provider and reason, the session's category.
      const failure = page.getByRole('row').filter({ hasText: 'O gerador falhou' }).first();
      await failure.getByRole('cell', { name: 'Motor local' }).waitFor();
      assert.equal(await page.getByText('provider_failed').count(), 0);
      const session = page.getByRole('row').filter({ hasText: 'promoção de pão de queijo' });
      await session.getByRole('cell', { name: 'Padaria' }).waitFor();
      assert.equal(await session.getByText('bakery').count(), 0);
      await page.getByText('promoção de pão de queijo').first().click();
      await page.getByText('Escolhida').waitFor();
      await page.getByText('Pão de queijo saindo do forno').waitFor();
      await shot(page, 'ai');

      // Alerts: acknowledge, then who and when.
      await page.goto('/admin/alerts');
      const alert = page.getByRole('row').filter({ hasText: '3 pagamentos falharam' });
      await alert.getByText('Falhas de pagamento').waitFor();
      await alert.getByRole('button', { name: 'Reconhecer' }).click();
      await page.getByText('Alerta reconhecido.').waitFor();
      await alert.getByText(`Reconhecido por ${admin.email}`, { exact: false }).waitFor();
      await shot(page, 'alerts');

      // Settings: out of range is refused on the page; a sane value is saved (retention: no
      // other test reads it), then put back through the same form so every process reloads it.
      await page.goto('/admin/settings');
      // Prices read and typed in reais the Brazilian way; the api still gets cents.
      const price = page.locator(
        '[class~="ra-input-billing.catalogue.packages.0.priceCents"] input',
      );
      assert.equal(await price.inputValue(), '19,90');
      await price.fill('19,9x');
      await price.press('Tab');
      await page.getByText('Digite um valor em reais, como 19,90').waitFor();
      await price.fill('');
      await price.press('Tab');
      await page.getByText('Obrigatório', { exact: true }).waitFor();
      await price.fill('0');
      await price.press('Tab');
      await page.getByText(/^O preço deve ficar entre R\$\s0,01 e R\$\s100\.000,00$/).waitFor();
      // '19,9' is the saved 1990 cents: the save below writes the retention alone.
      await price.fill('19,9');
      await price.press('Tab');
      assert.equal(await price.inputValue(), '19,90');
      await page.getByText(/O preço deve ficar entre/).waitFor({ state: 'detached' });
      const retention = page.getByLabel('Dias que os vídeos do plano Basic ficam guardados');
      const save = page.getByRole('button', { name: 'Salvar configurações' });
      await retention.fill('5000');
      await save.click();
      await page.getByText(/3650/).first().waitFor();
      const stored = () =>
        sql<{ value: unknown }>(`SELECT value FROM settings WHERE key = 'retention.basicDays'`);
      assert.deepEqual(await stored(), [], 'nothing written for a refused value');
      await retention.fill('45');
      await save.click();
      await page.getByText('1 configuração salva.').waitFor();
      assert.deepEqual(await stored(), [{ value: 45 }]);
      await page.getByText('1 configuração salva.').waitFor({ state: 'detached' });
      await shot(page, 'settings');
      await page.getByLabel('Dias que os vídeos do plano Basic ficam guardados').fill('30');
      await page.getByRole('button', { name: 'Salvar configurações' }).click();
      await page.getByText('1 configuração salva.').waitFor();
      assert.deepEqual(await stored(), [{ value: 30 }]);
    });
  },
);
