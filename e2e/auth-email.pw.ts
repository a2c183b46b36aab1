import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatCounts, runAxe } from './support/axe';
import { holdAppCode, withPage } from './support/browser';
import { createEmailUser, oobCodesFor, resetPassword, uniqueEmail } from './support/emulator';
import { screenshotBothWidths } from './support/screenshots';
import {
  dialog,
  expectToast,
  openLoginModal,
  PASSWORD,
  promptBox,
  submitSignIn,
  submitSignUp,
} from './support/ui';

const TIMEOUT = { timeout: 120_000 };
/** A failed sign-in is a 400 from the emulator, which Chromium logs as a failed resource. */
const EXPECTED_400 = /status of 400/;

test(
  'on /auth, an e-mail and password typed and Entrar clicked before the page is hydrated sign in once it is',
  TIMEOUT,
  async (t) => {
    await withPage(t, {}, async ({ context, page }) => {
      const email = uniqueEmail('early');
      await createEmailUser(email, PASSWORD, 'Rita Lopes');
      // The app's code arrives only once the visitor has typed and clicked.
      const arrive = await holdAppCode(context);
      await page.goto('/auth', { waitUntil: 'commit' });
      const form = page.locator('main');
      await form.getByLabel('E-mail').fill(email);
      await form.getByLabel('Senha', { exact: true }).fill(PASSWORD);
      await form.getByRole('button', { name: 'Entrar', exact: true }).click();
      arrive();
      await page.waitForURL('**/dashboard');
      assert.equal(await form.getByText('E-mail inválido.').count(), 0);
    });
  },
);

test(
  'a visitor types a prompt, signs up in the modal and finds the prompt on /dashboard',
  TIMEOUT,
  async (t) => {
    await withPage(t, {}, async ({ page }) => {
      const prompt = 'Promoção de pão de queijo às 18h na Padaria Pão Dourado, R$ 4,50 a unidade';
      await page.goto('/');
      await promptBox(page).fill(prompt);
      await page.getByRole('button', { name: 'Criar primeiro vídeo' }).click();
      const modal = dialog(page);
      await modal.getByText('Falta só um passo para gerar seu primeiro vídeo grátis!').waitFor();

      await submitSignUp(modal, {
        name: 'Elisa Prado',
        email: uniqueEmail('signup'),
        password: PASSWORD,
      });
      await expectToast(page, 'Conta criada!');
      await page.waitForURL('**/dashboard');
      await modal.waitFor({ state: 'hidden' });
      assert.equal(await promptBox(page).inputValue(), prompt);
    });
  },
);

test('password reset: the e-mailed code sets a new password that signs in', TIMEOUT, async (t) => {
  await withPage(t, {}, async ({ page }) => {
    const email = uniqueEmail('reset');
    await createEmailUser(email, PASSWORD, 'Fábio Reis');
    await page.goto('/');
    const modal = await openLoginModal(page);
    await modal.getByLabel('E-mail').fill(email);
    await modal.getByRole('button', { name: 'Esqueci minha senha' }).click();
    // The modal keeps the page behind it hidden from assistive technology (toasts included), so
    // the confirmation that counts is the one inside it.
    await modal
      .getByRole('status')
      .getByText('E-mail enviado! Verifique sua caixa de entrada para redefinir sua senha.')
      .waitFor();

    const codes = (await oobCodesFor(email)).filter((c) => c.requestType === 'PASSWORD_RESET');
    assert.equal(codes.length, 1, 'one reset e-mail was sent');
    const newPassword = 'nova-senha-456';
    await resetPassword(codes[0]!.oobCode, newPassword);

    await submitSignIn(modal, { email, password: newPassword });
    await expectToast(page, 'Login realizado!');
    await page.waitForURL('**/dashboard');
  });
});

test(
  'wrong password, existing e-mail and weak password show the mapped pt-BR messages',
  TIMEOUT,
  async (t) => {
    await withPage(t, { allowConsoleErrors: [EXPECTED_400] }, async ({ page }) => {
      const email = uniqueEmail('bad');
      await createEmailUser(email, PASSWORD, 'Gabi Nunes');
      await page.goto('/');
      const modal = await openLoginModal(page);

      await submitSignIn(modal, { email, password: 'senha-errada-000' });
      await modal.getByRole('alert').getByText('Senha incorreta. Tente novamente.').waitFor();

      await submitSignUp(modal, { name: 'Gabi Nunes', email, password: PASSWORD });
      await modal
        .getByRole('alert')
        .getByText('Este e-mail já está em uso. Entre na sua conta ou use outro e-mail.')
        .waitFor();

      await submitSignUp(modal, {
        name: 'Gabi Nunes',
        email: uniqueEmail('weak'),
        password: '123',
      });
      await modal
        .getByRole('alert')
        .getByText('A senha deve ter pelo menos 6 caracteres.')
        .waitFor();
      assert.equal(new URL(page.url()).pathname, '/', 'still on the landing, signed out');
    });
  },
);

test("a network failure shows 'Falha na conexão. Verifique sua internet.'", TIMEOUT, async (t) => {
  await withPage(
    t,
    // The identity toolkit call is aborted on purpose; Chromium logs the failed request.
    { allowConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/] },
    async ({ context, page }) => {
      await page.goto('/');
      const modal = await openLoginModal(page);
      await context.route('**/identitytoolkit.googleapis.com/**', (route) =>
        route.abort('internetdisconnected'),
      );
      await submitSignIn(modal, { email: uniqueEmail('offline'), password: PASSWORD });
      await page.getByText('Falha na conexão. Verifique sua internet.').first().waitFor();
    },
  );
});

test('the login modal and /auth: no serious axe violation, screenshots', TIMEOUT, async (t) => {
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/');
    await openLoginModal(page);
    const modalAxe = await runAxe(page);
    t.diagnostic(`axe login modal: ${formatCounts(modalAxe)}`);
    await screenshotBothWidths(page, 'login-modal');

    await page.goto('/auth');
    await page
      .getByRole('button', { name: /Google/ })
      .first()
      .waitFor();
    const authAxe = await runAxe(page);
    t.diagnostic(`axe /auth: ${formatCounts(authAxe)}`);
    await screenshotBothWidths(page, 'auth', { fullPage: true });

    assert.deepEqual(modalAxe.blocking, [], 'no serious or critical violation in the login modal');
    assert.deepEqual(authAxe.blocking, [], 'no serious or critical violation on /auth');
  });
});
