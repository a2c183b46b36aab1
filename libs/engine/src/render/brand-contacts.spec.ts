import { collapseWhitespace, extractFacts } from '../facts/fact-extractor';
import { guessLocale } from '../facts/language';
import type { RenderBrand } from '../render-request';
import { sameContact } from './brand-contacts';
import { type EndCardContact, MAX_CONTACTS, planEndCard } from './end-card-plan';
import { planStoryboard, textsOnScreen } from './storyboard';

function plan(prompt: string, contacts: RenderBrand['contacts']) {
  const text = collapseWhitespace(prompt);
  return planEndCard({
    prompt,
    category: 'bakery',
    facts: extractFacts(text, guessLocale(text)),
    kitContacts: contacts,
  });
}

function rows(prompt: string, contacts: RenderBrand['contacts']): [string, string, boolean][] {
  return plan(prompt, contacts).contacts.map((row) => [row.kind, row.text, row.fromKit ?? false]);
}

const contact = (kind: EndCardContact['kind'], text: string): EndCardContact => ({
  kind,
  text,
  facts: [],
});

describe("the brand kit's contacts on the end card", () => {
  it("come after the prompt's, in the kit's order (ways to act at once first)", () => {
    expect(
      rows('Bolo de cenoura por R$ 25. Siga @bolosdaana', {
        website: 'bolosdaana.com.br',
        address: 'Rua das Flores, 120',
        whatsapp: '(11) 98765-4321',
      }),
    ).toEqual([
      ['instagram', '@bolosdaana', false],
      ['whatsapp', '(11) 98765-4321', true],
      ['address', 'Rua das Flores, 120', true],
      ['website', 'bolosdaana.com.br', true],
    ]);
  });

  it("leave a kind to the prompt's own contact of that kind", () => {
    expect(
      rows('Pão de queijo quentinho! Peça pelo WhatsApp (21) 99888-7766', {
        whatsapp: '(11) 98765-4321',
        phone: '(11) 3456-7890',
      }),
    ).toEqual([
      ['whatsapp', '(21) 99888-7766', false],
      ['phone', '(11) 3456-7890', true],
    ]);
    expect(rows('Sonho por R$ 6. Rua Augusta, 500', { address: 'Rua das Flores, 120' })).toEqual([
      ['address', 'Rua Augusta, 500', false],
    ]);
  });

  it.each([
    ['the WhatsApp typed as a phone', 'Ligue 11 98765-4321', { whatsapp: '(11) 98765-4321' }],
    ['with the country code', 'Ligue (11) 98765-4321', { whatsapp: '+55 11 98765-4321' }],
    ['without the area code', 'Ligue 98765-4321', { whatsapp: '(11) 98765-4321' }],
    ['a wa.me link', 'Peça em https://wa.me/5511987654321', { phone: '11 98765-4321' }],
    ['a handle without @ and in capitals', 'Siga @PadariaDoceLar', { instagram: 'padariadocelar' }],
    ['a profile link', 'Siga instagram.com/padariadocelar', { instagram: '@padariadocelar' }],
    ['a handle on another network', 'TikTok @padariadocelar', { instagram: '@padariadocelar' }],
    ['a site with its scheme', 'Veja https://www.docelar.com.br/', { website: 'docelar.com.br' }],
  ])('are never shown twice: %s', (_label, prompt, kit) => {
    const card = rows(prompt, kit);
    expect(card).toHaveLength(1);
    expect(card[0][2]).toBe(false);
  });

  it('show one number given as both WhatsApp and phone once, as WhatsApp', () => {
    expect(rows('Sonho por R$ 6', { whatsapp: '11 98765-4321', phone: '(11) 98765-4321' })).toEqual(
      [['whatsapp', '11 98765-4321', true]],
    );
  });

  it('write a site without its scheme and a dotted handle with its @', () => {
    expect(
      rows('Sonho por R$ 6', { instagram: 'barbanegra.rj', website: 'https://www.flora.com.br/' }),
    ).toEqual([
      ['instagram', '@barbanegra.rj', true],
      ['website', 'www.flora.com.br', true],
    ]);
  });

  it('write a handle with its @ and no stray spaces', () => {
    expect(
      rows('Sonho por R$ 6', { instagram: ' docelar ', hours: 'Seg a sáb,  6h às 20h' }),
    ).toEqual([
      ['hours', 'Seg a sáb, 6h às 20h', true],
      ['instagram', '@docelar', true],
    ]);
  });

  it("leave first when there are too many rows: the prompt's stay", () => {
    const prompt =
      'Zap (21) 99888-7766, ligue (21) 3333-4444, Rua Augusta, 500, @docelar e docelar.com.br';
    const card = plan(prompt, { address: 'Rua das Flores, 120', hours: 'Seg a sáb, 6h às 20h' });
    expect(card.contacts).toHaveLength(MAX_CONTACTS);
    expect(card.contacts.every((row) => !row.fromKit)).toBe(true);
    expect(card.dropped.map((row) => row.text)).toEqual(['Seg a sáb, 6h às 20h']);
  });

  it('fit the call to action to a kit channel when the prompt names none', () => {
    expect(plan('Sonho de creme por R$ 6', {}).callToAction).toBe('Venha provar');
    expect(plan('Sonho de creme por R$ 6', { whatsapp: '(11) 98765-4321' }).callToAction).toBe(
      'Peça pelo WhatsApp',
    );
  });

  it("fit the call to action to the prompt's own contacts when it gives some", () => {
    expect(
      plan('Sonho de creme por R$ 6. Rua Augusta, 500', { whatsapp: '(11) 98765-4321' })
        .callToAction,
    ).toBe('Visite a loja');
  });

  it('tell apart different numbers, handles and sites', () => {
    expect(
      sameContact(contact('phone', '(11) 3456-7890'), contact('whatsapp', '11 98765-4321')),
    ).toBe(false);
    expect(sameContact(contact('instagram', '@docelar'), contact('instagram', '@docelar2'))).toBe(
      false,
    );
    expect(
      sameContact(contact('website', 'docelar.com'), contact('website', 'docelar.com.br')),
    ).toBe(false);
  });
});

describe('the storyboard with a brand kit', () => {
  const input = {
    mode: 'text' as const,
    title: 'Sonho de creme',
    durationS: 8,
    tone: 'fun' as const,
    soundtrack: 'none' as const,
    magicExpansion: false,
    watermark: false,
    seed: 1,
    brand: {
      businessName: 'Padaria Doce Lar',
      contacts: { whatsapp: '(11) 98765-4321' },
      colors: ['#7a4a2a'],
    },
  };

  it("names the business on the end card by the kit's name when the prompt names none", () => {
    const board = planStoryboard({ ...input, prompt: 'Sonho de creme por R$ 6,50, só hoje' });
    expect(board.endTitle).toBe('Padaria Doce Lar');
    expect(board.category).toBe('bakery');
    expect(textsOnScreen(board)).toEqual(
      expect.arrayContaining(['Padaria Doce Lar', '(11) 98765-4321']),
    );
  });

  it("reads the business from the prompt first, from the kit's name only when the prompt cannot tell", () => {
    const gym = planStoryboard({
      ...input,
      prompt: 'Academia Movimento: musculação por R$ 99/mês',
    });
    expect(gym.category).toBe('fitness');
  });

  it("keeps the prompt's own name when it gives one", () => {
    const board = planStoryboard({
      ...input,
      prompt: 'Na Confeitaria Bella Nonna, sonho de creme por R$ 6,50',
    });
    expect(board.endTitle).toBe('Confeitaria Bella Nonna');
  });
});
