import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVED_PROMPT_KEY } from '../../../app/storage-keys';
import { renderWithProviders } from '../../../test/render';
import { generatorApi } from '../api';
import { readGeneratorDraft } from '../generator-draft';
import type { GeneratorDraft } from '../generator-rules';
import { GeneratorCard } from './GeneratorCard';

/** Lazy panels load slowly on a busy machine. */
const SLOW = { timeout: 15_000 };

const QUEUED = {
  id: 'v1',
  status: 'queued',
  progress: 0,
  stage: null,
  mode: 'text',
  title: 'x',
  prompt: 'x',
  durationS: 8,
  aspectRatio: '1:1',
  videoUrl: null,
  thumbnailUrl: null,
  createdAt: '2026-11-23T00:00:00.000Z',
  completedAt: null,
  errorCode: null,
};

/** The API stand-in: records each POST /api/generate request and answers 202. */
function fakeGenerate(): Request[] {
  const seen: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      if (new URL(input.url).pathname === '/api/generate') {
        seen.push(input);
        return new Response(JSON.stringify(QUEUED), {
          status: 202,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      return new Response(JSON.stringify({ statusCode: 404, code: 'not_found', message: 'x' }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return seen;
}

async function openAdvanced() {
  fireEvent.click(screen.getByRole('button', { name: 'Opções avançadas' }));
  return screen.findByRole('group', { name: 'Formato' }, SLOW);
}

const radio = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;

/** jsdom has no ResizeObserver; the panel's Radix slider measures its thumb with one. */
class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

describe('GeneratorCard format choice', () => {
  beforeEach(() => vi.stubGlobal('ResizeObserver', NoResizeObserver));
  afterEach(() => {
    cleanup();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('offers the three shapes as named radios, 16:9 by default', async () => {
    renderWithProviders(<GeneratorCard />);
    await openAdvanced();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(radio(/Reels\/Status.*9:16/).checked).toBe(false);
    expect(radio(/Feed.*1:1/).checked).toBe(false);
    expect(radio(/YouTube\/site.*16:9/).checked).toBe(true);
    fireEvent.click(radio(/Reels\/Status/));
    expect(radio(/Reels\/Status/).checked).toBe(true);
    expect(radio(/YouTube\/site/).checked).toBe(false);
  }, 30_000);

  it('keeps the choice through the saved draft and sends it as aspectRatio (JSON)', async () => {
    renderWithProviders(<GeneratorCard />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Descreva seu vídeo' }), {
      target: { value: 'Barbearia do Zé, corte R$ 35' },
    });
    await openAdvanced();
    fireEvent.click(radio(/Feed/));
    fireEvent.click(screen.getByRole('button', { name: 'Criar primeiro vídeo' }));
    expect(JSON.parse(localStorage.getItem(SAVED_PROMPT_KEY)!)).toMatchObject({
      options: { aspectRatio: '1:1' },
    });
    cleanup();

    // The dashboard restores the draft; its submit sends the request.
    const seen = fakeGenerate();
    let submitted: GeneratorDraft | undefined;
    const { store } = renderWithProviders(
      <GeneratorCard
        restoreDraft
        onSubmit={(draft) => {
          submitted = draft;
        }}
      />,
    );
    await openAdvanced();
    expect(radio(/Feed/).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Criar primeiro vídeo|Gerar vídeo/ }));
    expect(submitted?.options.aspectRatio).toBe('1:1');
    await act(() =>
      store.dispatch(
        generatorApi.endpoints.generateVideo.initiate({ draft: submitted!, image: null }),
      ),
    );
    expect(seen).toHaveLength(1);
    expect(await seen[0]!.json()).toMatchObject({
      prompt: 'Barbearia do Zé, corte R$ 35',
      mode: 'text',
      aspectRatio: '1:1',
    });
  }, 30_000);

  it('sends the choice in the multipart request of the image tab', async () => {
    const seen = fakeGenerate();
    localStorage.setItem(
      SAVED_PROMPT_KEY,
      JSON.stringify({
        tab: 'image',
        imageDescription: 'Zoom no bolo',
        options: { aspectRatio: '9:16' },
      }),
    );
    const { store } = renderWithProviders(<GeneratorCard restoreDraft />);
    await openAdvanced();
    expect(radio(/Reels\/Status/).checked).toBe(true);
    const draft = readGeneratorDraft()!;
    const image = new File(['jpeg'], 'bolo.jpg', { type: 'image/jpeg' });
    await act(() =>
      store.dispatch(
        generatorApi.endpoints.generateVideo.initiate({
          draft: { ...draft, magicExpansion: true },
          image,
        }),
      ),
    );
    expect(seen).toHaveLength(1);
    const form = await seen[0]!.formData();
    expect(form.get('aspectRatio')).toBe('9:16');
    expect(form.get('mode')).toBe('image');
    expect(form.get('image')).toBeTruthy();
  }, 30_000);

  it('falls back to 16:9 when the saved format is not one of the three', async () => {
    localStorage.setItem(
      SAVED_PROMPT_KEY,
      JSON.stringify({ tab: 'director', prompt: 'Pet shop', options: { aspectRatio: '4:3' } }),
    );
    renderWithProviders(<GeneratorCard restoreDraft />);
    await openAdvanced();
    expect(radio(/YouTube\/site/).checked).toBe(true);
  }, 30_000);
});
