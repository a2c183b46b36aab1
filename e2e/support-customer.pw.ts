import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import pg from 'pg';
import { formatCounts, runAxe } from './support/axe';
import { withPage } from './support/browser';
import { newGoogleAccount, uniqueEmail } from './support/emulator';
import { authEmulatorHost, baseUrl, databaseUrl } from './support/env';
import { screenshotBothWidths } from './support/screenshots';
import { signInWithGoogleHook } from './support/ui';

const TIMEOUT = { timeout: 180_000 };
const NOTE = 'NOTA-INTERNA: cliente já pediu reembolso antes';
const REPLY = 'Oi! Devolvemos os 10 créditos do vídeo. Pode tentar de novo quando quiser.';
/** The browser logs the 404 of a ticket that is not the user's; the page shows its own message. */
const EXPECTED_404 = /status of 404/;

async function sql<T = Record<string, unknown>>(text: string, params: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** A support agent made outside the browser: an emulator account, synced, given the role. */
async function supportAgent(name: string): Promise<{ token: string; id: string }> {
  const response = await fetch(
    `http://${authEmulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: uniqueEmail('agent'),
        password: 'senha-segura-123',
        returnSecureToken: true,
      }),
    },
  );
  const { idToken } = (await response.json()) as { idToken: string };
  const synced = await staffApi(idToken, 'POST', '/api/auth/sync', {});
  const id = (synced as { user: { id: string } }).user.id;
  await sql(`UPDATE users SET role = 'support', display_name = $2 WHERE id = $1`, [id, name]);
  return { token: idToken, id };
}

async function staffApi(token: string, method: string, path: string, body?: object) {
  const response = await fetch(new URL(path, baseUrl()), {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  assert.ok(response.ok, `${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as unknown;
}

const ticketRows = (page: Page) => page.getByTestId('ticket-row');

/** No serious or critical axe violation on the screen as it is now. */
async function expectAccessible(t: { diagnostic: (m: string) => void }, page: Page, name: string) {
  const axe = await runAxe(page);
  t.diagnostic(`axe ${name}: ${formatCounts(axe)}`);
  assert.deepEqual(axe.blocking, [], `no serious or critical violation on ${name}`);
}

test(
  'a customer opens a ticket from Ajuda, sees the agent reply and never the internal note',
  TIMEOUT,
  async (t) => {
    await withPage(t, { allowConsoleErrors: [EXPECTED_404] }, async ({ page }) => {
      const account = newGoogleAccount('Marina Costa');
      await page.goto('/');
      await signInWithGoogleHook(page, account);
      await page.waitForURL('**/dashboard');
      const [{ id: userId }] = await sql<{ id: string }>(
        'SELECT id FROM users WHERE lower(email) = lower($1)',
        [account.email],
      );
      // A finished video of hers to pick in "Sobre um vídeo" (no render needed for the form).
      await sql(
        `INSERT INTO videos (user_id, mode, status, prompt, title, duration_s, tone, soundtrack,
                             cost_credits, error_code, completed_at)
         VALUES ($1, 'text', 'failed', $2, $3, 8, 'energetic', 'upbeat', 10, 'provider_failed', now())`,
        [userId, 'Doceria da Marina: brigadeiros gourmet', 'Brigadeiros gourmet'],
      );

      // The avatar menu leads to Ajuda.
      await page
        .getByRole('banner')
        .getByRole('button', { name: /Marina Costa/ })
        .click();
      await page.getByRole('menu').getByRole('menuitem', { name: 'Ajuda' }).click();
      await page.waitForURL('**/ajuda');
      await page.getByRole('heading', { name: 'Ajuda', level: 1 }).waitFor();
      await page.getByText('Nenhum pedido por aqui').waitFor();

      // An empty subject is refused on the page, before any request.
      await page.getByRole('button', { name: 'Enviar pedido' }).click();
      await page.getByText('Escreva um assunto.').waitFor();

      await page.getByLabel('Assunto').fill('Meu vídeo falhou');
      await page
        .getByLabel('Mensagem')
        .fill('Tentei criar o vídeo dos brigadeiros e ele falhou. Perdi meus créditos?');
      await page
        .getByLabel('Sobre um vídeo (opcional)')
        .selectOption({ label: 'Brigadeiros gourmet' });
      await page.getByRole('button', { name: 'Enviar pedido' }).click();
      await page.getByText('Pedido enviado! Vamos responder o quanto antes.').waitFor();
      await ticketRows(page).filter({ hasText: 'Meu vídeo falhou' }).getByText('Aberto').waitFor();
      assert.equal(await ticketRows(page).count(), 1);
      assert.equal(await page.getByLabel('Assunto').inputValue(), '');

      // A support agent answers and leaves an internal note, through the staff API.
      const agent = await supportAgent('Carla');
      const [{ id: ticketId }] = await sql<{ id: string }>(
        'SELECT id FROM support_tickets WHERE user_id = $1',
        [userId],
      );
      await staffApi(agent.token, 'POST', `/api/admin/tickets/${ticketId}/messages`, {
        body: REPLY,
      });
      await staffApi(agent.token, 'POST', `/api/admin/tickets/${ticketId}/messages`, {
        body: NOTE,
        internal: true,
      });

      await page.reload();
      await ticketRows(page)
        .filter({ hasText: 'Meu vídeo falhou' })
        .getByText('Pendente')
        .waitFor();
      await screenshotBothWidths(page, 'support-help', { fullPage: true });
      await expectAccessible(t, page, '/ajuda');

      const thread = page.waitForResponse(
        (r) => r.url().endsWith(`/api/tickets/${ticketId}`) && r.request().method() === 'GET',
      );
      await ticketRows(page).first().click();
      await page.waitForURL(`**/ajuda/${ticketId}`);
      const raw = await (await thread).text();
      assert.ok(raw.includes(REPLY), 'the reply is in the customer response');
      assert.ok(!raw.includes('NOTA-INTERNA'), 'the internal note never reaches the customer');

      await page.getByRole('heading', { name: 'Meu vídeo falhou', level: 1 }).waitFor();
      await page.getByText('Sobre o vídeo “Brigadeiros gourmet”').waitFor();
      const agentMessage = page.getByTestId('ticket-message').filter({ hasText: REPLY });
      await agentMessage.getByText('Carla · Equipe Cena').waitFor();
      assert.equal(await agentMessage.getAttribute('data-author'), 'agent');
      assert.equal(await page.getByTestId('ticket-message').count(), 2);
      assert.equal(await page.getByText('NOTA-INTERNA', { exact: false }).count(), 0);
      assert.ok(!(await page.content()).includes('NOTA-INTERNA'));
      await page.getByTestId('ticket-status').filter({ hasText: 'Pendente' }).waitFor();
      await screenshotBothWidths(page, 'support-ticket', { fullPage: true });
      await expectAccessible(t, page, '/ajuda/:id');

      // Her answer reopens the ticket.
      await page.getByLabel('Sua resposta').fill('Obrigada! Vou tentar de novo.');
      await page.getByRole('button', { name: 'Responder' }).click();
      await page.getByTestId('ticket-message').filter({ hasText: 'Obrigada!' }).waitFor();
      await page.getByTestId('ticket-status').filter({ hasText: 'Aberto' }).waitFor();

      // Someone else's ticket (or none) is "not found", never shown.
      const other = await sql<{ id: string }>(
        `INSERT INTO support_tickets (user_id, subject) VALUES ($1, 'Pedido do agente') RETURNING id`,
        [agent.id],
      );
      await page.goto(`/ajuda/${other[0]!.id}`);
      await page.getByRole('heading', { name: 'Pedido não encontrado' }).waitFor();
      assert.equal(await page.getByText('Pedido do agente').count(), 0);

      // The footer (on the landing) links to Ajuda too.
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Ajuda' }).click();
      await page.waitForURL('**/ajuda');
      await ticketRows(page).first().waitFor();
    });
  },
);
