import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, test } from 'node:test';
import type { AspectRatio, TicketDto, VideoDto } from '@cena/contracts';
import type { Page } from 'playwright-core';
import { type Account, accountWithRole, api, sql } from './support/admin';
import { withPage } from './support/browser';
import { waitForSamples } from './support/samples';
import { SCREENSHOT_DIR } from './support/screenshots';
import { PASSWORD, submitSignIn } from './support/ui';
import { formatWidthReport, settleWidth } from './support/widths';

// Issue #26 item 9: on a phone (360 and 390 px) no page of the customer app is wider than the
// screen, signed out and signed in with data (support tickets with subjects that do not wrap,
// videos of every shape, a full community gallery); the carousels' dots stay on one line and
// no text asks a touch screen to hover with a mouse.

const TIMEOUT = { timeout: 600_000 };
const WIDTHS = [360, 390] as const;
const HEIGHT = 780;

/** One word with no place to break, as long as a subject may be (140 characters). */
const LONG_WORD_SUBJECT = `Socorro${'a'.repeat(120)}!!!`.slice(0, 140);
const LONG_URL_SUBJECT =
  'https://www.instagram.com/padariapaodourado/reel/C9xYzAbCdEfGhIjKlMnOpQrStUvWx/?igsh=MWQ1ZGUxMzBkMw==';
/** A title with no space, in the my-videos list and the player. */
const LONG_TITLE = 'PromoçãoDeSábadoNaPadariaPãoDouradoComSonhoDeCremeQuentinho';
/** How many public videos the community gallery gets: more than it shows (20). */
const GALLERY_VIDEOS = 24;
/** The carousels show at most this many dots, on one line. */
const MAX_DOTS = 7;

/** The customer app's public pages (spec §2), and one that does not exist. */
const PUBLIC_ROUTES = [
  '/',
  '/old-home',
  '/comida',
  '/auth',
  '/obrigado',
  '/cancelado',
  '/safari-help',
  '/privacidade',
  '/exclusao-dados',
  '/pagina-que-nao-existe',
];
/** Login-required pages (signed out they show the sign-in page in place). */
const PRIVATE_ROUTES = [
  '/dashboard',
  '/dashboard/my-videos',
  '/analytics',
  '/subscription',
  '/subscribe',
  '/checkout?product=pro_monthly',
  '/checkout?product=credits_100',
  '/payments',
  '/comprar-creditos',
  '/ajuda',
  '/minha-marca',
];

interface Data {
  customer: Account;
  videos: VideoDto[];
  tickets: TicketDto[];
}
let data: Data;

async function renderVideo(owner: Account, aspectRatio: AspectRatio, title: string) {
  const created = await api<VideoDto>(owner, '/api/generate', {
    method: 'POST',
    body: {
      prompt: 'Padaria Pão Dourado: sonho de creme quentinho a R$ 5,00 neste sábado',
      title,
      duration: 4,
      mode: 'text',
      aspectRatio,
    },
  });
  assert.equal(created.status, 202, JSON.stringify(created.body));
  return created.body.id;
}

