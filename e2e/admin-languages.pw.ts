import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { accountWithRole, adminShot, signInToAdmin } from './support/admin';
import { withPage } from './support/browser';

// The back office in each of its languages: the staff member picks one in the app bar, every
// label of the screen changes (menu, dashboard), the page's lang follows, the choice survives a
// reload, and the longest language still fits a phone.

const TIMEOUT = { timeout: 180_000 };
const MESSAGES = path.resolve(import.meta.dirname, '../admin/src/i18n');

/** The language menu's entries, as the app bar lists them (admin/src/i18n/messages.ts). */
const LANGUAGES = [
  { locale: 'en-US', name: 'English (US)' },
  { locale: 'es-ES', name: 'Español (España)' },
  { locale: 'fr-FR', name: 'Français (France)' },
  { locale: 'de-DE', name: 'Deutsch (Deutschland)' },
] as const;

interface Tree {
  [key: string]: string | Tree;
}

/** A message of a locale's files, by dotted key; a plural message's `form` (0 one, 1 other). */
function message(locale: string, file: string, key: string, form = 0): string {
  const tree = JSON.parse(
    readFileSync(path.join(MESSAGES, locale, `${file}.json`), 'utf8'),
  ) as Tree;
  const value = key.split('.').reduce<Tree | string>((node, part) => (node as Tree)[part], tree);
  assert.equal(typeof value, 'string', `${locale}/${file}.json has ${key}`);
  return (value as string).split(' |||| ')[form] ?? '';
}

test('an admin switches the back office to each language and back', TIMEOUT, async (t) => {
  const admin = await accountWithRole('admin', 'Lia Idiomas');
  await withPage(t, {}, async ({ page }) => {
    await signInToAdmin(page, admin.email);
    await page
      .getByRole('heading', { name: message('pt-BR', 'dashboard', 'dashboard.title') })
      .waitFor();
    let current = 'Português (Brasil)';
    for (const { locale, name } of LANGUAGES) {
      await page.getByRole('button', { name: current }).click();
      await page.getByRole('menuitem', { name }).click();
      current = name;
      const title = message(locale, 'dashboard', 'dashboard.title');
      const users = message(locale, 'users', 'resources.users.name', 1);
      assert.notEqual(users, message('pt-BR', 'users', 'resources.users.name', 1), locale);
      await page.getByRole('heading', { name: title }).waitFor();
      await page.getByRole('menuitem', { name: users }).waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.lang), locale);
    }

    // German, the longest, on the dashboard and the users list at both widths.
    await page.reload();
    await page
      .getByRole('heading', { name: message('de-DE', 'dashboard', 'dashboard.title') })
      .waitFor();
    await adminShot(page, 'dashboard-de');
    await page
      .getByRole('menuitem', { name: message('de-DE', 'users', 'resources.users.name', 1) })
      .click();
    await page.waitForURL('**/admin/users**');
    await page.getByText(admin.email).first().waitFor();
    await adminShot(page, 'users-list-de');

    await page.getByRole('button', { name: current }).click();
    await page.getByRole('menuitem', { name: 'Português (Brasil)' }).click();
    await page
      .getByRole('menuitem', { name: message('pt-BR', 'users', 'resources.users.name', 1) })
      .waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'pt-BR');
  });
});
