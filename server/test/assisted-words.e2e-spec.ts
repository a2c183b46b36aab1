import type { VideoStoryboardDto } from '@cena/contracts';
import request from 'supertest';
import { BRIEFS, type Brief } from '@cena/engine/testing';
import { extractFacts, guessLocale, CTA_VOCABULARY, CENA_CREDIT } from '@cena/engine';
import { type OpenAiTestServer, startOpenAiTestServer } from './support/openai-server';
import { createTestApp, type TestApp } from './support/test-app';
import { createUser } from './support/users';

/** Facts that must reach the screen whole, as typed, on one beat. */
const WHOLE_KINDS = new Set(['time', 'weekday', 'price', 'address', 'phone']);

/** The engine's own words: the Basic credit and the end card's calls to action, in five languages. */
const ENGINE_WORDS = new Set([CENA_CREDIT, ...CTA_VOCABULARY].flatMap(words));

function words(text: string): string[] {
  return text
    .toLocaleLowerCase('pt-BR')
    .replace(/’/gu, "'")
    .split(/\s+/u)
    .map((word) => word.replace(/^[^\p{L}\p{N}@#$€£]+|[^\p{L}\p{N}%€]+$/gu, ''))
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
}

function onScreen(board: VideoStoryboardDto): string[] {
  return [
    board.title,
    ...board.beats,
    board.endTitle,
    board.endLine ?? '',
    board.callToAction ?? '',
    ...board.contacts,
  ].filter(Boolean);
}

/**
 * The assisted path as the app takes it: refine, one alternative, format the approved one, then
 * generate with `isRefinedPrompt`. Returns what the video will show.
 */
async function assistedVideo(t: TestApp, brief: Brief): Promise<VideoStoryboardDto> {
  const user = await createUser(t, { plan: 'pro', credits: 40 });
  const refined = await request(t.http)
    .post('/api/refine-prompt')
    .set(user.auth)
    .send({ userPrompt: brief.prompt, userLanguage: brief.locale })
    .expect(200);
  const alternative = await request(t.http)
    .post('/api/generate-alternatives')
    .set(user.auth)
    .send({
      originalPrompt: brief.prompt,
      previousSuggestions: [refined.body.refinedPrompt],
      sessionId: refined.body.sessionId,
    })
    .expect(200);
  const approved: string = alternative.body.newAlternative;
  const final = await request(t.http)
    .post('/api/format-final-prompt')
    .set(user.auth)
    .send({ approvedPrompt: approved, sessionId: refined.body.sessionId })
    .expect(200);
  const video = await request(t.http)
    .post('/api/generate')
    .set(user.auth)
    .send({
      prompt: brief.prompt,
      refinedPrompt: final.body.finalPrompt,
      englishPrompt: final.body.englishPrompt,
      isRefinedPrompt: true,
      mode: 'text',
      duration: 8,
      aspectRatio: '9:16',
    })
    .expect(202);
  expect(video.body.title).not.toMatch(/^(Vídeo promocional|Proposta)/u);
  const board = await request(t.http)
    .get(`/api/videos/${video.body.id}/storyboard`)
    .set(user.auth)
    .expect(200);
  return board.body as VideoStoryboardDto;
}

function expectCustomerWordsOnly(brief: Brief, board: VideoStoryboardDto): void {
  const typed = new Set(words(brief.prompt));
  for (const text of onScreen(board)) {
    const foreign = words(text).filter(
      (word) => word !== '·' && !typed.has(word) && !ENGINE_WORDS.has(word),
    );
    expect({ text, foreign }).toEqual({ text, foreign: [] });
  }
}

function expectFactsWhole(brief: Brief, board: VideoStoryboardDto): void {
  const texts = onScreen(board);
  const facts = extractFacts(brief.prompt, guessLocale(brief.prompt)).filter((fact) =>
    WHOLE_KINDS.has(fact.kind),
  );
  for (const fact of facts) {
    expect({ fact: fact.text, whole: texts.some((text) => text.includes(fact.text)) }).toEqual({
      fact: fact.text,
      whole: true,
    });
  }
}

describe.each([
  ['the local prompt engine', 'local'],
  ['the OpenAI-compatible prompt engine', 'openai'],
] as const)("The customer's words on screen with %s", (_label, engine) => {
  let t: TestApp;
  let openai: OpenAiTestServer | undefined;

  beforeAll(async () => {
    if (engine === 'openai') openai = await startOpenAiTestServer({ kind: 'valid' });
    t = await createTestApp(
      `assisted_${engine}`,
      openai ? { OPENAI_BASE_URL: openai.baseURL, OPENAI_API_KEY: 'sk-test' } : {},
    );
  });
  afterAll(async () => {
    await t.close();
    await openai?.close();
  });

  it.each(BRIEFS.map((brief) => [brief.id, brief] as const))(
    '%s: every word on every beat is the customer’s, every fact whole',
    async (_id, brief) => {
      const board = await assistedVideo(t, brief);
      expectCustomerWordsOnly(brief, board);
      expectFactsWhole(brief, board);
    },
  );
});
