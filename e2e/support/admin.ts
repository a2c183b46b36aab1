// The back office in browser tests: accounts with a role, the admin sign-in page, screenshots.
import assert from 'node:assert/strict';
import type { Role } from '@cena/contracts';
import type { Page } from 'playwright-core';
import pg from 'pg';
import { MOBILE } from './browser';
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

/**
 * At phone width the page is no wider than the phone (a wide table scrolls in its own box); else
 * fails naming the outermost elements that stick out.
 */
async function assertFitsWidth(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  const deadline = Date.now() + 2_000;
  while (!(await fits()) && Date.now() < deadline) await page.waitForTimeout(100);
  if (await fits()) return;
  // A string, so the bundler's helpers never reach the page.
  const outermost = await page.evaluate<string[]>(`[...document.querySelectorAll('body *')]
    .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
    .filter((e) => !(e.parentElement.getBoundingClientRect().right > window.innerWidth + 0.5))
    .slice(0, 5)
    .map((e) => e.tagName.toLowerCase() + '.' + [...e.classList].join('.') + ' right=' +
      Math.round(e.getBoundingClientRect().right))`);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.fail(`page ${scrollWidth} px wide at ${width} px: ${outermost.join('; ') || 'body'}`);
}

/**
 * Review screenshots of the back office, whole page, at 1280 px (the staff's desktop) and 390 px,
 * where the page must fit the phone's width.
 */
export async function adminShot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(400);
  await screenshotBothWidths(page, `admin-${name}`, {
    fullPage: true,
    ready: async (resized) => {
      if ((resized.viewportSize()?.width ?? 0) <= MOBILE.width) await assertFitsWidth(resized);
    },
  });
}
