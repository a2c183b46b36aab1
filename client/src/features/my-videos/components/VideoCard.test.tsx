import type { AspectRatio, VideoDto } from '@cena/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespace } from '../../../app/i18n';
import { jsonResponse } from '../../../test/api';
import { renderWithProviders } from '../../../test/render';
import { VideoCard } from './VideoCard';

/** 14:05 local time: the card shows the customer's own clock. */
const CREATED = new Date(2026, 10, 29, 14, 5).toISOString();

const video = (aspectRatio: AspectRatio, patch: Partial<VideoDto> = {}): VideoDto =>
  ({
    id: `v-${aspectRatio.replace(':', 'x')}`,
    status: 'completed',
    progress: 100,
    stage: 'finalizing',
    provider: 'local',
    mode: 'text',
    title: 'Padaria Pão Dourado — pão de queijo quentinho às 18h',
    prompt: 'Padaria Pão Dourado: pão de queijo quentinho às 18h, R$ 4,50 a unidade',
    durationS: 8,
    aspectRatio,
    videoUrl: '/media/videos/x.mp4?exp=1&sig=a',
    thumbnailUrl: '/media/thumbnails/x.jpg?exp=1&sig=a',
    createdAt: CREATED,
    completedAt: CREATED,
    errorCode: null,
    community: false,
    share: null,
    views: 0,
    ...patch,
  }) as VideoDto;

const renderCard = (value: VideoDto) =>
  renderWithProviders(<VideoCard video={value} onWatch={() => {}} onDelete={() => {}} />);

describe('My videos card', () => {
  beforeEach(async () => {
    await initI18n('pt-BR');
    await Promise.all([loadNamespace('videos'), loadNamespace('gallery')]);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it.each([
    ['9:16', 'aspect-[9/16]', '9:16 · Vertical'],
    ['1:1', 'aspect-square', '1:1 · Quadrado'],
    ['16:9', 'aspect-video', '16:9 · Horizontal'],
  ] as const)('keeps a %s clip in its own shape and names its format', (ratio, box, label) => {
    const { container } = renderCard(video(ratio));
    const thumb = container.querySelector(`[data-shape="${ratio}"]`)!;
    expect(thumb.className).toContain(box);
    // Upright and square clips are as tall as the stage; only a wide clip takes the width.
    expect(thumb.className).toContain(ratio === '16:9' ? 'w-full' : 'h-full');
    // The image fills a box of its own shape: covering it crops nothing.
    expect(thumb.querySelector('img')!.className).toContain('object-cover');
    expect(screen.getByTestId('video-format').textContent).toBe(label);
  });

  it('shows the date and the time it was made, in the interface language', () => {
    renderCard(video('9:16'));
    const time = screen.getByTestId('video-date');
    expect(time.textContent).toBe('29/11/2026, 14:05');
    expect(time.getAttribute('datetime')).toBe(CREATED);
    expect(time.getAttribute('aria-label')).toBe('Criado em 29/11/2026, 14:05');
  });

  it("toggles 'Mostrar na comunidade' through PUT /api/videos/:id/community", async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      if (request.method === 'PUT') {
        const body = (await request.json()) as { community: boolean };
        return jsonResponse(200, video('1:1', { community: body.community }));
      }
      return jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 12 });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderCard(video('1:1'));
    const toggle = screen.getByRole('switch', { name: 'Mostrar na comunidade' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    const hint = document.getElementById(toggle.getAttribute('aria-describedby')!)!;
    expect(hint.textContent).toMatch(/galeria pública da Cena/);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await waitFor(() => {
      const put = fetchMock.mock.calls.find(([input, init]) => {
        const method = input instanceof Request ? input.method : init?.method;
        return method === 'PUT';
      });
      expect(put).toBeDefined();
      const [input] = put!;
      expect(String(input instanceof Request ? input.url : input)).toMatch(
        /\/api\/videos\/v-1x1\/community$/,
      );
    });
  });

  it('offers no community choice for a failed video', () => {
    renderCard(video('16:9', { status: 'failed', videoUrl: null, errorCode: 'provider_failed' }));
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
