import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { DEFAULT_LOCALE, LOCALES } from '../admin/src/i18n/locales';
import { SECTIONS } from '../admin/src/section-names';
import { accountWithRole, adminShot, signInToAdmin } from './support/admin';
import { withPage } from './support/browser';

// The back office in each of its languages: the staff member picks one in the app bar, every
// label of the screen changes (menu, dashboard), the page's lang follows, the choice survives a
// reload, and the longest language still fits a phone.

const TIMEOUT = { timeout: 180_000 };
const MESSAGES = path.resolve(import.meta.dirname, '../admin/src/i18n');

/** The language menu's entries after the default, as the app bar lists them. */
const LANGUAGES = LOCALES.filter(({ locale }) => locale !== DEFAULT_LOCALE);
const DEFAULT_NAME = LOCALES.find(({ locale }) => locale === DEFAULT_LOCALE)!.name;

interface Tree {
  [key: string]: string | Tree;
}

const files = new Map<string, Tree>();

/** A message of a locale's files, by dotted key; a plural message's `form` (0 one, 1 other). */
function message(locale: string, file: string, key: string, form = 0): string {
  const filePath = path.join(MESSAGES, locale, `${file}.json`);
  let tree = files.get(filePath);
  if (!tree) {
    tree = JSON.parse(readFileSync(filePath, 'utf8')) as Tree;
    files.set(filePath, tree);
  }
  const value = key.split('.').reduce<Tree | string>((node, part) => (node as Tree)[part], tree);
  assert.equal(typeof value, 'string', `${locale}/${file}.json has ${key}`);
  const forms = (value as string).split(' |||| ');
  return forms[form] ?? forms[0];
}

test('an admin switches the back office to each language and back', TIMEOUT, async (t) => {
  const admin = await accountWithRole('admin', 'Lia Idiomas');
  await withPage(t, {}, async ({ page }) => {
    await signInToAdmin(page, admin.email);
    await page
      .getByRole('heading', { name: message('pt-BR', 'dashboard', 'dashboard.title') })
      .waitFor();
    let current: string = DEFAULT_NAME;
    for (const { locale, name } of LANGUAGES) {
      await page.getByRole('button', { name: current }).click();
      // The menu grows in: under load a click while it still moves can land on its neighbour.
      await page.waitForFunction(() => {
        const paper = document.querySelector('[role="menu"]')?.parentElement;
        return paper ? getComputedStyle(paper).transform === 'none' : false;
      });
      await page.getByRole('menuitem', { name }).click();
      current = name;
      const title = message(locale, 'dashboard', 'dashboard.title');
      const users = message(locale, 'users', 'resources.users.name', 1);
      assert.notEqual(users, message('pt-BR', 'users', 'resources.users.name', 1), locale);
      await page.getByRole('heading', { name: title }).waitFor();
      await page.getByRole('menuitem', { name: users }).waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.lang), locale);
    }

    // German, the longest, kept across a reload: every screen at both widths (adminShot fails a
    // screen wider than the phone).
    await page.reload();
    await page
      .getByRole('heading', { name: message('de-DE', 'dashboard', 'dashboard.title') })
      .waitFor();
    await adminShot(page, 'dashboard-de');
    for (const section of SECTIONS) {
      const label = message('de-DE', section, `resources.${section}.name`, 1);
      await page.getByRole('menuitem', { name: label, exact: true }).click();
      await page.waitForURL(`**/admin/${section}**`);
      await page.locator('#react-admin-title').getByText(label, { exact: true }).waitFor();
      await adminShot(page, `${section}-de`);
    }

    await page.getByRole('button', { name: current }).click();
    await page.getByRole('menuitem', { name: DEFAULT_NAME }).click();
    await page
      .getByRole('menuitem', { name: message('pt-BR', 'users', 'resources.users.name', 1) })
      .waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'pt-BR');
  });
});