async function completed(owner: Account, id: string): Promise<VideoDto> {
  const deadline = Date.now() + 360_000;
  for (;;) {
    const { body } = await api<VideoDto>(owner, `/api/videos/${id}`);
    if (body.status === 'completed') return body;
    assert.notEqual(body.status, 'failed', `the render of ${id} failed`);
    assert.ok(Date.now() < deadline, `video ${id} still ${body.status} after 6 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

before(async () => {
  const customer = await accountWithRole('user', 'Marina Costa');
  await sql(`UPDATE users SET plan = 'pro', credit_balance = 1000 WHERE id = $1`, [customer.id]);
  // One render of each shape, queued together.
  const ids = [
    await renderVideo(customer, '16:9', 'Sonho de creme'),
    await renderVideo(customer, '9:16', LONG_TITLE),
    await renderVideo(customer, '1:1', 'Pão de queijo'),
  ];
  const videos: VideoDto[] = [];
  for (const id of ids) videos.push(await completed(customer, id));
  // A full community gallery: another account's copies of a render, public and approved.
  const neighbour = await accountWithRole('user', 'Joana Vizinha');
  await sql(
    `INSERT INTO videos (user_id, mode, status, prompt, title, duration_s, aspect_ratio, tone,
                         soundtrack, cost_credits, video_key, thumbnail_key, is_public,
                         community_opt_in, approved_at, completed_at)
     SELECT $3::uuid, v.mode, 'completed', v.prompt || ' #' || n, v.title, v.duration_s,
            v.aspect_ratio, v.tone, v.soundtrack, 0, v.video_key, v.thumbnail_key, true, true,
            now(), now() - n * interval '1 minute'
       FROM videos v, generate_series(1, $2::int) n
      WHERE v.id = $1`,
    [ids[0], GALLERY_VIDEOS, neighbour.id],
  );
  const tickets: TicketDto[] = [];
  for (const subject of [LONG_WORD_SUBJECT, LONG_URL_SUBJECT, 'Meu vídeo falhou']) {
    const created = await api<TicketDto>(customer, '/api/tickets', {
      method: 'POST',
      body: {
        subject,
        message: `Não consigo baixar: ${LONG_URL_SUBJECT}${'x'.repeat(60)}`,
        videoId: videos[1].id,
      },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    tickets.push(created.body);
  }
  data = { customer, videos, tickets };
});

/** Scrolls to the end and back so lazy sections, images and observers have run. */
async function visitWholePage(page: Page): Promise<void> {
  for (let i = 0; i < 12; i += 1) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(120);
    if (done) break;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The route has drawn its content: no session spinner, a heading, no loading spinner left. */
async function pageReady(page: Page, route: string): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('.animate-spin'), undefined, {
    timeout: 20_000,
  });
  await page.locator('h1, h2').first().waitFor();
  if (['/', '/old-home', '/comida'].includes(route)) await visitWholePage(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Every carousel's dots: at most MAX_DOTS, one of them current, all on one line. */
async function dotsProblems(page: Page, where: string): Promise<string[]> {
  const problems: string[] = [];
  for (const group of await page.getByTestId('carousel-dots').all()) {
    const dots = await group.getByRole('button').evaluateAll((buttons) =>
      buttons.map((b) => ({
        top: Math.round(b.getBoundingClientRect().top),
        current: b.getAttribute('aria-current') === 'true',
      })),
    );
    if (dots.length > MAX_DOTS) problems.push(`${where}: ${dots.length} dots in one carousel`);
    if (dots.filter((d) => d.current).length !== 1) problems.push(`${where}: not one current dot`);
    if (new Set(dots.map((d) => d.top)).size > 1) problems.push(`${where}: the dots wrap`);
  }
  return problems;
}

/** Visits each route at this width; what does not fit, described. */
async function checkRoutes(page: Page, routes: string[], width: number): Promise<string[]> {
  const problems: string[] = [];
  await page.setViewportSize({ width, height: HEIGHT });
  for (const route of routes) {
    const where = `${route} at ${width} px`;
    await page.goto(route);
    await pageReady(page, route);
    const report = await settleWidth(page);
    if (report.scrollWidth > report.viewport) problems.push(formatWidthReport(where, report));
    problems.push(...(await dotsProblems(page, where)));
    const text = await page.evaluate(() => document.body.innerText);
    const mouse = /[^.]*\bmouse\b[^.]*/i.exec(text);
    if (mouse) problems.push(`${where}: a text asks a phone for a mouse: "${mouse[0].trim()}"`);
  }
  return problems;
}

/**
 * A review screenshot: the whole page, one part of it (`selector`, clipped from the whole page
 * scrolled to the top, so the sticky header stays above it) or the screen as it is (`screen`).
 */
async function phoneShot(
  page: Page,
  name: string,
  { selector, screen = false }: { selector?: string; screen?: boolean } = {},
): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const file = path.join(SCREENSHOT_DIR, `phone-${name}-${width}.png`);
  if (!screen) await page.evaluate(() => window.scrollTo(0, 0));
  const clip = selector
    ? await page.locator(selector).evaluate((el) => {
        const box = el.getBoundingClientRect();
        return { x: 0, y: box.top + window.scrollY, width: window.innerWidth, height: box.height };
      })
    : undefined;
  await page.screenshot({ path: file, fullPage: !screen, clip, animations: 'disabled' });
}

test('signed out, no page is wider than a 360 or 390 px phone', TIMEOUT, async (t) => {
  await waitForSamples(7, 300_000);
  await withPage(t, { viewport: { width: 390, height: HEIGHT } }, async ({ page }) => {
    const failures: string[] = [];
    for (const width of WIDTHS) {
      failures.push(...(await checkRoutes(page, [...PUBLIC_ROUTES, ...PRIVATE_ROUTES], width)));
    }
    await page.setViewportSize({ width: 390, height: HEIGHT });
    await page.goto('/');
    await pageReady(page, '/');
    await page.locator('#galeria').scrollIntoViewIfNeeded();
    await page.getByTestId('carousel-dots').last().waitFor();
    await phoneShot(page, 'landing-gallery', { selector: '#galeria' });
    assert.equal(failures.length, 0, `\n${failures.join('\n')}`);
  });
});

test('signed in with data, no page is wider than a 360 or 390 px phone', TIMEOUT, async (t) => {
  await withPage(t, { viewport: { width: 390, height: HEIGHT } }, async ({ page }) => {
    await page.goto('/auth');
    await submitSignIn(page.locator('main'), { email: data.customer.email, password: PASSWORD });
    await page.waitForURL('**/dashboard');
    const routes = [
      ...PRIVATE_ROUTES,
      ...data.tickets.map((ticket) => `/ajuda/${ticket.id}`),
      ...data.videos.map((video) => `/dashboard/my-videos?video=${video.id}`),
      ...PUBLIC_ROUTES,
    ];
    const failures: string[] = [];
    for (const width of WIDTHS) failures.push(...(await checkRoutes(page, routes, width)));

    await page.setViewportSize({ width: 390, height: HEIGHT });
    await page.goto('/ajuda');
    await page.getByTestId('ticket-row').first().waitFor();
    await phoneShot(page, 'ajuda');
    await page.goto(`/ajuda/${data.tickets[1].id}`);
    await page.getByRole('heading', { level: 1, name: LONG_URL_SUBJECT }).waitFor();
    await phoneShot(page, 'ajuda-ticket');
    await page.goto('/dashboard/my-videos');
    await pageReady(page, '/dashboard/my-videos');
    await phoneShot(page, 'my-videos');
    await page.goto(`/dashboard/my-videos?video=${data.videos[1].id}`);
    await page.getByTestId('player-video').waitFor();
    await phoneShot(page, 'my-videos-player-9x16', { screen: true });
    assert.equal(failures.length, 0, `\n${failures.join('\n')}`);
  });
});
