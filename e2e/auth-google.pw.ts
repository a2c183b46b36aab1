import assert from 'node:assert/strict';
import { test } from 'node:test';
import pg from 'pg';
import { withPage } from './support/browser';
import { newGoogleAccount } from './support/emulator';
import { databaseUrl } from './support/env';
import { dialog, expectToast, openLoginModal, signInWithGoogleHook } from './support/ui';

const TIMEOUT = { timeout: 120_000 };
/** Google's own hosts: the popup path loads its script from there, which offline cannot work. */
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
        t.diagnostic(
          `modal error: ${(await modal.innerText()).replace(/\s+/g, ' ').slice(0, 300)}`,
        );
        await modal.getByText('Falha na conexão. Verifique sua internet.').first().waitFor();

        await retry.click();
        await page.waitForLoadState();
        const storage = await page.evaluate(() => ({
          firebaseKeys: Object.keys(localStorage).filter((k) =>
            k.toLowerCase().includes('firebase'),
          ),
          unrelated: localStorage.getItem('e2e-unrelated'),
          session: sessionStorage.length,
        }));
        assert.deepEqual(storage.firebaseKeys, [], "the identity provider's keys are gone");
        assert.equal(storage.unrelated, 'keep', 'other keys stay');
        assert.equal(storage.session, 0, 'sessionStorage is cleared');
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
      await expectToast(page, 'Login realizado!');
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
      assert.equal(new URL(page.url()).pathname, '/dashboard', 'the session survives a reload');
      assert.equal(
        (await page.getByText('Carregando...').count()) + (await dialog(page).count()),
        0,
      );
    });
  },
);

test(
  "the test login button appears (ENABLE_TEST_LOGIN) and shows 'Login de teste realizado!'",
  TIMEOUT,
  async (t) => {
    await withPage(t, {}, async ({ page }) => {
      await page.goto('/');
      const button = page.getByRole('button', { name: /login de teste/i });
      await button.waitFor();
      await button.click();
      await expectToast(page, 'Login de teste realizado!');
    });
  },
);
