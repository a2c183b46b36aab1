import { extractFacts } from './fact-extractor';
import { titleFromPrompt, trimDangling } from './text-cuts';

describe('titleFromPrompt', () => {
  it('takes the first clause, not cut at the full stop of an abbreviation or a price', () => {
    expect(titleFromPrompt('Padaria Pão Dourado: sonho a R$ 5,00', 'x')).toBe(
      'Padaria Pão Dourado',
    );
    expect(titleFromPrompt('Promoção de pizza. Só hoje!', 'x')).toBe('Promoção de pizza');
    expect(titleFromPrompt('Loja na Av. Paulista, 1000 — venha', 'x')).toBe(
      'Loja na Av. Paulista, 1000 — venha',
    );
  });

  it('never cuts inside a word, a number or a date, nor after a preposition', () => {
    const wedding =
      'Casamento de Ana e Pedro no dia 14/02/2026 às 16h30 na Chácara Recanto do Sol com festa';
    expect(titleFromPrompt(wedding, 'x')).toBe(
      'Casamento de Ana e Pedro no dia 14/02/2026 às 16h30…',
    );
    const joe = "Grand opening of Joe's Coffee on Main Street this Friday at 8am: free espresso";
    expect(titleFromPrompt(joe, 'x')).toBe(
      "Grand opening of Joe's Coffee on Main Street this Friday…",
    );
  });

  it('keeps a price with its unit when it cuts at the comma after it', () => {
    const marmita =
      'Marmitas fitness da Cozinha da Vó 😋 a partir de R$ 18 cada, entrega grátis no bairro! Peça já';
    expect(titleFromPrompt(marmita, 'x')).toBe(
      'Marmitas fitness da Cozinha da Vó 😋 a partir de R$ 18 cada',
    );
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

describe('trimDangling', () => {
  it('drops prepositions and articles from the end', () => {
    expect(trimDangling('this Friday at')).toBe('this Friday');
    expect(trimDangling('Sábado às')).toBe('Sábado');
    expect(trimDangling('Pedro')).toBe('Pedro');
  });

  it('keeps a fact whose last word is a preposition elsewhere (R$ 18 cada)', () => {
    const text = 'Marmitas a partir de R$ 18 cada';
    expect(trimDangling(text, extractFacts(text))).toBe(text);
    expect(trimDangling(`${text} com`, extractFacts(text))).toBe(text);
    expect(trimDangling(text)).toBe('Marmitas a partir de R$ 18');
  });
});
