import assert from 'node:assert/strict';
import { test } from 'node:test';
import pg from 'pg';
import { withPage } from './support/browser';
import { screenshotBothWidths } from './support/screenshots';
import { newGoogleAccount } from './support/emulator';
import { databaseUrl } from './support/env';
import { dialog, expectToast, openLoginModal, signInWithGoogleHook } from './support/ui';

const TIMEOUT = { timeout: 120_000 };
/** Google's own hosts: the popup path loads its script from there, which offline cannot work. */
const GENERIC_GOOGLE_ERROR =
  'Erro de autenticação. Para Safari mobile: use Chrome ou desative modo privado.';
const NETWORK_ERROR = 'Falha na conexão. Verifique sua internet.';
const GOOGLE_HOST = /(^|\.)(google|googleapis|gstatic|googleusercontent)\.com$/;

test(
  "'Entrar com Google' offline ends in the modal's error and 'Limpar Cache e Tentar Novamente'",
  TIMEOUT,
  async (t) => {
    await withPage(
      t,
      {
        // The test cuts Google's hosts off on purpose: Chromium logs each refused script/frame.
        allowConsoleErrors: [
          /net::ERR_(INTERNET_DISCONNECTED|FAILED|BLOCKED_BY_CLIENT).*google|apis\.google\.com|gstatic\.com/,
        ],
      },
      async ({ context, page }) => {
        await context.route(
          (url) => GOOGLE_HOST.test(url.hostname),
          (route) => route.abort('internetdisconnected'),
        );
        await page.goto('/');
        const modal = await openLoginModal(page);
        await page.evaluate(() => {
          localStorage.setItem('firebase:e2e-leftover', '1');
          localStorage.setItem('e2e-unrelated', 'keep');
          sessionStorage.setItem('e2e-session', '1');
        });
        await modal.getByRole('button', { name: 'Entrar com Google' }).click();
        const retry = modal.getByRole('button', { name: 'Limpar Cache e Tentar Novamente' });
        await retry.waitFor({ timeout: 45_000 });
        const shown = (await modal.innerText()).replace(/\s+/g, ' ');
        t.diagnostic(`modal error: ${shown.slice(0, 200)}`);
        // The SDK reports the refused Google script as auth/internal-error (the generic message);
        // a refused identity call would be auth/network-request-failed. Either is the spec's text.
        assert.ok(
          [GENERIC_GOOGLE_ERROR, NETWORK_ERROR].some((text) => shown.includes(text)),
          `a Google sign-in message of spec section 8 is shown (got: ${shown.slice(0, 200)})`,
        );

        const reloaded = page.waitForEvent('load');
        await retry.click();
        await reloaded;
        // The modal opens again after the reload, ready for the new attempt.
        await dialog(page).getByRole('button', { name: 'Entrar com Google' }).waitFor();
        const storage = await page.evaluate(() => ({
          firebaseKeys: Object.keys(localStorage).filter((k) =>
            k.toLowerCase().includes('firebase'),
          ),
          unrelated: localStorage.getItem('e2e-unrelated'),
          session: sessionStorage.getItem('e2e-session'),
        }));
        assert.deepEqual(storage.firebaseKeys, [], "the identity provider's keys are gone");
        assert.equal(storage.unrelated, 'keep', 'other keys stay');
        assert.equal(storage.session, null, 'sessionStorage was cleared');
      },
    );
  },
);

test(
  'Google sign-in with an emulator credential lands on /dashboard signed in',
  TIMEOUT,
  async (t) => {
    await withPage(t, {}, async ({ page }) => {
      const account = newGoogleAccount('Diego Ramos');
      await page.goto('/');
      await signInWithGoogleHook(page, account);
      await page.waitForURL('**/dashboard');
      // A Google account's first sign-in creates the Cena account.
      await expectToast(page, 'Conta criada!');
      const client = new pg.Client({ connectionString: databaseUrl() });
      await client.connect();
      try {
        const { rows } = await client.query('SELECT display_name FROM users WHERE email = $1', [
          account.email,
        ]);
        assert.equal(rows.length, 1, 'the api knows the account (POST /api/auth/sync)');
      } finally {
        await client.end();
      }
      await page.reload();
      // After the session check ('Carregando...'), the dashboard shows the signed-in account.
      await page
        .getByRole('button', { name: /Diego Ramos/ })
        .first()
        .waitFor();
      assert.equal(new URL(page.url()).pathname, '/dashboard', 'the session survives a reload');
    });
  },
);

test(
  "the test login button appears (ENABLE_TEST_LOGIN) and shows 'Login de teste realizado!'",
  TIMEOUT,
  async (t) => {
    await withPage(t, {}, async ({ page }) => {
      await page.goto('/');
      const modal = await openLoginModal(page);
      const button = modal.getByRole('button', { name: 'Login de teste' });
      await button.waitFor();
      await button.click();
      await expectToast(page, 'Login de teste realizado!');
    });
    // The /old-home variant has it in its top bar too (spec 2), from 640 px up.
    await withPage(t, {}, async ({ page }) => {
      await page.goto('/old-home');
      const topBar = page.getByRole('banner');
      await topBar.getByRole('button', { name: 'Login de teste' }).waitFor();
      await screenshotBothWidths(page, 'old-home-top-bar');
      await topBar.getByRole('button', { name: 'Login de teste' }).click();
      await expectToast(page, 'Login de teste realizado!');
    });
  },
);
