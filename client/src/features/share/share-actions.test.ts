import { describe, expect, it } from 'vitest';
import { shareClipPath, whatsappLink } from './share-actions';

describe('share actions', () => {
  it("opens WhatsApp with the text and the page's URL, encoded", () => {
    const link = whatsappLink(
      'Olha o nosso vídeo: Pão & café',
      'https://cena.app.br/v/q3ZK8dPx0aLm',
    );
    expect(link.startsWith('https://wa.me/?text=')).toBe(true);
    expect(new URL(link).searchParams.get('text')).toBe(
      'Olha o nosso vídeo: Pão & café https://cena.app.br/v/q3ZK8dPx0aLm',
    );
  });

  it("fetches the clip from the share's own route on this origin", () => {
    expect(shareClipPath({ slug: 'q3ZK8dPx0aLm' })).toBe('/v/q3ZK8dPx0aLm/video.mp4');
  });
});
