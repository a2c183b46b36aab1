import type { Category, Tone } from '@cena/contracts';
import { contrast, luminance, parseHex } from './color';
import { buildMotionStyle } from './motion-style';
import { buildPalette, CATEGORY_COLORS } from './palette';
import { planStoryboard, type StoryInput } from './storyboard';

function story(title: string, prompt: string, tone: Tone = 'professional'): StoryInput {
  return {
    mode: 'text',
    title,
    prompt,
    durationS: 8,
    tone,
    soundtrack: 'animated',
    magicExpansion: false,
    watermark: true,
    seed: 1,
  };
}

function saturation(hex: string): number {
  const { r, g, b } = parseHex(hex);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  return max === 0 ? 0 : (max - min) / max;
}

describe('category and palette selection', () => {
  it.each<[Category, string, string]>([
    ['food', 'Hamburgueria do Zé', 'Combo com batata e refri por R$ 29,90'],
    ['fitness', 'Academia Força Total', 'Matrícula grátis em janeiro, treine com a gente'],
    ['tech', 'Tech Fix', 'Assistência técnica de celulares e informática com garantia'],
    ['fashion', 'Boutique Lis', 'Nova coleção de moda feminina, peças únicas'],
    ['beauty', 'Studio Bela', 'Salão de beleza: escova, unhas e maquiagem'],
    ['real_estate', 'Lar Ideal', 'Imobiliária com apartamentos de 2 quartos perto do metrô'],
    ['events', 'Buffet Alegria', 'Festa de casamento e formatura com decoração completa'],
    ['education', 'Inglês Já', 'Curso de inglês online, turmas à noite'],
    ['generic', 'Oi, tudo bem?', 'Venha conhecer a nossa novidade'],
  ])('%s: "%s" takes the category palette', (category, title, prompt) => {
    const board = planStoryboard(story(title, prompt));
    expect(board.category).toBe(category);
    expect(board.palette).toEqual(buildPalette(category, 'professional'));
  });

  it('derives every palette from the category pair, legibly', () => {
    for (const category of Object.keys(CATEGORY_COLORS) as Category[]) {
      for (const tone of ['professional', 'fun', 'inspiring', 'elegant'] as Tone[]) {
        const palette = buildPalette(category, tone);
        for (const hex of Object.values(palette)) expect(hex).toMatch(/^#[0-9A-F]{6}$/);
        // Words on the accent pills read at least at large-text contrast.
        expect(contrast(palette.accent, palette.onAccent)).toBeGreaterThanOrEqual(3);
        // The deep ground is darker than the background it grounds.
        expect(luminance(palette.deep)).toBeLessThanOrEqual(luminance(palette.backgroundTo));
      }
    }
  });

  it('keeps the brand gradient for generic clips and the light colour as accent elsewhere', () => {
    // #FF5A36 → #FF9F1C, slightly muted by the professional tone; ink pills on it.
    expect(buildPalette('generic', 'professional')).toMatchObject({
      backgroundFrom: '#F75F3E',
      backgroundTo: '#F69E25',
      accent: '#14121F',
      onAccent: '#FFFFFF',
    });
    // food #FF6B35/#FFD166: the yellow becomes the accent, the orange grounds the background.
    expect(buildPalette('food', 'professional')).toMatchObject({
      backgroundFrom: '#A14828',
      accent: '#F9CF6C',
      onAccent: '#14121F',
    });
    // tech #3A0CA3/#4CC9F0.
    expect(buildPalette('tech', 'professional')).toMatchObject({
      backgroundFrom: '#270C66',
      accent: '#53C6E9',
    });
  });

  it('shifts with the tone: elegant darker and muted, fun more saturated', () => {
    const professional = buildPalette('beauty', 'professional');
    const elegant = buildPalette('beauty', 'elegant');
    const fun = buildPalette('beauty', 'fun');
    expect(luminance(elegant.backgroundTo)).toBeLessThan(luminance(professional.backgroundTo));
    expect(saturation(elegant.accent)).toBeLessThan(saturation(professional.accent));
    expect(saturation(fun.accent)).toBeGreaterThan(saturation(professional.accent));
  });

  it('moves by tone and soundtrack: calm slows, fun bounces, professional straightens', () => {
    expect(buildMotionStyle('inspiring', 'calm').speed).toBeLessThan(
      buildMotionStyle('inspiring', 'energetic').speed,
    );
    expect(buildMotionStyle('fun', 'none')).toMatchObject({ bounce: true, straight: false });
    expect(buildMotionStyle('professional', 'none')).toMatchObject({
      bounce: false,
      straight: true,
    });
    expect(buildMotionStyle('elegant', 'none').refined).toBe(true);
  });

  it('turns the prompt into beats with prices kept whole and an end line', () => {
    const board = planStoryboard(
      story(
        'Padaria Dona Maria',
        'Promoção de pão de queijo às 18h – R$ 4,50 a dúzia! Peça pelo @padariadonamaria',
      ),
    );
    expect(board.phrases).toContain('R$ 4,50 a dúzia');
    expect(board.phrases.some((phrase) => phrase.includes('Promoção de pão de queijo'))).toBe(true);
    expect(board.endLine).toBe('@padariadonamaria');
    expect(board.frameCount).toBe(240);
    expect(board.timeline.phrases).toHaveLength(board.phrases.length);
  });
});
