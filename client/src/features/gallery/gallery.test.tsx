import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { galleryApi } from './api';
import { CommunityGallery, GALLERY_AUTO_ADVANCE_MS } from './components/CommunityGallery';

const videos = ['Padaria Pão Dourado', 'Academia Força Total', 'Barbearia do Zé'].map(
  (prompt, i) => ({
    id: `v${i}`,
    videoUrl: `/media/videos/v${i}.mp4`,
    thumbnailUrl: `/media/thumbnails/v${i}.jpg`,
    prompt,
    createdAt: '2026-03-05T15:00:00.000Z',
  }),
);

/** The slide shown: the one group that is not hidden. */
const shown = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .find((g) => g.getAttribute('aria-hidden') !== 'true')?.textContent ?? '';

describe('CommunityGallery', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  }, 30_000);

  it('shows badge, pt-BR date and a new-tab link; advances every 4 s until a manual action', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { store } = renderWithProviders(<CommunityGallery />);
    await act(async () => {
      await store.dispatch(galleryApi.util.upsertQueryData('getLatestVideos', undefined, videos));
    });
    await screen.findAllByRole('group', { hidden: true });
    expect(shown()).toContain('Padaria Pão Dourado');
    expect(shown()).toContain('Criado pela comunidade');
    expect(shown()).toContain('05/03/2026');
    const link = screen.getAllByRole('link', { name: /Assistir Vídeo/, hidden: true })[0]!;
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('href')).toBe('/media/videos/v0.mp4');

    act(() => vi.advanceTimersByTime(GALLERY_AUTO_ADVANCE_MS));
    expect(shown()).toContain('Academia Força Total');

    fireEvent.click(screen.getByRole('button', { name: 'Vídeo anterior' }));
    expect(shown()).toContain('Padaria Pão Dourado');
    act(() => vi.advanceTimersByTime(GALLERY_AUTO_ADVANCE_MS * 3));
    expect(shown()).toContain('Padaria Pão Dourado');

    fireEvent.click(screen.getByRole('button', { name: 'Ir para o vídeo 3' }));
    expect(shown()).toContain('Barbearia do Zé');
  }, 30_000);

  it('says new videos are on their way when the list is empty (as on an error)', async () => {
    const { store } = renderWithProviders(<CommunityGallery />);
    act(() => {
      void store.dispatch(galleryApi.util.upsertQueryData('getLatestVideos', undefined, []));
    });
    expect(
      await screen.findByText(
        'Aguarde... novos vídeos incríveis estão sendo criados!',
        {},
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
  }, 30_000);
});
