import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withPage } from './support/browser';
import { newGoogleAccount } from './support/emulator';
import { screenshotBothWidths } from './support/screenshots';
import { foreignWords, nextBearer, type Storyboard, textsOnScreen } from './support/storyboard';
import { promptBox, signInWithGoogleHook } from './support/ui';

const TIMEOUT = { timeout: 240_000 };
const PROMPT =
  'Padaria Pão Dourado: sonho de creme a R$ 4,50 de segunda a sexta, das 7h às 12h. Encomendas pelo WhatsApp (11) 98765-4321';
/** Facts that must show whole, as typed, on one beat. */
const FACTS = ['R$ 4,50', 'de segunda a sexta', 'das 7h às 12h', '(11) 98765-4321'];

test("an assisted video shows only the customer's words, every fact whole", TIMEOUT, async (t) => {
  await withPage(t, {}, async ({ page }) => {
    await page.goto('/');
    await signInWithGoogleHook(page, newGoogleAccount('Rita Campos'));
    await page.waitForURL('**/dashboard');
    await promptBox(page).fill(PROMPT);
    const bearer = nextBearer(page);

    await page.getByRole('button', { name: 'Gerar vídeo', exact: true }).click();
    const assistant = page.getByRole('region', { name: 'Assistente de refinamento' });
    const proposal = assistant.getByTestId('refined-prompt');
    await proposal.waitFor({ timeout: 30_000 });
    await assistant.getByRole('button', { name: 'Gerar novamente' }).click();
    await assistant.getByText('Proposta 2 de 2').waitFor({ timeout: 30_000 });
    // The local engine's proposal describes what it draws: the look, the beats, the end card.
    const text = await proposal.innerText();
    assert.match(text, /^Visual /u);
    assert.match(text, /Na tela: “Padaria Pão Dourado”/u);
    assert.doesNotMatch(text, /câmera|close|vapor|fumegante|luz quente lateral/iu);
    await screenshotBothWidths(page, 'assistant-storyboard-proposal', { fullPage: true });

    const generated = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/generate') && response.request().method() === 'POST',
    );
    await assistant.getByRole('button', { name: 'Aceitar e Gerar Vídeo' }).click();
    const video = (await (await generated).json()) as { id: string; title: string };
    assert.equal(video.title, 'Padaria Pão Dourado');

    const response = await page.request.get(`/api/videos/${video.id}/storyboard`, {
      headers: { authorization: await bearer },
    });
    assert.equal(response.status(), 200);
    const board = (await response.json()) as Storyboard;
    t.diagnostic(`beats: ${JSON.stringify(board)}`);
    const shown = textsOnScreen(board);
    for (const line of shown) {
      assert.deepEqual(foreignWords(line, PROMPT), [], `"${line}" holds words not typed`);
    }
    // The end card lists the hours and the WhatsApp number as typed, under the customer's own call.
    assert.deepEqual(board.contacts, ['de segunda a sexta, das 7h às 12h', '(11) 98765-4321']);
    assert.equal(board.callToAction, 'Encomendas pelo WhatsApp');
    for (const fact of FACTS) {
      assert.ok(
        shown.some((line) => line.includes(fact)),
        `"${fact}" whole on one beat: ${shown.join(' | ')}`,
      );
    }
    await page.getByTestId('result-video').waitFor({ timeout: 120_000 });
  });
});
