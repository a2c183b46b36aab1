// The product's screens as the tests drive them: roles, labels and the spec's pt-BR texts.
import type { Locator, Page } from 'playwright-core';

export const PASSWORD = 'senha-segura-123';

/** The open dialog (Radix renders one role=dialog at a time for our flows). */
export const dialog = (page: Page): Locator => page.getByRole('dialog');

/** Waits for a toast carrying this text. */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor();
}

/** Opens the login modal from the landing's top bar ('Entrar'). */
export async function openLoginModal(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true }).click();
  const modal = dialog(page);
  await modal.getByText('Login ou Cadastro').waitFor();
  return modal;
}
