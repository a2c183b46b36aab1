import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatCounts, runAxe } from './support/axe';
import { MOBILE, withPage } from './support/browser';
import { newGoogleAccount } from './support/emulator';
import { screenshotBothWidths } from './support/screenshots';
import { expectToast, promptBox, signInWithGoogleHook } from './support/ui';

const TIMEOUT = { timeout: 180_000 };
/** The refused generate answers 400: the browser logs the failed request, on purpose here. */
const REFUSED_GENERATE = /status of 400/;

test(
  "a style chip asks for the business's details before it fills the box; a slot is never charged",
  TIMEOUT,
  async (t) => {
    // A phone: the chips sit below the generator card there.
    const options = { viewport: MOBILE, allowConsoleErrors: [REFUSED_GENERATE] };
    await withPage(t, options, async ({ page }) => {
      await page.goto('/');
      await signInWithGoogleHook(page, newGoogleAccount('Rita Moraes'));
      await page.waitForURL('**/dashboard');
      await page.getByTestId('credit-balance').getByText('20').waitFor();
      // The welcome toast would cover the form in the screenshots.
      await page
        .getByText('Conta criada!', { exact: true })
        .waitFor({ state: 'hidden', timeout: 10_000 });
      const typed = 'Cantina da Nona: massa fresca feita na hora';
      await promptBox(page).fill(typed);

      // The chip opens its form; the name comes from the prompt, the box is not touched yet.
      const chip = page.getByRole('button', { name: 'Restaurante', exact: true });
      await chip.click();
      assert.equal(await chip.getAttribute('aria-expanded'), 'true');
      const form = page.getByRole('form', { name: 'Modelo: Restaurante' });
      const name = form.getByRole('textbox', { name: 'Nome do restaurante' });
      const price = form.getByRole('textbox', { name: 'Preço do prato do dia' });
      const whatsapp = form.getByRole('textbox', { name: 'Número do WhatsApp' });
      assert.equal(await name.inputValue(), 'Cantina da Nona');
      assert.equal(await promptBox(page).inputValue(), typed);

      // A blank field blocks the form, says so, and leaves the box as it was.
      await form.getByRole('button', { name: 'Usar este texto' }).click();
      await form.getByRole('alert').getByText('Preencha todos os campos para usar este modelo.');
      assert.equal(await price.getAttribute('aria-invalid'), 'true');
      assert.equal(await promptBox(page).inputValue(), typed);
      await screenshotBothWidths(page, 'style-chip-missing', {
        ready: (p) => p.getByRole('form', { name: 'Modelo: Restaurante' }).scrollIntoViewIfNeeded(),
      });
      await price.fill('32,90');
      await whatsapp.fill('(11) 98888-1234');
      await screenshotBothWidths(page, 'style-chip-form', {
        ready: (p) => p.getByRole('form', { name: 'Modelo: Restaurante' }).scrollIntoViewIfNeeded(),
      });
      const axe = await runAxe(page);
      t.diagnostic(`axe style form: ${formatCounts(axe)}`);
      assert.deepEqual(axe.blocking, [], 'no serious or critical violation with the form open');

      // Given every slot, the box holds ad copy in the customer's words, with no bracket left.
      await form.getByRole('button', { name: 'Usar este texto' }).click();
      await form.waitFor({ state: 'detached' });
      const filled = await promptBox(page).inputValue();
      assert.equal(
        filled,
        'Cantina da Nona: prato do dia a R$ 32,90, de segunda a sexta. Reserve pelo WhatsApp (11) 98888-1234',
      );
      assert.doesNotMatch(filled, /[[\]]/);
      // The focus waits in the filled box, scrolled into view from the chips below it.
      assert.equal(await promptBox(page).evaluate((box) => box === document.activeElement), true);
      await page.waitForFunction(() => {
        const box = document.querySelector('textarea')?.getBoundingClientRect();
        return !!box && box.top >= 0 && box.bottom <= window.innerHeight;
      });
      await screenshotBothWidths(page, 'style-chip-filled');

      // A slot typed by hand is refused by the server before anything is charged. On the way,
      // the assistant's proposal is held back: the button to skip it stays where it was when
      // the proposal arrives, rather than sliding away from a finger about to tap it.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/refine-prompt', async (route) => {
        await held;
        await route.continue();
      });
      await promptBox(page).fill('Vídeo para [seu negócio]: oferta da semana');
      await page.getByRole('button', { name: 'Gerar vídeo', exact: true }).click();
      const skip = page.getByRole('button', { name: 'Gerar sem o assistente' });
      const whileLoading = await skip.boundingBox();
      release();
      await page.getByText(/^Proposta 1 de 1$/).waitFor();
      assert.deepEqual(await skip.boundingBox(), whileLoading);
      await page.unroute('**/api/refine-prompt');
      await skip.click();
      await expectToast(page, 'Erro na geração');
      await page
        .getByText('Troque [seu negócio] pelos dados do seu negócio antes de criar o vídeo.')
        .first()
        .waitFor();
      await page.reload();
      await page.getByTestId('credit-balance').getByText('20').waitFor();
    });
  },
);
