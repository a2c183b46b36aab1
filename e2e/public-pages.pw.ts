import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withPage } from './support/browser';
import { newGoogleAccount } from './support/emulator';
import { screenshotBothWidths } from './support/screenshots';
import { signInWithGoogleHook } from './support/ui';

const TIMEOUT = { timeout: 90_000 };

test('an unknown path shows Page Not Found', TIMEOUT, async (t) => {
  await withPage(t, {}, async ({ page }) => {
    const path = `/caminho-que-nao-existe-${Date.now()}`;
    await page.goto(path);
    await page.getByText('Page Not Found').waitFor();
    assert.equal(new URL(page.url()).pathname, path);
  });
});

test('/privacidade and /exclusao-dados are public LGPD pages', TIMEOUT, async (t) => {
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/privacidade');
    await page.getByRole('heading', { level: 1 }).waitFor();
    assert.match(await page.locator('main').innerText(), /LGPD|Lei Geral de Proteção de Dados/);
    await screenshotBothWidths(page, 'privacidade', { fullPage: true });

    await page.goto('/exclusao-dados');
    await page.getByRole('heading', { level: 1 }).waitFor();
    assert.match(await page.locator('main').innerText(), /exclus/i);
  });
});

test('a login-required route shows the sign-in page to a visitor', TIMEOUT, async (t) => {
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Continuar com Google' }).waitFor();
    await page.getByRole('tab', { name: 'Entrar', exact: true }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/dashboard');

    // Signing in on that page keeps the visitor where they were going, not /dashboard.
    await page.goto('/comprar-creditos');
    await page.getByRole('button', { name: 'Continuar com Google' }).waitFor();
    await signInWithGoogleHook(page, newGoogleAccount('Rafael Souza'));
    await page.getByRole('heading', { name: 'Comprar créditos', level: 1 }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/comprar-creditos');
  });
});
