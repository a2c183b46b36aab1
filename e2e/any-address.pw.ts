import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { withPage } from './support/browser';
import { createEmailUser, uniqueEmail } from './support/emulator';
import { baseUrl } from './support/env';
import { screenshotBothWidths } from './support/screenshots';
import {
  expectToast,
  openLoginModal,
  PASSWORD,
  promptBox,
  submitSignIn,
  submitSignUp,
} from './support/ui';

// Issue 26: Cena works at whatever address it is reached. Chromium resolves a second host name
// to the loopback, and a new customer does everything there: signs up (the Auth Emulator through
// the api's own origin), makes a video and plays it from that host, and buys credits in the
// sandbox checkout, never sent to localhost or the emulator's own port.

const TIMEOUT = { timeout: 240_000 };
const HOST = 'cena.test';
/** Another name for the same stack, as a phone on the LAN would use (a name, not an IP: the
 * resolver rules map names; an IP literal never reaches them). */
const LAN_HOST = 'lan.cena.test';
const PROMPT = 'Sorveteria Gelato Bom: casquinha de pistache a R$ 7,00 neste domingo';

const port = () => new URL(baseUrl()).port;
const originOf = (host: string) => `http://${host}:${port()}`;
const hostBrowser = {
  browserArgs: [`--host-resolver-rules=MAP ${HOST} 127.0.0.1, MAP ${LAN_HOST} 127.0.0.1`],
};

/**
 * Every URL the context's pages request or navigate to, so the test can say none left the host
 * (the stack itself answers on localhost, and the emulator on its own port).
 */
function recordAddresses(page: Page): { requests: string[]; navigations: string[] } {
  const seen = { requests: [] as string[], navigations: [] as string[] };
  const context = page.context();
  context.on('request', (request) => seen.requests.push(request.url()));
  const watch = (p: Page) =>
    p.on('framenavigated', (frame) => {
      if (frame === p.mainFrame()) seen.navigations.push(frame.url());
    });
  watch(page);
  context.on('page', watch);
  return seen;
}

/** The network URLs (http, https, ws) among `urls` whose origin is not `origin`. */
function elsewhere(urls: string[], origin: string): string[] {
  return urls.filter((url) => /^(?:https?|wss?):/.test(url) && new URL(url).origin !== origin);
}

/** The credits the /comprar-creditos page reads out ('Seu saldo: N créditos'). */
async function balanceOnBuyPage(page: Page): Promise<number> {
  const balance = page.getByTestId('credit-balance');
  await balance.getByText(/Seu saldo: \d+ créditos/).waitFor();
  return Number(/Seu saldo: (\d+) créditos/.exec(await balance.innerText())![1]);
}

