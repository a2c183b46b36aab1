import assert from 'node:assert/strict';
import path from 'node:path';
import { before, test } from 'node:test';
import type { QueueJobDto } from '@cena/contracts';
import type { Locator, Page } from 'playwright-core';
import { type Account, accountWithRole, adminShot, api, signInToAdmin, sql } from './support/admin';
import { DESKTOP, MOBILE, withPage } from './support/browser';
import { uniqueEmail } from './support/emulator';
import { SCREENSHOT_DIR } from './support/screenshots';

// The back office's lists that held a wide table on a phone (audit log, account deletions,
// subscriptions, the render queue and the assistant's sessions): at 390 px each row reads as a
// short list item with who, what, when and state, nothing wider than the screen, its actions
// still at hand; at 1280 px the table keeps its columns.

const TIMEOUT = { timeout: 240_000 };
const CREDIT_REASON = 'Compensação pelo vídeo da confeitaria que travou na fila';
const SESSION_PROMPT = 'promoção de bolo de cenoura com cobertura de chocolate';
const PROPOSALS = [
  'Bolo de cenoura saindo do forno, cobertura brilhando',
  'Fatia de bolo de cenoura com chocolate por R$ 8,00',
];
/** A worker's error as stored: one long line with a path and no room to break. */
const DELETION_ERROR =
  'connect ECONNREFUSED 127.0.0.1:5432 while erasing uploads/8c1f0b6e-7d2a-4c11-9a55-1e0f3b2c4d5e/logo-original.png';

interface Seeded {
  admin: Account;
  customerId: string;
  customerEmail: string;
  /** A render whose photo is gone: its job failed after its three attempts. */
  failedVideoId: string;
}
let seeded: Seeded;

/** A date and time as the pt-BR screen writes it on a phone ('23/11/2026, 18:53'). */
const shortDateTime = (value: Date) =>
  value.toLocaleString('pt-BR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'America/Sao_Paulo',
  });

/** Text matched literally inside a RegExp. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function failedJob(admin: Account, videoId: string): Promise<QueueJobDto | undefined> {
  const query = new URLSearchParams({
    filter: JSON.stringify({ state: 'failed' }),
    range: '[0,99]',
    sort: '["createdAt","DESC"]',
  });
  const { status, body } = await api<QueueJobDto[]>(admin, `/api/admin/queue?${query}`);
  assert.equal(status, 200, JSON.stringify(body));
  return body.find((job) => job.videoId === videoId && job.attemptsMade >= 3);
}

before(async () => {
  const admin = await accountWithRole('admin', 'Bruna Plantão');
  const customerEmail = uniqueEmail('cliente');
  const [{ id: customerId }] = await sql<{ id: string }>(
    `INSERT INTO users (firebase_uid, email, display_name, credit_balance)
     VALUES ($1, $2, 'Carla Confeiteira', 30) RETURNING id`,
    [`e2e-${customerEmail}`, customerEmail],
  );
  // Audit: credits given with a reason.
  const adjusted = await api(admin, `/api/admin/users/${customerId}/credits`, {
    method: 'POST',
    body: { delta: 15, reason: CREDIT_REASON },
  });
  assert.ok(adjusted.status < 300, JSON.stringify(adjusted.body));
  await sql(
    `INSERT INTO subscriptions (user_id, provider, provider_subscription_id, plan, status,
                                current_period_end, product_key)
     VALUES ($1, 'sandbox', $2, 'pro', 'active', now() + interval '2 days', 'pro_monthly')`,
    [customerId, `sub-${customerEmail}`],
  );
  await sql(
    `INSERT INTO prompt_sessions (user_id, original_prompt, locale, category, engine, proposals,
                                  selected_index, final_prompt)
     VALUES ($1, $2, 'pt-BR', 'bakery', 'local', $3, 1, $4)`,
    [
      customerId,
      SESSION_PROMPT,
      JSON.stringify(PROPOSALS.map((prompt) => ({ prompt }))),
      PROPOSALS[1],
    ],
  );
  await sql(
    `INSERT INTO payments (user_id, provider, kind, product_key, amount_cents, credits, status,
                           created_at, paid_at)
     VALUES ($1, 'sandbox', 'credits', 'credits_100', 1990, 100, 'paid', now(), now())`,
    [customerId],
  );
  // The render queue: a failed photo video retried by staff (audited) whose photo is gone, so
  // each attempt fails and the job stays in the queue as failed.
  const [{ id: failedVideoId }] = await sql<{ id: string }>(
    `INSERT INTO videos (user_id, mode, status, prompt, title, duration_s, tone, soundtrack,
                         cost_credits, provider, error_code, source_image_key, completed_at)
     VALUES ($1, 'image', 'failed', 'Bolo de cenoura da Carla', 'Bolo de cenoura', 4, 'energetic',
             'upbeat', 0, 'local', 'provider_failed', $2, now())
     RETURNING id`,
    [customerId, `uploads/${customerId}/vitrine-que-sumiu.jpg`],
  );
  const retried = await api(admin, `/api/admin/videos/${failedVideoId}/retry`, { method: 'POST' });
  assert.ok(retried.status < 300, JSON.stringify(retried.body));
  const deadline = Date.now() + 90_000;
  while (!(await failedJob(admin, failedVideoId))) {
    assert.ok(Date.now() < deadline, 'the retried render fails its three attempts');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  seeded = { admin, customerId, customerEmail, failedVideoId };
});

/** The card of a page that holds the list titled `title` (finance and AI hold several). */
const card = (page: Page, title: string) =>
  page.locator('.MuiCard-root').filter({ has: page.getByText(title, { exact: true }) });

