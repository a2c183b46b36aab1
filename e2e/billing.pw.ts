import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { withPage } from './support/browser';
import { newGoogleAccount } from './support/emulator';
import { screenshotBothWidths } from './support/screenshots';
import { openImageTabAs, signInWithGoogleHook } from './support/ui';

// Purchases through the sandbox checkout (the e2e stack runs without Stripe keys): the api's own
// test checkout page, completed through the same fulfilment as a verified Stripe webhook.

const TIMEOUT = { timeout: 180_000 };

const avatarButton = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(name) });

async function signIn(page: Page, name: string) {
  const account = newGoogleAccount(name);
  await page.goto('/');
  await signInWithGoogleHook(page, account);
  await page.waitForURL('**/dashboard');
  return account;
}

/** From /checkout: 'Ir para o pagamento' opens the sandbox's page. */
async function goToSandbox(page: Page) {
  await page.getByRole('button', { name: 'Ir para o pagamento' }).click();
  await page.waitForURL('**/api/sandbox/checkout/**');
  await page.getByText('AMBIENTE DE TESTE').waitFor();
}

test(
  'a Basic user buys 100 credits by Pix in the sandbox checkout and sees the balance grow by 100',
  TIMEOUT,
  async (t) => {
    await withPage(t, {}, async ({ page }) => {
      await signIn(page, 'Carla Dias');
      await avatarButton(page, 'Carla Dias').click();
      await page.getByRole('menuitem', { name: 'Comprar créditos' }).click();
      await page.waitForURL('**/comprar-creditos');
      await page.getByTestId('credit-balance').getByText('Seu saldo: 20 créditos').waitFor();

      await page.getByRole('button', { name: 'Comprar 100 créditos' }).click();
      await page.waitForURL('**/checkout?product=credits_100');
      assert.match(await page.getByTestId('checkout-total').innerText(), /R\$\s19,90/);
      await goToSandbox(page);
      assert.match(await page.getByTestId('sandbox-price').innerText(), /R\$\s19,90/);
      await page.getByRole('button', { name: 'Pagar' }).waitFor();
      await screenshotBothWidths(page, 'sandbox-checkout-card', { fullPage: true });

      await page.getByRole('link', { name: 'Pix' }).click();
      const qr = page.getByTestId('pix-qr');
      await qr.waitFor();
      assert.ok((await qr.boundingBox())!.width >= 200, 'the QR code is shown full size');
      const code = await page.getByTestId('pix-code').inputValue();
      // A BR Code "copia e cola": EMV fields, the Pix domain, the amount, a 4-hex CRC at the end.
      assert.match(code, /^000201/);
      assert.match(code, /br\.gov\.bcb\.pix/);
      assert.match(code, /540519\.90/);
      assert.match(code, /6304[0-9A-F]{4}$/);
      assert.match(
        await page.getByTestId('pix-valid-until').innerText(),
        /^Válido até \d{2}\/\d{2},? \d{2}:\d{2}$/,
      );
      await page.getByRole('button', { name: 'Copiar código' }).click();
      await page.getByRole('status').getByText('Código copiado').waitFor();
      await screenshotBothWidths(page, 'sandbox-checkout-pix', { fullPage: true });

      await page.getByRole('button', { name: 'Simular pagamento Pix' }).click();
      await page.waitForURL('**/obrigado?session_id=*');
      await page.getByTestId('thanks-what').getByText('+100 créditos na sua conta').waitFor();
      await page.getByTestId('thanks-balance').getByText('Seu saldo agora: 120 créditos').waitFor();
      await screenshotBothWidths(page, 'obrigado');
    });
  },
);

test('a cancelled checkout lands on /cancelado with nothing charged', TIMEOUT, async (t) => {
  await withPage(t, {}, async ({ page }) => {
    await signIn(page, 'Davi Rocha');
    await page.goto('/checkout?product=credits_300');
    await goToSandbox(page);
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.waitForURL('**/cancelado');
    await page.getByText('Nenhuma cobrança foi feita').waitFor();

    await page.goto('/payments');
    await page.getByText('Nenhum pagamento ainda.').waitFor();
    await page.getByText('Saldo: 20 créditos').waitFor();
  });
});

test(
  'a Basic user subscribes to Pro: the badge turns PRO, image upload opens the file picker, /payments lists the payment',
  TIMEOUT,
  async (t) => {
    await withPage(t, {}, async ({ page }) => {
      await signIn(page, 'Elisa Prado');
      await page.goto('/subscription');
      const basic = page.getByTestId('plan-basic');
      await basic.getByText('Seu plano atual').waitFor();
      await page.getByTestId('plan-business').waitFor();
      await screenshotBothWidths(page, 'subscription', { fullPage: true });

      await page.getByTestId('plan-pro').getByRole('button', { name: 'Assinar Pro' }).click();
      await page.waitForURL('**/checkout?product=pro_monthly');
      await goToSandbox(page);
      await page.getByRole('button', { name: 'Pagar' }).click();
      await page.waitForURL('**/obrigado?session_id=*');
      await page.getByTestId('thanks-what').getByText('Bem-vindo ao Pro!').waitFor();
      await page.getByTestId('thanks-balance').getByText('Seu saldo agora: 120 créditos').waitFor();

      await avatarButton(page, 'Elisa Prado').click();
      await page.getByRole('menu').getByText('PRO', { exact: true }).waitFor();
      await page.keyboard.press('Escape');

      await page.goto('/');
      const dropZone = await openImageTabAs(page, 'pro');
      const chooser = page.waitForEvent('filechooser', { timeout: 10_000 });
      await dropZone.click();
      await chooser;
      assert.equal(await page.getByRole('dialog').count(), 0, 'no upgrade dialog');

      await page.goto('/payments');
      const history = page.getByTestId('payment-history');
      await history.getByText('Cena Pro (mensal)').waitFor();
      assert.match(await history.innerText(), /R\$\s29,00/);
      await history.getByText('Pago').waitFor();
      await page
        .getByTestId('renewal')
        .getByText(/^Renova em/)
        .waitFor();
      await page.getByRole('button', { name: 'Gerenciar Assinatura' }).waitFor();
      await screenshotBothWidths(page, 'payments', { fullPage: true });

      // The portal (sandbox) cancels at the end of the period.
      await page.getByRole('button', { name: 'Cancelar assinatura' }).click();
      await page.waitForURL('**/api/sandbox/portal?t=*');
      await page.getByRole('button', { name: 'Cancelar assinatura' }).click();
      await page.getByText(/^Cancelada: termina em/).waitFor();
      await page.getByRole('link', { name: 'Voltar para a Cena' }).click();
      await page.waitForURL('**/payments');
      await page
        .getByTestId('renewal')
        .getByText(/^Cancelada: o plano termina em/)
        .waitFor();
    });
  },
);
