import { CATEGORY_KEYWORDS, categoriesMentioned, detectCategory } from './category-detector';

describe('detectCategory', () => {
  it.each([
    ['Padaria Pão Dourado: promoção de sonho a R$ 4,50', 'bakery'],
    ['Academia Corpo em Forma com matrícula grátis em janeiro', 'fitness'],
    ['Barbearia Dom Bigode: corte + barba por R$45', 'barber'],
    ['Lançamento do Residencial Jardins: apartamentos de 2 quartos', 'real_estate'],
    ['Casamento de Ana e Pedro na Chácara Recanto do Sol', 'events'],
    ['TechMais Celulares: iPhone 15 com 20% OFF', 'tech'],
    ['Clínica Sorriso Leve: clareamento dental por R$ 600', 'health'],
    ['Pet shop Amigo Fiel: banho e tosa com desconto', 'pets'],
    ['Curso online de Excel, turma começa em março', 'education'],
    ['Boutique Flor de Lis lança a coleção Verão 2026', 'fashion'],
    ['Pizzaria do Zé: rodízio de pizza na sexta', 'food'],
    ['Esmalteria Bella: manicure e pedicure', 'beauty'],
    ['Floricultura Primavera entrega flores no Dia das Mães', 'retail'],
    ['Conserto de bicicletas no bairro', 'generic'],
  ])('%s → %s', (text, category) => {
    expect(detectCategory(text)).toBe(category);
  });

  it('reads prompts typed without accents', () => {
    expect(detectCategory('padaria do bairro com pao quentinho')).toBe('bakery');
    expect(detectCategory('clinica odontologica com clareamento')).toBe('health');
    expect(detectCategory('imobiliaria com imoveis no centro')).toBe('real_estate');
  });

  it('lets the business name outweigh a product word from another category', () => {
    expect(detectCategory('Loja de celulares com capinhas e fones')).toBe('tech');
    expect(detectCategory('Academia com aulas de dança e matrícula aberta')).toBe('fitness');
  });

  it("reads a birthday cake as the bakery's and a birthday party as an event", () => {
    expect(detectCategory('Faça já sua encomenda de bolos de aniversário pelo Instagram')).toBe(
      'bakery',
    );
    expect(detectCategory('Bolo de aniversario de chocolate a R$ 85 o quilo')).toBe('bakery');
    expect(detectCategory('Birthday cakes made to order')).toBe('bakery');
    expect(detectCategory('Festa de aniversário do João com bolo e brigadeiro')).toBe('events');
    expect(detectCategory('Buffet infantil para festas de aniversário')).toBe('events');
  });

  it('ignores words that are ambiguous across languages', () => {
    expect(detectCategory('Show the product, of course, in a chat')).toBe('generic');
  });

  it('lists every category it mentions', () => {
    expect(categoriesMentioned('padaria e petshop')).toEqual(['bakery', 'pets']);
  });

  it('keeps the flat keyword list for every category', () => {
    expect(CATEGORY_KEYWORDS.bakery).toContain('padaria');
    expect(Object.keys(CATEGORY_KEYWORDS)).toHaveLength(13);
  });
});