/** A list's body (the rows, not its filters or pagination). */
const listContent = (scope: Page | Locator) => scope.locator('.RaList-content').first();

/**
 * At phone width: the list is a SimpleList, not a table, and neither it nor the page is wider
 * than the screen (a table scrolling sideways in its box would pass the page's check alone).
 */
async function assertReadsOnPhone(page: Page, content: Locator): Promise<void> {
  assert.equal(page.viewportSize()?.width, MOBILE.width);
  assert.equal(await content.locator('table').count(), 0, 'a table in the list at 390 px');
  await content.getByRole('list').first().waitFor();
  const clipped = await content.evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .filter(
        (e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible',
      )
      .map(
        (e) =>
          `${e.tagName.toLowerCase()}.${[...e.classList].join('.')} ${e.scrollWidth} > ${e.clientWidth}`,
      ),
  );
  assert.deepEqual(clipped, [], 'nothing in the list scrolls or clips sideways');
  const pageWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  assert.ok(pageWidth <= MOBILE.width, `page ${pageWidth} px wide at ${MOBILE.width} px`);
}

/** At desktop width the list is its table again, with these column headers. */
async function assertTableAtDesktop(page: Page, content: Locator, columns: string[]) {
  await page.setViewportSize(DESKTOP);
  await content.locator('table').waitFor();
  for (const name of columns) {
    await content.getByRole('columnheader', { name }).first().waitFor();
  }
}

/** The whole page from its top (react-admin hides its app bar once the page has scrolled). */
async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await adminShot(page, name);
}

/**
 * The screen afresh at phone width after a desktop pass: react-admin's menu, open at desktop
 * width, stays open as a drawer over the page once the window narrows (which a phone never does).
 */
async function backToPhone(page: Page): Promise<void> {
  await page.setViewportSize(MOBILE);
  await page.reload();
}

const phone = { viewport: MOBILE };

test(
  'account deletions on a phone: the account, its state, when, and the last error',
  TIMEOUT,
  async (t) => {
    // Inserted now: the worker's sweep retries an unfinished deletion after a minute.
    const [{ requested_at: requestedAt }] = await sql<{ requested_at: Date }>(
      `INSERT INTO deletion_requests (user_id, status, attempts, error, requested_at)
       VALUES ($1, 'failed', 2, $2, now()) RETURNING requested_at`,
      [seeded.customerId, DELETION_ERROR],
    );
    await withPage(t, phone, async ({ page }) => {
      await signInToAdmin(page, seeded.admin.email);
      await page.goto('/admin/deletion-requests');
      const content = listContent(page);
      await content.getByText(seeded.customerId).first().waitFor();
      await assertReadsOnPhone(page, content);
      const row = content.getByRole('listitem').filter({ hasText: seeded.customerId });
      await row.getByText('Com erro (será repetida)').waitFor();
      await row.getByText(`Pedida em ${shortDateTime(requestedAt)} · Tentativas: 2`).waitFor();
      await row.getByText(`Último erro: ${DELETION_ERROR}`).waitFor();

      await assertTableAtDesktop(page, content, [
        'Pedida em',
        'Cliente',
        'Situação',
        'Concluída em',
        'Tentativas',
        'Último erro',
      ]);
      await content.getByRole('row').filter({ hasText: DELETION_ERROR }).waitFor();
      await shot(page, 'phone-deletion-requests');
    });
  },
);