test(
  `on http://${HOST}: sign up by e-mail, make a video and play it, buy credits in the sandbox`,
  TIMEOUT,
  async (t) => {
    const origin = originOf(HOST);
    await withPage(t, { ...hostBrowser, baseUrl: origin }, async ({ page }) => {
      const seen = recordAddresses(page);

      await page.goto('/');
      assert.equal(new URL(page.url()).origin, origin);
      const modal = await openLoginModal(page);
      await submitSignUp(modal, {
        name: 'Helena Costa',
        email: uniqueEmail('anyhost'),
        password: PASSWORD,
      });
      await expectToast(page, 'Conta criada!');
      await page.waitForURL(`${origin}/dashboard`);
      await page.getByRole('heading', { name: 'Olá, Helena!' }).waitFor();
      assert.ok(
        seen.requests.some((url) => url.startsWith(`${origin}/identitytoolkit.googleapis.com/`)),
        'the sign-up went to the Auth Emulator through the page’s own origin',
      );

      // The generator, without the assistant; the local engine renders the sentence. Shown in
      // the community gallery (off by default), where the next test's landing finds it.
      await promptBox(page).fill(PROMPT);
      await page.getByRole('switch', { name: 'Mostrar na comunidade' }).click();
      await page.getByRole('button', { name: 'Gerar vídeo', exact: true }).click();
      await page.getByRole('button', { name: 'Gerar sem o assistente' }).click();
      await expectToast(page, 'Vídeo em produção!');
      const video = page.getByTestId('result-video');
      await video.waitFor({ timeout: 120_000 });
      await page.getByText('Vídeo criado com sucesso!').first().waitFor();
      await page.waitForFunction(
        () =>
          (document.querySelector<HTMLVideoElement>('[data-testid="result-video"]')?.readyState ??
            0) >= 2,
        undefined,
        { timeout: 60_000 },
      );
      const source = await video.evaluate((v: HTMLVideoElement) => v.currentSrc);
      assert.ok(source.startsWith(`${origin}/media/`), `the video plays from ${source}`);
      // It plays: time moves on from where it was.
      const playedFrom = await video.evaluate(async (v: HTMLVideoElement) => {
        v.muted = true;
        const from = v.currentTime;
        await v.play();
        return from;
      });
      await page.waitForFunction(
        (from) =>
          (document.querySelector<HTMLVideoElement>('[data-testid="result-video"]')?.currentTime ??
            from) >
          from + 0.3,
        playedFrom,
        { timeout: 15_000 },
      );
      await video.evaluate((v: HTMLVideoElement) => v.pause());
      await screenshotBothWidths(page, 'any-address-video', { fullPage: true });

      // Credits through the sandbox checkout, on the same host from start to end.
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Menu da conta de / })
        .click();
      await page.getByRole('menuitem', { name: 'Comprar créditos' }).click();
      await page.waitForURL(`${origin}/comprar-creditos`);
      const before = await balanceOnBuyPage(page);
      await page.getByRole('button', { name: 'Comprar 100 créditos' }).click();
      await page.waitForURL(`${origin}/checkout?product=credits_100`);
      await page.getByRole('button', { name: 'Ir para o pagamento' }).click();
      await page.waitForURL(`${origin}/api/sandbox/checkout/**`);
      await page.getByText('AMBIENTE DE TESTE').waitFor();
      await page.getByRole('button', { name: 'Pagar' }).click();
      await page.waitForURL(`${origin}/obrigado?session_id=*`);
      await page
        .getByTestId('thanks-balance')
        .getByText(`Seu saldo agora: ${before + 100} créditos`)
        .waitFor();

      t.diagnostic(`${seen.requests.length} requests, ${seen.navigations.length} navigations`);
      assert.deepEqual(elsewhere(seen.navigations, origin), [], 'every page stayed on the host');
      assert.deepEqual(elsewhere(seen.requests, origin), [], 'every request went to the host');
    });
  },
);

test(`on http://${LAN_HOST}: an existing account signs in by e-mail`, TIMEOUT, async (t) => {
  const origin = originOf(LAN_HOST);
  const email = uniqueEmail('lan');
  await createEmailUser(email, PASSWORD, 'Igor Matos');
  await withPage(t, { ...hostBrowser, baseUrl: origin }, async ({ page }) => {
    const seen = recordAddresses(page);
    // The landing's gallery (the first test's video is public) shows its thumbnails from here.
    const thumbnail = page.waitForResponse(
      (r) => r.url().startsWith(`${origin}/media/thumbnails/`) && r.ok(),
    );
    await page.goto('/');
    await thumbnail;
    const modal = await openLoginModal(page);
    await submitSignIn(modal, { email, password: PASSWORD });
    await expectToast(page, 'Login realizado!');
    await page.waitForURL(`${origin}/dashboard`);
    await page.getByRole('heading', { name: 'Olá, Igor!' }).waitFor();
    // A reload restores the session: the stored refresh token is spent on the same origin.
    await page.reload();
    await page.getByRole('heading', { name: 'Olá, Igor!' }).waitFor();
    assert.deepEqual(elsewhere(seen.navigations, origin), [], 'every page stayed on the host');
    assert.deepEqual(elsewhere(seen.requests, origin), [], 'every request went to the host');
  });
});
