// One Chromium per test file (node's runner gives each file its own process), one fresh context
// per test, and a page that fails its test on any uncaught error or console error.
import fs from 'node:fs';
import path from 'node:path';
import { after, type TestContext } from 'node:test';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { baseUrl, chromiumPath, repoDir, runDir } from './env';

/** Debian's Chromium, headless, with nothing that reaches the internet on its own. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 390, height: 844 };

/** The file's browsers, one per set of extra flags, each launched on first use. */
const browsers = new Map<string, Promise<Browser>>();

// Registered when the file loads, so it belongs to the file (root) and not to the first test.
after(async () => {
  for (const browser of browsers.values()) await (await browser).close();
});

/**
 * The file's browser (Playwright gives it a fresh --user-data-dir), launched on first use with
 * CHROMIUM_ARGS plus `extraArgs`; another set of extra flags is another browser.
 */
export function getBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  const key = JSON.stringify(extraArgs);
  let browser = browsers.get(key);
  if (!browser) {
    browser = chromium.launch({
      executablePath: chromiumPath(),
      headless: true,
      chromiumSandbox: false,
      args: [...CHROMIUM_ARGS, ...extraArgs],
      timeout: 30_000,
    });
    browsers.set(key, browser);
  }
  return browser;
}

export interface PageOptions {
  /**
   * Console errors this test provokes on purpose, each matched by a pattern; anything else logged
   * as an error (or thrown and not caught) fails the test. Give the reason beside each pattern.
   */
  allowConsoleErrors?: RegExp[];
  viewport?: { width: number; height: number };
  /** Navigator language; pt-BR is the product's default. */
  locale?: string;
  /**
   * Extra Chromium flags, e.g. `--host-resolver-rules` to reach the stack by another host name;
   * the page then runs in a browser launched with them.
   */
  browserArgs?: readonly string[];
  /** The origin relative paths resolve against, instead of the stack's E2E_BASE_URL. */
  baseUrl?: string;
  /** A phone: touch and a coarse pointer (`isMobile`, `hasTouch`), as on Android Chrome. */
  touch?: boolean;
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Absolute URL of a path on the e2e stack. */
  url: (pathname: string) => string;
}

/**
 * Runs `body` with a new context and page, then fails the test when the page logged an error
 * or threw one nobody caught. A failing test leaves a screenshot in the run's folder, .data/e2e/<id>/failures/.
 */
export async function withPage(
  t: TestContext,
  options: PageOptions,
  body: (session: Session) => Promise<void>,
): Promise<void> {
  const origin = options.baseUrl ?? baseUrl();
  const context = await (
    await getBrowser(options.browserArgs)
  ).newContext({
    baseURL: origin,
    viewport: options.viewport ?? DESKTOP,
    locale: options.locale ?? 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    ...(options.touch ? { isMobile: true, hasTouch: true } : {}),
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  const problems: string[] = [];
  const allowed = options.allowConsoleErrors ?? [];
  context.on('weberror', (error) =>
    problems.push(`uncaught: ${error.error().stack ?? error.error()}`),
  );
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = `${message.text()} (${message.location().url})`;
    if (!allowed.some((pattern) => pattern.test(text))) problems.push(`console.error: ${text}`);
  });
  const page = await context.newPage();
  const url = (pathname: string) => new URL(pathname, origin).toString();
  try {
    await body({ context, page, url });
  } catch (error) {
    await saveFailure(t, context);
    if (problems.length) t.diagnostic(`page errors before the failure:\n${problems.join('\n')}`);
    throw error;
  } finally {
    await context.close();
  }
  if (problems.length) {
    throw new Error(`The page logged ${problems.length} error(s):\n${problems.join('\n')}`);
  }
}

async function saveFailure(t: TestContext, context: BrowserContext): Promise<void> {
  const dir = path.join(runDir(), 'failures');
  fs.mkdirSync(dir, { recursive: true });
  const pages = context.pages();
  for (const [index, page] of pages.entries()) {
    const name = `${t.name.replace(/[^\w-]+/g, '_').slice(0, 80)}${index ? `-${index}` : ''}.png`;
    const file = path.join(dir, name);
    await page.screenshot({ path: file, fullPage: false }).catch(() => undefined);
    t.diagnostic(`screenshot of the failure: ${path.relative(repoDir, file)} (${page.url()})`);
  }
}

/**
 * Holds back the app's code (its start chunk) until the returned function is called: the page is
 * its prerendered HTML alone until then, as on a slow phone on a slow network.
 */
export async function holdAppCode(context: BrowserContext): Promise<() => void> {
  let arrive = () => undefined as void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  await context.route('**/assets/start-*.js', async (route) => {
    await arrived;
    await route.continue();
  });
  return arrive;
}