test(
  'subscriptions on a phone: the customer, plan and renewal, status, and cancelling',
  TIMEOUT,
  async (t) => {
    await withPage(t, phone, async ({ page }) => {
      await signInToAdmin(page, seeded.admin.email);
      await page.goto('/admin/finance');
      const content = listContent(card(page, 'Assinaturas'));
      await content.getByText(seeded.customerEmail).first().waitFor();
      await assertReadsOnPhone(page, content);
      // Revenue by month: one row a month, its net amount beside it, the parts under it.
      const revenue = card(page, 'Receita por mês');
      await assertReadsOnPhone(page, revenue);
      const thisMonth = revenue.getByRole('listitem').filter({ hasText: 'Pagamentos:' }).first();
      await thisMonth
        .getByText(/^Receita: R\$\s[\d.,]+ · Reembolsos: R\$\s[\d.,]+ · Pagamentos: \d+$/)
        .waitFor();
      await thisMonth.getByText(/ de \d{4}$/).waitFor();
      const row = content.getByRole('listitem').filter({ hasText: seeded.customerEmail });
      await row.getByText('Ativa', { exact: true }).waitFor();
      await row.getByText(/^Pro · Renova em \d\d\/\d\d\/\d{4}/).waitFor();

      await assertTableAtDesktop(page, content, [
        'Cliente',
        'Plano',
        'Situação',
        'Renova em',
        'Cancela ao fim do período',
        'Desde',
      ]);
      await content.getByRole('row').filter({ hasText: seeded.customerEmail }).waitFor();
      await shot(page, 'phone-finance');

      // The row's action works on the phone as on the desktop, named on both.
      await backToPhone(page);
      await row.getByRole('button', { name: 'Cancelar' }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: 'Cancelar ao fim do período' })
        .click();
      await page.getByText('A assinatura será cancelada ao fim do período.').waitFor();
      await row.getByText(/^Pro · Cancela ao fim do período \(\d\d\/\d\d\/\d{4}/).waitFor();
      await row.getByRole('button', { name: 'Cancelar', disabled: true }).waitFor();
      await assertReadsOnPhone(page, content);
      await row.scrollIntoViewIfNeeded();
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, 'admin-phone-finance-cancelled-390.png'),
        animations: 'disabled',
      });
    });
  },
);

