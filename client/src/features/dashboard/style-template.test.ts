import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LIMITS, LOCALES, promptSlots } from '@cena/contracts';
import { describe, expect, it } from 'vitest';
import { STYLE_PRESETS } from './components/PromptIdeas';
import { businessNameOf, fillTemplate, templateSlots } from './style-template';

const LOCALES_DIR = join(__dirname, '../../../../libs/i18n/locales');

function stylesOf(locale: string): Record<string, { label: string; prompt: string }> {
  const file = JSON.parse(readFileSync(join(LOCALES_DIR, locale, 'dashboard.json'), 'utf8'));
  return file.home.styles;
}

describe('style templates', () => {
  it('reads one field per slot, once each, labelled by the slot', () => {
    expect(templateSlots('[nome do negócio]: [preço] ou [preço], [WhatsApp-Nummer]')).toEqual([
      { token: '[nome do negócio]', label: 'Nome do negócio' },
      { token: '[preço]', label: 'Preço' },
      { token: '[WhatsApp-Nummer]', label: 'WhatsApp-Nummer' },
    ]);
  });

  it('fills every slot, drops typed brackets and a repeated currency', () => {
    const template = '[nome do restaurante]: prato do dia a R$ [preço]. WhatsApp [número]';
    expect(
      fillTemplate(template, {
        '[nome do restaurante]': '  Cantina   da Nona ',
        '[preço]': 'R$ 32,90',
        '[número]': '[11] 98888-1234',
      }),
    ).toBe('Cantina da Nona: prato do dia a R$ 32,90. WhatsApp 11 98888-1234');
    expect(fillTemplate('R$[preço]', { '[preço]': 'R$10' })).toBe('R$10');
  });

  it("takes the business's name from a 'Name: offer' prompt only", () => {
    expect(businessNameOf('Padaria Pão Dourado: sonho de creme a R$ 5')).toBe(
      'Padaria Pão Dourado',
    );
    expect(businessNameOf('Boulangerie Dupont : pain chaud')).toBe('Boulangerie Dupont');
    expect(businessNameOf('Pão de queijo quentinho saindo do forno')).toBe('');
    expect(businessNameOf(': sem nome')).toBe('');
    expect(businessNameOf('Quero um vídeo bonito. Mostre a loja toda e depois: preço')).toBe('');
    expect(businessNameOf('[nome do negócio]: oferta')).toBe('');
  });

  for (const locale of LOCALES) {
    it(`${locale}: every chip is ad copy that opens with the business's name and fills clean`, () => {
      const styles = stylesOf(locale);
      for (const style of STYLE_PRESETS) {
        const template = styles[style]!.prompt;
        const slots = templateSlots(template);
        expect(slots.length, `${locale} ${style}`).toBeGreaterThanOrEqual(2);
        expect(template.startsWith(slots[0]!.token), `${locale} ${style}`).toBe(true);
        const values = Object.fromEntries(slots.map((slot, i) => [slot.token, `Valor ${i}`]));
        const filled = fillTemplate(template, values);
        expect(promptSlots(filled), `${locale} ${style}: ${filled}`).toEqual([]);
        expect(filled).not.toMatch(/[[\]]/);
        expect(businessNameOf(filled), `${locale} ${style}`).toBe('Valor 0');
        // Room for long answers within the prompt's cap.
        expect(filled.length).toBeLessThan(LIMITS.promptMaxChars - 200);
      }
    });
  }
});
