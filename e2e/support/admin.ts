// The back office in browser tests: accounts with a role, the admin sign-in page, screenshots.
import assert from 'node:assert/strict';
import type { Role } from '@cena/contracts';
import type { Page } from 'playwright-core';
import pg from 'pg';
import { createEmailUser, uniqueEmail } from './emulator';
import { authEmulatorHost, baseUrl, databaseUrl } from './env';
import { screenshotBothWidths } from './screenshots';
import { PASSWORD } from './ui';

export async function sql<T = Record<string, unknown>>(
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

export interface Account {
  id: string;
  email: string;
  name: string;
  /** A fresh Firebase ID token (an hour's validity), for api calls outside the browser. */
  idToken: string;
}

async function signInRest(email: string): Promise<string> {
  const response = await fetch(
    `http://${authEmulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  const json = (await response.json()) as { idToken?: string };
  assert.ok(json.idToken, `emulator sign-in for ${email} answered ${response.status}`);
  return json.idToken;
}

/**
 * An e-mail/password account made outside the browser, synced with the api (as the customer app
 * does on first sign-in), then given its role in the database when it is not 'user'.
 */
export async function accountWithRole(role: Role, name: string): Promise<Account> {
  const email = uniqueEmail(role);
  await createEmailUser(email, PASSWORD, name);
  const idToken = await signInRest(email);
  const synced = await fetch(new URL('/api/auth/sync', baseUrl()), {
    method: 'POST',
    headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
    body: '{}',
  });
  assert.ok(synced.ok, `POST /api/auth/sync answered ${synced.status}`);
  const { user } = (await synced.json()) as { user: { id: string } };
  await sql('UPDATE users SET role = $2, display_name = $3 WHERE id = $1', [user.id, role, name]);
  return { id: user.id, email, name, idToken };
}

/** The api with an account's token; the parsed JSON body. */
export async function api<T>(
  account: Account,
  pathname: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(new URL(pathname, baseUrl()), {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${account.idToken}`,
      'content-type': 'application/json',
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** The back office's own sign-in page (react-admin), in pt-BR. */
export async function signInToAdmin(page: Page, email: string): Promise<void> {
  await page.goto('/admin/');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Senha/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForFunction(() => !location.pathname.endsWith('/login'));
}

/** Review screenshots of the back office, whole page, at 1280 px (the staff's desktop) and 390 px. */
export async function adminShot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(400);
  await screenshotBothWidths(page, `admin-${name}`, { fullPage: true });
}
