// The product's screens as the tests drive them: roles, labels and the spec's pt-BR texts.
import type { Plan } from '@cena/contracts';
import type { Locator, Page } from 'playwright-core';

export const PASSWORD = 'senha-segura-123';

/** The open dialog (Radix renders one role=dialog at a time for our flows). */
export const dialog = (page: Page): Locator => page.getByRole('dialog');

/** Waits for a toast (Radix, one at a time) whose title is this text. */
export async function expectToast(page: Page, text: string): Promise<void> {
  // Radix's viewport is a region named after its hotkey, 'Notificações (F8)' in pt-BR.
  const toasts = page.getByRole('region', { name: /\(F8\)/ });
  await toasts.getByText(text, { exact: true }).first().waitFor();
}

/** Opens the login modal from the landing's top bar ('Entrar'). */
export async function openLoginModal(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true }).click();
  const modal = dialog(page);
  await modal.getByText('Login ou Cadastro').waitFor();
  return modal;
}

/** The generator card's description box on the landing. */
export const promptBox = (page: Page): Locator =>
  page.getByRole('textbox', { name: 'Descreva seu vídeo' });

/** The drop-or-click area of the generator card's image tab. */
export const imageDropZone = (page: Page): Locator =>
  page.getByRole('button', { name: /^Arraste uma imagem aqui/ });

/**
 * Opens the image tab of a signed-in page's generator card once the page knows the account's
 * plan. Before that the drop area decides for a plan it has not read: it offers the upgrade while
 * the session is being restored and the file picker while the plan loads, whatever the plan.
 */
export async function openImageTabAs(page: Page, plan: Plan): Promise<Locator> {
  await page.getByRole('tab', { name: 'Imagem em vídeo' }).click();
  // The avatar: the session is restored (and stays so), so the 'Recurso Pro' mark now follows
  // the plan alone; it is also shown while restoring, hence this first.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Menu da conta de / })
    .waitFor();
  const dropZone = imageDropZone(page);
  const proOnly = 'Recurso Pro';
  await (
    plan === 'basic'
      ? dropZone.filter({ hasText: proOnly })
      : dropZone.filter({ hasNotText: proOnly })
  ).waitFor();
  return dropZone;
}

/** The account as the Google hook signs it in: a verified e-mail and a name for the initials. */
export interface GoogleAccount {
  email: string;
  name: string;
  sub: string;
}

/**
 * Signs in through the app's own Google path with an emulator credential (the popup cannot run
 * offline): `window.__cenaAuth.signInWithGoogleCredential`, exposed only on the emulator.
 * Resolves once the app has synced the account with the api.
 */
export async function signInWithGoogleHook(page: Page, account: GoogleAccount): Promise<void> {
  await page.waitForFunction(() => 'signInWithGoogleCredential' in (window.__cenaAuth ?? {}));
  const synced = page.waitForResponse(
    (r) => r.url().endsWith('/api/auth/sync') && r.request().method() === 'POST',
  );
  await page.evaluate(
    (json) => window.__cenaAuth!.signInWithGoogleCredential(json),
    JSON.stringify({
      sub: account.sub,
      email: account.email,
      email_verified: true,
      name: account.name,
    }),
  );
  const response = await synced;
  if (!response.ok()) throw new Error(`POST /api/auth/sync answered ${response.status()}`);
}

declare global {
  interface Window {
    __cenaAuth?: { signInWithGoogleCredential(idTokenJson: string): Promise<unknown> };
  }
}

export interface Credentials {
  email: string;
  password: string;
}

/** Fills the modal's (or /auth's) e-mail sign-in form and submits it. */
export async function submitSignIn(
  scope: Locator,
  { email, password }: Credentials,
): Promise<void> {
  await scope.getByRole('tab', { name: 'Entrar', exact: true }).click();
  await scope.getByLabel('E-mail').fill(email);
  await scope.getByLabel('Senha', { exact: true }).fill(password);
  await scope.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** Fills the sign-up form (name, e-mail, password) and submits it. */
export async function submitSignUp(
  scope: Locator,
  { name, email, password }: Credentials & { name: string },
): Promise<void> {
  await scope.getByRole('tab', { name: /Criar conta|Cadastr/ }).click();
  await scope.getByLabel('Nome').fill(name);
  await scope.getByLabel('E-mail').fill(email);
  await scope.getByLabel('Senha', { exact: true }).fill(password);
  await scope.getByRole('button', { name: /Criar conta|Cadastrar/ }).click();
}

/**
 * Picks a language with the top bar's switcher, from Portuguese: a native select named 'Idioma'.
 * selectOption waits for the select: the header may render it again (as the signed-in account's
 * settings arrive) between a test's last look and this call.
 */
export async function switchLanguage(page: Page, languageName: string): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('combobox', { name: 'Idioma' })
    .selectOption({ label: languageName });
}
