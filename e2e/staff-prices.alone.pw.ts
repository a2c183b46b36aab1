import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Account, accountWithRole, api, signInToAdmin, sql } from './support/admin';
import { withPage } from './support/browser';
import { newGoogleAccount } from './support/emulator';
import { signInWithGoogleHook, switchLanguage } from './support/ui';

// The numbers staff set reach every customer: the back office changes the video cost and the
// signup bonus, and a new customer's screens state the new numbers. It changes what every
// customer sees, so it runs alone (`*.alone.pw.ts`, after the other files) and puts the
// settings back whatever happens.

const TIMEOUT = { timeout: 240_000 };
const CHANGED = ['credits.videoCost', 'credits.signupBonus'] as const;

async function currentValues(admin: Account): Promise<Record<string, unknown>> {
  const values: Record<string, unknown> = {};
  for (const key of CHANGED) {
    const { status, body } = await api<{ value: unknown }>(admin, `/api/admin/settings/${key}`);
    assert.equal(status, 200, `GET /api/admin/settings/${key}`);
    values[key] = body.value;
  }
  return values;
}

test(
  "staff set a video to 25 credits and the bonus to 50: a new customer sees 50 credits, '25 créditos = 1 vídeo', the packs' videos at 25, and with no credits 'Comprar créditos' instead of creating, in pt-BR and en-US",
  TIMEOUT,
  async (t) => {
    const admin = await accountWithRole('admin', 'Paulo Admin');
    const before = await currentValues(admin);
    assert.deepEqual(before, { 'credits.videoCost': 20, 'credits.signupBonus': 20 });
    try {
      await withPage(t, {}, async ({ page }) => {
        await signInToAdmin(page, admin.email);
        await page.goto('/admin/settings');
        await page.getByLabel('Bônus de cadastro (créditos)').fill('50');
        await page.getByLabel('Custo de um vídeo a partir de texto (créditos)').fill('25');
        await page.getByRole('button', { name: 'Salvar configurações' }).click();
        await page.getByText('2 configurações salvas.').waitFor();
      });

      await withPage(t, {}, async ({ page }) => {
        const account = newGoogleAccount('Marta Quindim');
        await page.goto('/');
        await signInWithGoogleHook(page, account);
        await page.waitForURL('**/dashboard');
        await page.getByTestId('credit-balance').getByText('50', { exact: true }).waitFor();
        const generator = page.getByRole('region', { name: 'Gerador de vídeo' });
        const credits = generator.getByTestId('generator-credits');
        await credits.getByText('Seu saldo: 50 créditos').waitFor();
        await credits.getByText('25 créditos = 1 vídeo').waitFor();
        await generator
          .getByRole('button', { name: /Gerar vídeo|Complete as informações/ })
          .waitFor();

        // The packs: 100 credits make 4 videos at 25, 300 make 12.
        await page.goto('/comprar-creditos');
        await page.getByText('Cada vídeo usa 25 créditos.').waitFor();
        await page.getByTestId('package-credits_100').getByText('4 vídeos').waitFor();
        await page.getByTestId('package-credits_300').getByText('12 vídeos').waitFor();

        // With no credits left, the card offers credits before the assistant.
        const [{ id }] = await sql<{ id: string }>(
          'SELECT id FROM users WHERE lower(email) = lower($1)',
          [account.email],
        );
        const taken = await api<unknown>(admin, `/api/admin/users/${id}/credits`, {
          method: 'POST',
          body: { delta: -50, reason: 'Saldo zerado para o teste de preços' },
        });
        assert.equal(taken.status, 200);
        await page.goto('/dashboard');
        await page.getByTestId('credit-balance').getByText('0', { exact: true }).waitFor();
        await credits.getByText('Seu saldo: 0 créditos').waitFor();
        await generator.getByText('Seu saldo não cobre este vídeo: ele usa 25 créditos.').waitFor();
        const buy = generator.getByRole('link', { name: 'Comprar créditos' });
        assert.equal(await buy.getAttribute('href'), '/comprar-creditos');
        assert.equal(await generator.getByRole('button', { name: 'Gerar vídeo' }).count(), 0);
        const actions = page.getByRole('navigation', { name: 'Ações rápidas' });
        await actions.getByRole('link', { name: 'Comprar créditos' }).waitFor();
        assert.equal(await actions.getByRole('button', { name: 'Assistente' }).count(), 0);

        // The same numbers in en-US.
        await page.getByRole('banner').getByRole('combobox', { name: 'Idioma' }).waitFor();
        await switchLanguage(page, 'English (US)');
        const card = page.getByRole('region', { name: 'Video generator' });
        await card.getByText('25 credits = 1 video').waitFor();
        await card
          .getByText('Your balance does not cover this video: it takes 25 credits.')
          .waitFor();
        await card.getByRole('link', { name: 'Buy credits' }).click();
        await page.waitForURL('**/comprar-creditos');
        await page.getByText('Each video uses 25 credits.').waitFor();
      });
    } finally {
      for (const key of CHANGED) {
        const restored: { status: number } = await api<unknown>(
          admin,
          `/api/admin/settings/${key}`,
          {
            method: 'PUT',
            body: { value: before[key] },
          },
        );
        assert.equal(restored.status, 200, `restoring ${key}`);
      }
    }
    assert.deepEqual(await currentValues(admin), before);
  },
);
