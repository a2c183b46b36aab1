import { callToAction } from './share-contacts';
import { isPersonViewing, viewerOf } from './share-viewer';
import { isShareSlug, newShareSlug } from './share-slug';

describe("a shared page's call to action", () => {
  it("takes the video's own facts: a mobile opens WhatsApp, a handle Instagram, an address the map", () => {
    const cta = callToAction(
      'Padaria Pão Dourado: pão de queijo a R$ 2,50! Rua Augusta, 1500. WhatsApp (11) 91234-5678, @paodourado',
    );
    expect(cta.businessName).toBe('Padaria Pão Dourado');
    expect(cta.contacts.map((c) => [c.kind, c.href])).toEqual([
      ['whatsapp', 'https://wa.me/5511912345678'],
      ['instagram', 'https://www.instagram.com/paodourado/'],
      [
        'map',
        expect.stringMatching(
          /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Rua%20Augusta/,
        ),
      ],
      ['phone', 'tel:+5511912345678'],
    ]);
  });

  it('a landline is a call, never a WhatsApp chat', () => {
    const { contacts } = callToAction('Oficina do Beto, ligue (11) 3456-7890');
    expect(contacts.map((c) => c.kind)).toEqual(['phone']);
  });

  it("prefers the brand kit's contacts and name when the owner has a kit", () => {
    const cta = callToAction('Promoção com WhatsApp (11) 91234-5678', {
      businessName: 'Barbearia do Zé',
      whatsapp: '(21) 99876-5432',
      instagram: '@barbeariadoze',
      website: 'barbeariadoze.com.br',
    });
    expect(cta.businessName).toBe('Barbearia do Zé');
    expect(cta.contacts.map((c) => c.href)).toEqual([
      'https://wa.me/5521998765432',
      'https://www.instagram.com/barbeariadoze/',
      'https://barbeariadoze.com.br',
    ]);
  });
});

describe('views and slugs', () => {
  it('counts people, not link-preview fetchers, bots or scripts', () => {
    expect(
      isPersonViewing('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Safari/604.1'),
    ).toBe(true);
    for (const agent of [
      undefined,
      '',
      'WhatsApp/2.23.20.0 A',
      'facebookexternalhit/1.1',
      'Twitterbot/1.0',
      'TelegramBot (like TwitterBot)',
      'Mozilla/5.0 (compatible; Googlebot/2.1)',
      'curl/8.5.0',
    ]) {
      expect(isPersonViewing(agent)).toBe(false);
    }
  });

  it('keys a viewer by day: the same person today is one key, tomorrow another', () => {
    const who = { ip: '203.0.113.1', userAgent: 'Mozilla/5.0' };
    const today = viewerOf('secret-secret-secret', who, new Date('2026-11-29T12:00:00Z'));
    const later = viewerOf('secret-secret-secret', who, new Date('2026-11-29T20:00:00Z'));
    const tomorrow = viewerOf('secret-secret-secret', who, new Date('2026-11-30T12:00:00Z'));
    expect(today).toEqual(later);
    expect(today.day).toBe('2026-11-29');
    expect(tomorrow.viewer).not.toBe(today.viewer);
    expect(today.viewer).not.toContain('203.0.113.1');
  });

  it('makes 12-character base62 slugs, each new', () => {
    const slugs = new Set(Array.from({ length: 200 }, newShareSlug));
    expect(slugs.size).toBe(200);
    for (const slug of slugs) expect(isShareSlug(slug)).toBe(true);
    expect(isShareSlug('abc')).toBe(false);
    expect(isShareSlug('AAAAAAAAAAA!')).toBe(false);
  });
});