test("the render queue and the assistant's sessions on a phone", TIMEOUT, async (t) => {
  await withPage(t, phone, async ({ page }) => {
    await signInToAdmin(page, seeded.admin.email);
    await page.goto('/admin/ai');

    const queue = listContent(card(page, 'Fila de renderização'));
    await queue.getByText(seeded.failedVideoId).first().waitFor();
    await assertReadsOnPhone(page, queue);
    const job = queue.getByRole('listitem').filter({ hasText: seeded.failedVideoId });
    await job.getByText('Falhou', { exact: true }).waitFor();
    await job.getByText(/ · Tentativas: 3$/).waitFor();
    await job.getByText('Motivo da falha: O gerador falhou').waitFor();
    // Its video failed too: the video's own retry applies, so the row leads there instead.
    await job.getByRole('link', { name: 'Abrir vídeo' }).waitFor();
    assert.equal(await job.getByRole('button', { name: 'Tentar de novo' }).count(), 0);

    const sessions = listContent(card(page, 'Sessões do assistente de roteiro'));
    await sessions.getByText(SESSION_PROMPT).first().waitFor();
    await assertReadsOnPhone(page, sessions);
    const session = sessions.getByRole('listitem').filter({ hasText: SESSION_PROMPT });
    await session
      .getByText(new RegExp(`^${literally(seeded.customerEmail)} · .+ · Padaria$`))
      .waitFor();
    // A tap opens the session's proposals, the chosen one marked; another closes them.
    await session.getByText(SESSION_PROMPT).click();
    await session.getByText(PROPOSALS[0]).waitFor();
    await session.getByText('Escolhida').waitFor();
    await assertReadsOnPhone(page, sessions);
    await session.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, 'admin-phone-ai-session-open-390.png'),
      animations: 'disabled',
    });
    await session.getByText(SESSION_PROMPT).click();
    await session.getByText(PROPOSALS[0]).waitFor({ state: 'detached' });

    await assertTableAtDesktop(page, queue, [
      'Tarefa',
      'Vídeo',
      'Estado',
      'Tentativas',
      'Motivo da falha',
      'Criada em',
    ]);
    await queue.getByRole('row').filter({ hasText: seeded.failedVideoId }).waitFor();
    await assertTableAtDesktop(page, sessions, [
      'Data',
      'Cliente',
      'Pedido do cliente',
      'Categoria',
      'Propostas',
      'Motor',
    ]);
    await sessions.getByRole('row').filter({ hasText: SESSION_PROMPT }).waitFor();
    await shot(page, 'phone-ai');

    // The phone row opens the failed video's page, where its retry is.
    await backToPhone(page);
    await job.getByRole('link', { name: 'Abrir vídeo' }).click();
    await page.waitForURL(`**/admin/videos/${seeded.failedVideoId}/show`);
    await page.getByRole('button', { name: 'Tentar de novo' }).waitFor();
  });
});

test('the audit log on a phone: what, on which target, who, when and why', TIMEOUT, async (t) => {
  await withPage(t, phone, async ({ page }) => {
    await signInToAdmin(page, seeded.admin.email);
    await page.goto('/admin/audit-log');
    const content = listContent(page);
    await content.getByText(CREDIT_REASON).first().waitFor();
    await assertReadsOnPhone(page, content);
    const credits = content.getByRole('listitem').filter({ hasText: CREDIT_REASON });
    await credits.getByText('Créditos ajustados').waitFor();
    await credits
      .getByText(new RegExp(`^${literally(seeded.admin.email)} · \\d\\d/\\d\\d/\\d{4}`))
      .waitFor();
    const target = credits.getByRole('link', { name: seeded.customerId.slice(0, 8) });
    await target.waitFor();
    const retry = content
      .getByRole('listitem')
      .filter({ hasText: 'Vídeo reenviado' })
      .filter({ has: page.locator(`[title="${seeded.failedVideoId}"]`) });
    await retry.getByText(seeded.admin.email, { exact: false }).waitFor();
    // The row itself is no button: only its target opens a screen.
    assert.equal(await credits.getByRole('button').count(), 0);

    await assertTableAtDesktop(page, content, [
      'Quando',
      'Quem',
      'Ação',
      'Alvo',
      'Antes → depois',
      'Motivo',
    ]);
    const desktopRow = content.getByRole('row').filter({ hasText: 'Vídeo reenviado' });
    // The render's failure code reads as words in the diff too.
    await desktopRow.getByText('O gerador falhou').first().waitFor();
    await shot(page, 'phone-audit-log');

    await backToPhone(page);
    await target.click();
    await page.waitForURL(`**/admin/users/${seeded.customerId}/show`);
    // The customer's own lists on their page read as phone rows too.
    const tabs = [
      { tab: 'Vídeos', name: 'videos', facts: ['Bolo de cenoura', /^Imagem · \d\d\//, 'Falhou'] },
      { tab: 'Pagamentos', name: 'payments', facts: ['Pacote de créditos', /R\$\s19,90/, 'Pago'] },
      {
        tab: 'Extrato de créditos',
        name: 'ledger',
        facts: ['Ajuste da equipe', '+15', / · Saldo depois: 45/, CREDIT_REASON],
      },
    ];
    for (const { tab, name, facts } of tabs) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('tab', { name: tab, selected: true }).waitFor();
      const list = page.locator('.RaTabbedShowLayout-content');
      const row = list.getByRole('listitem').filter({ hasText: facts[0] });
      for (const fact of facts) await row.getByText(fact).first().waitFor();
      await assertReadsOnPhone(page, list);
      await shot(page, `phone-user-${name}`);
      await backToPhone(page);
    }
  });
});
