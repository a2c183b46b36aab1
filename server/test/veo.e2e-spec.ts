import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { loadImage } from '@cena/engine';
import {
  NO_TEXT_DIRECTION,
  VEO_NEGATIVE_PROMPT,
} from '../src/generation/providers/veo/veo-request';
import request from 'supertest';
import { startGeminiServer, veoAppEnv, type GeminiTestServer } from './support/gemini-server';
import { expectDeliveredClip, makePng } from './support/media';
import { createTestApp, type TestApp } from './support/test-app';
import { createTestWorker } from './support/test-worker';
import { balanceAndLedger, createUser, waitForVideo } from './support/users';

const API_KEY = 'test-key';
const MODEL = 'veo-3.0-fast-generate-001';

describe('POST /api/generate → worker → Veo (loopback Gemini API) → MP4', () => {
  let gemini: GeminiTestServer;
  let t: TestApp;
  let worker: INestApplicationContext;
  let scratch: string;

  beforeAll(async () => {
    gemini = await startGeminiServer({ apiKey: API_KEY });
    gemini.when('RECUSA', { kind: 'operation_error', code: 3, message: 'Prompt blocked.' });
    gemini.when('FILTRO', { kind: 'safety_filter', reasons: ['Sensitive content.'] });
    gemini.when('INSTÁVEL', { kind: 'http_error', status: 500 });
    t = await createTestApp('veo', veoAppEnv(gemini, API_KEY, MODEL));
    worker = await createTestWorker(t.config, { WORKER_CONCURRENCY: 2 });
    scratch = mkdtempSync(join(tmpdir(), 'cena-veo-e2e-'));
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
    await gemini.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  const refunds = async (videoId: string) =>
    (
      await t.db.query(
        `SELECT count(*)::int AS n FROM credit_ledger WHERE video_id = $1 AND reason = 'video_refund'`,
        [videoId],
      )
    )[0].n as number;

  async function expectDelivered(video: Record<string, unknown>, durationS: number): Promise<void> {
    await expectDeliveredClip(t.http, video, durationS, scratch);
    const [row] = await t.db.query('SELECT provider FROM videos WHERE id = $1', [video.id]);
    expect(row.provider).toBe('veo');
    // The API says so too: the progress panel words its stages after it.
    expect(video.provider).toBe('veo');
  }

  it('renders a Basic text video from the English prompt: 1280x720 h264 + aac, exact length', async () => {
    const user = await createUser(t, { credits: 40 });
    const englishPrompt = 'Subject: A carrot cake on a bakery counter, promo SUCESSO-TEXTO.';
    const res = await request(t.http)
      .post('/api/generate')
      .set(user.auth)
      .send({
        prompt: 'Bolo de cenoura com cobertura de chocolate na Padaria Pão Dourado',
        englishPrompt,
        mode: 'text',
        duration: 5,
      })
      .expect(202);

    const done = await waitForVideo(t, user, res.body.id);
    await expectDelivered(done, 5);
    expect(await balanceAndLedger(t, user.id)).toEqual({ balance: 20, ledgerSum: 20 });

    const [start] = gemini.startsFor('SUCESSO-TEXTO');
    expect(start.path).toBe(`/v1beta/models/${MODEL}:predictLongRunning`);
    expect(start.apiKey).toBe(API_KEY);
    expect(start.body).toEqual({
      instances: [{ prompt: `${englishPrompt}\n${NO_TEXT_DIRECTION}` }],
      parameters: {
        aspectRatio: '16:9',
        resolution: '720p',
        durationSeconds: 6,
        negativePrompt: VEO_NEGATIVE_PROMPT,
        sampleCount: 1,
      },
    });
  });

  it('renders a Pro image video with magic expansion from the uploaded photo', async () => {
    const user = await createUser(t, { plan: 'pro', credits: 40 });
    const png = await makePng(join(scratch, 'photo.png'), 600, 800);
    const res = await request(t.http)
      .post('/api/generate')
      .set(user.auth)
      .field('prompt', 'Vitrine da loja SUCESSO-IMAGEM com vestidos de verão')
      .field('mode', 'image')
      .field('duration', '8')
      .field('hasImage', 'true')
      .field('magicExpansion', 'true')
      .attach('image', png, { filename: 'vitrine.png', contentType: 'image/png' })
      .expect(202);

    const done = await waitForVideo(t, user, res.body.id);
    await expectDelivered(done, 8);
    expect(await balanceAndLedger(t, user.id)).toEqual({ balance: 5, ledgerSum: 5 });

    const [start] = gemini.startsFor('SUCESSO-IMAGEM');
    expect(start.body!.parameters.durationSeconds).toBe(8);
    const image = start.body!.instances[0].image!;
    expect(image.mimeType).toBe('image/jpeg');
    const frame = await loadImage(Buffer.from(image.bytesBase64Encoded, 'base64'));
    expect([frame.width, frame.height]).toEqual([1280, 720]);
  });

  async function expectFailedAndRefunded(keyword: string, errorCode: string): Promise<void> {
    const user = await createUser(t, { credits: 40 });
    const res = await request(t.http)
      .post('/api/generate')
      .set(user.auth)
      .send({ prompt: `Promoção ${keyword} da Loja Central`, duration: 8 })
      .expect(202);
    expect(await balanceAndLedger(t, user.id)).toEqual({ balance: 20, ledgerSum: 20 });

    const done = await waitForVideo(t, user, res.body.id);
    expect(done).toMatchObject({ status: 'failed', errorCode, videoUrl: null });
    expect(await balanceAndLedger(t, user.id)).toEqual({ balance: 40, ledgerSum: 40 });
    expect(await refunds(res.body.id)).toBe(1);
  }

  it('fails a video whose operation ends in error with provider_rejected, refunded once, not retried', async () => {
    await expectFailedAndRefunded('RECUSA', 'provider_rejected');
    expect(gemini.startsFor('RECUSA')).toHaveLength(1);
  });

  it('fails a video blocked by the safety filters with provider_rejected, refunded once', async () => {
    await expectFailedAndRefunded('FILTRO', 'provider_rejected');
    expect(gemini.startsFor('FILTRO')).toHaveLength(1);
  });

  it('retries a video on HTTP 500 and, attempts exhausted, fails it with provider_failed, refunded once', async () => {
    await expectFailedAndRefunded('INSTÁVEL', 'provider_failed');
    expect(gemini.startsFor('INSTÁVEL')).toHaveLength(3);
  });
});
