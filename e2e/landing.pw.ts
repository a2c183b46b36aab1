import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatCounts, runAxe } from './support/axe';
import { withPage } from './support/browser';
import { translationOf } from './support/i18n';
import { screenshotBothWidths } from './support/screenshots';
import { promptBox } from './support/ui';

test('the landing shows its hero, has no serious axe violation, screenshots', async (t) => {
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Criar primeiro vídeo' }).waitFor();
    await page.getByText('Powered by AI').first().waitFor();
    assert.equal(await page.getAttribute('html', 'lang'), 'pt-BR');
    await page.getByText('0/500').waitFor();

    const axe = await runAxe(page);
    t.diagnostic(`axe landing: ${formatCounts(axe)}`);
    assert.deepEqual(axe.blocking, [], 'no serious or critical violation on the landing');

    await screenshotBothWidths(page, 'landing', { fullPage: true });
  });
});

test('600 pasted characters leave 500/500', async (t) => {
  await withPage(t, {}, async ({ context, page }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    const box = promptBox(page);
    const text = 'Padaria Pão Dourado com promoção de pão de queijo. '.repeat(12).slice(0, 600);
    assert.equal(text.length, 600);
    await page.evaluate((value) => navigator.clipboard.writeText(value), text);
    await box.click();
    await page.keyboard.press('Control+V');
    await page.getByText('500/500').waitFor();
    assert.equal(await box.inputValue(), text.slice(0, 500));
    // Typing more changes nothing: the limit is hard.
    await box.press('End');
    await page.keyboard.type('xyz');
    assert.equal((await box.inputValue()).length, 500);
    await page.getByText('500/500').waitFor();
  });
});

test('switching to en-US changes the texts and survives a reload', async (t) => {
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/');
    const createPt = 'Criar primeiro vídeo';
    const createEn = translationOf(createPt, 'en-US');
    assert.notEqual(createEn, createPt);
    await page.getByRole('button', { name: createPt }).waitFor();

    await page
      .getByRole('banner')
      .getByRole('button', { name: /idioma|language/i })
      .click();
    await page.getByRole('menuitemradio', { name: /English/ }).click();

    await page.getByRole('button', { name: createEn }).waitFor();
    assert.equal(await page.getByRole('button', { name: createPt }).count(), 0);
    assert.equal(await page.getAttribute('html', 'lang'), 'en-US');

    await page.reload();
    await page.getByRole('button', { name: createEn }).waitFor();
    assert.equal(await page.getAttribute('html', 'lang'), 'en-US');
    assert.equal(await page.getByRole('button', { name: createPt }).count(), 0);
  });
});
