import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator } from 'playwright-core';
import { formatCounts, runAxe } from './support/axe';
import { withPage } from './support/browser';
import { newGoogleAccount } from './support/emulator';
import { foreignWords, nextBearer, type Storyboard, textsOnScreen } from './support/storyboard';
import { screenshotBothWidths } from './support/screenshots';
import { signInWithGoogleHook } from './support/ui';

const TIMEOUT = { timeout: 240_000 };
/** The chat's questions, as the local engine asks them in pt-BR. */
const ASKS = {
  audience: 'Para quem é esse vídeo?',
  tone: 'Qual clima você prefere',
  cta: 'o que a pessoa deve fazer depois de ver o vídeo?',
};
/** What the customer types in the box at the end: these are the words the video may show. */
const EDITED = 'Doceria da Ana: bolo de pote a R$ 10 neste sábado. Chama no zap (11) 98765-4321';

/** Sends one answer with Enter and returns Cena's reply to it. */
async function answer(chat: Locator, text: string): Promise<string> {
  const replies = chat.locator('li[data-role="assistant"]');
  const before = await replies.count();
  const box = chat.getByRole('textbox', { name: 'Mensagem para o assistente' });
  await box.fill(text);
  await box.press('Enter');
  await chat.locator('li[data-role="user"]').filter({ hasText: text }).waitFor();
  await replies.nth(before).waitFor({ timeout: 30_000 });
  return replies.nth(before).innerText();
}

test(
  "the chat assistant keeps each answer to its question, a changed answer and the tone; the customer's words make the video",
  TIMEOUT,
  async (t) => {
    await withPage(t, {}, async ({ page }) => {
      await page.goto('/');
      await signInWithGoogleHook(page, newGoogleAccount('Ana Ribeiro'));
      await page.waitForURL('**/dashboard');
      const bearer = nextBearer(page);
      await page.getByRole('button', { name: 'Assistente', exact: true }).click();
      const chat = page.getByRole('region', { name: 'Assistente', exact: true });
      await chat
        .getByRole('button', { name: 'Oi! Quero criar um vídeo para o meu negócio.' })
        .click();
      await chat.locator('li[data-role="assistant"]').first().waitFor({ timeout: 30_000 });

      // The business with its offer and price: the next question is the audience.
      assert.match(await answer(chat, 'Doceria da Ana, bolo de pote a R$ 12'), /Para quem/u);
      assert.match(await answer(chat, 'mães'), new RegExp(ASKS.tone, 'u'));
      // Changing the audience at the tone question: the tone is asked again.
      assert.match(
        await answer(chat, 'Na verdade o público são noivas'),
        new RegExp(ASKS.tone, 'u'),
      );
      assert.match(await answer(chat, 'divertido'), new RegExp(ASKS.cta, 'u'));
      // A new price at the last question: swapped into the offer, the question stays.
      assert.match(await answer(chat, 'Na verdade é R$ 10'), new RegExp(ASKS.cta, 'u'));
      await answer(chat, 'chama no zap (11) 98765-4321');

      const final = chat.getByTestId('chat-final');
      await final.waitFor({ timeout: 30_000 });
      const text = final.getByRole('textbox', { name: 'Seu texto (é o que aparece no vídeo)' });
      assert.equal(
        await text.inputValue(),
        'Doceria da Ana. Bolo de pote a R$ 10. Chama no zap (11) 98765-4321',
      );
      await final.getByText('Clima escolhido: Divertido').waitFor();
      await final.getByText('Como a Cena vai dirigir o vídeo').click();
      const direction = await final.getByTestId('chat-direction').innerText();
      assert.ok(direction.length > 0);
      const axe = await runAxe(page);
      t.diagnostic(`axe chat final: ${formatCounts(axe)}`);
      assert.deepEqual(axe.blocking, [], 'no serious or critical violation on the chat');
      // The welcome toast would cover the chat in the screenshots.
      await page
        .getByText('Conta criada!', { exact: true })
        .waitFor({ state: 'hidden', timeout: 10_000 });
      // At each width the conversation shows its end, as it does after Cena's last reply.
      await screenshotBothWidths(page, 'chat-assistant-final', {
        fullPage: true,
        ready: () =>
          chat
            .locator('li[data-role="assistant"]')
            .last()
            .evaluate((last) => {
              const log = last.parentElement;
              if (log) log.scrollTop = log.scrollHeight;
            }),
      });

      await text.fill(EDITED);
      await final.getByText(`${EDITED.length}/500`).waitFor();
      const generateRequest = page.waitForRequest(
        (request) => request.url().endsWith('/api/generate') && request.method() === 'POST',
      );
      const generated = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/generate') && response.request().method() === 'POST',
      );
      await final.getByRole('button', { name: 'Gerar vídeo', exact: true }).click();

      const body = (await generateRequest).postDataJSON() as Record<string, unknown>;
      assert.equal(body.prompt, EDITED);
      assert.equal(body.tone, 'fun');
      assert.equal(body.isRefinedPrompt, true);
      assert.equal(body.refinedPrompt, direction);
      assert.equal(body.title, undefined, 'the assistant sets no title');
      const video = (await (await generated).json()) as { id: string; title: string };
      assert.equal(video.title, 'Doceria da Ana');

      const headers = { authorization: await bearer };
      const stored = await page.request.get(`/api/videos/${video.id}`, { headers });
      assert.equal(stored.status(), 200);
      const dto = (await stored.json()) as { title: string; prompt: string };
      assert.deepEqual(
        { title: dto.title, prompt: dto.prompt },
        { title: 'Doceria da Ana', prompt: EDITED },
      );
      const response = await page.request.get(`/api/videos/${video.id}/storyboard`, { headers });
      assert.equal(response.status(), 200);
      const board = (await response.json()) as Storyboard;
      t.diagnostic(`beats: ${JSON.stringify(board)}`);
      for (const line of textsOnScreen(board)) {
        assert.deepEqual(foreignWords(line, EDITED), [], `"${line}" holds words not typed`);
      }
      await page.getByTestId('result-video').waitFor({ timeout: 120_000 });
    });
  },
);
