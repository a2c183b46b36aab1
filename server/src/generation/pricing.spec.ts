import { DEFAULT_SETTINGS } from '../settings/settings.defaults';
import { titleFromPrompt, videoCost } from './pricing';

describe('videoCost', () => {
  it('charges 20 a video and 35 for an image with magic expansion', () => {
    expect(videoCost('text', false, DEFAULT_SETTINGS)).toBe(20);
    expect(videoCost('animation3d', true, DEFAULT_SETTINGS)).toBe(20);
    expect(videoCost('image', false, DEFAULT_SETTINGS)).toBe(20);
    expect(videoCost('image', true, DEFAULT_SETTINGS)).toBe(35);
  });

  it('follows the settings', () => {
    const settings = { 'credits.videoCost': 1, 'credits.imageExpansionCost': 2 };
    expect(videoCost('text', false, settings)).toBe(1);
    expect(videoCost('image', true, settings)).toBe(2);
  });
});

describe('titleFromPrompt', () => {
  it('takes the first clause', () => {
    expect(titleFromPrompt('Padaria Pão Dourado: sonho a R$ 5,00', 'x')).toBe(
      'Padaria Pão Dourado',
    );
    expect(titleFromPrompt('Promoção de pizza. Só hoje!', 'x')).toBe('Promoção de pizza');
  });

  it('shortens long clauses at a word and falls back when empty', () => {
    const long =
      'Uma descrição muito longa de um vídeo promocional para a loja de roupas da esquina do bairro';
    const title = titleFromPrompt(long, 'x');
    expect(title.length).toBeLessThanOrEqual(61);
    expect(title.endsWith('…')).toBe(true);
    expect(long.startsWith(title.slice(0, -1))).toBe(true);
    expect(titleFromPrompt('  ', 'Vídeo Gerado')).toBe('Vídeo Gerado');
  });
});
