import { BRIEFS } from '../facts/briefs.fixtures';
import { guessLocale } from '../facts/language';
import { hasHeroObject } from './hero-object-images';
import { planHero } from './hero-plan';
import { planStoryboard } from './storyboard';
import { storyInput } from './storyboard.fixtures';
import {
  categoryObjects,
  KNOWN_OBJECTS,
  objectsNamedIn,
  objectsTypedAsEmoji,
  pickHeroObjects,
} from './hero-objects';

describe('hero objects', () => {
  it('has an image for every object the lexicon and the categories name', () => {
    const missing = [...KNOWN_OBJECTS].filter((object) => !hasHeroObject(object));
    expect(missing).toEqual([]);
  });

  describe.each(BRIEFS.map((brief) => [brief.id, brief] as const))('%s', (_id, brief) => {
    const objects = pickHeroObjects(brief.prompt, brief.category, hasHeroObject);

    it('gets at least one object, none that its words, emoji or category do not give', () => {
      expect(objects.length).toBeGreaterThan(0);
      const named = objectsNamedIn(brief.prompt, guessLocale(brief.prompt)).map(
        (hit) => hit.object,
      );
      const typed = objectsTypedAsEmoji(brief.prompt, hasHeroObject);
      const allowed = new Set([...named, ...typed, ...categoryObjects(brief.category)]);
      expect(objects.filter((object) => !allowed.has(object))).toEqual([]);
    });

    it('leads with a product its own words name, when the lexicon knows one', () => {
      const products = objectsNamedIn(brief.prompt, guessLocale(brief.prompt)).filter(
        (hit) => !hit.broad,
      );
      if (products.length > 0) expect(objects[0]).toBe(products[0].object);
      else expect(objects.length).toBeGreaterThan(0);
    });
  });

  it.each([
    ['Bolo de cenoura com cobertura de chocolate por R$ 35', 'bakery', '1f382'],
    ['Pão de queijo quentinho a R$ 5 a dúzia', 'bakery', '1f35e'],
    ['Queijo minas frescal direto da fazenda', 'food', '1f9c0'],
    ['Hambúrguer artesanal + fritas por R$ 29,90', 'food', '1f354'],
    ['Pastel de feira na Praça da Sé, R$ 8', 'food', '1f95f'],
    ['Escola de Música Harmonia: aulas de violão e piano', 'education', '1f3b8'],
    ['Oficina do Zé: troca de óleo por R$ 120, agende pelo (11) 95555-1234', 'generic', '1f527'],
    ['Salão Bella: corte feminino por R$ 60', 'beauty', '2702-fe0f'],
    ['Frischer Kuchen jeden Sonntag', 'bakery', '1f382'],
    ['Homemade cake and coffee every Sunday', 'bakery', '1f382'],
  ] as const)('names the product of "%s"', (prompt, category, first) => {
    expect(pickHeroObjects(prompt, category, hasHeroObject)[0]).toBe(first);
  });

  it('never stages an animal in a garage, nor bread in a French physiotherapist’s clip', () => {
    const garage = pickHeroObjects(
      'Auto Center Silva: alinhamento e balanceamento, troca de óleo grátis',
      'generic',
      hasHeroObject,
    );
    expect(garage).not.toContain('1f436');
    expect(garage.slice(0, 2).sort()).toEqual(['1f527', '1f697']);
    const english = pickHeroObjects('Back pain relief sessions, book now', 'health', hasHeroObject);
    expect(english).not.toContain('1f35e');
  });

  it('takes an emoji the customer typed when its words name nothing', () => {
    expect(pickHeroObjects('Promoção de sábado 🍕🍕', 'generic', hasHeroObject)[0]).toBe('1f355');
  });
});

describe('planHero', () => {
  it('shows on each beat the product its words name before a place they name', () => {
    const prompt =
      'Clínica Sorriso Leve: clareamento dental por R$ 600. Agende pelo (31) 3222-4455';
    const board = planStoryboard(storyInput(prompt, 'Clínica Sorriso Leve', 8));
    const plan = planHero(board);
    expect(plan.objects[0]).toBe('1f9b7');
    expect(plan.objects[plan.cues[0].object]).toBe('1f9b7');
  });
});
