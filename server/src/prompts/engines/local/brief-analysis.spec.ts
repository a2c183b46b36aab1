import {
  analyseBrief,
  contentLevels,
  detectIntent,
  detectTone,
  selectOnScreen,
  splitClauses,
  stripLeadIn,
} from './brief-analysis';
import { extractFacts } from '@cena/engine';

describe('brief analysis', () => {
  it.each([
    ['Promoção de sonho a R$ 5 neste sábado', 'promotion'],
    ['Chegou a nova coleção de verão', 'launch'],
    ['Convite para a festa de formatura dia 12/12', 'event'],
    ['Horário de funcionamento: das 7h às 22h', 'hours'],
    ['Nossa história: desde 1998 fazendo pão com tradição', 'institutional'],
    ['Depoimento de clientes satisfeitos com o antes e depois', 'testimonial'],
    ['Passo a passo de como fazer um bolo de pote', 'tutorial'],
    ['Barbearia no centro da cidade', 'institutional'],
  ])('reads the intent of "%s" as %s', (text, intent) => {
    expect(detectIntent(text, extractFacts(text))).toBe(intent);
  });

  it('reads a launch with a price as a launch', () => {
    const text = 'Lançamento do Residencial Jardins: apartamentos a partir de R$ 289 mil';
    expect(detectIntent(text, extractFacts(text))).toBe('launch');
  });

  it('reads a price as an offer even without the word', () => {
    const text = 'Corte + barba R$ 45';
    expect(detectIntent(text, extractFacts(text))).toBe('promotion');
  });

  it.each([
    ['quero algo elegante e sofisticado', 'elegant'],
    ['um vídeo bem divertido e colorido', 'fun'],
    ['algo emocionante, inspirador', 'inspiring'],
    ['tom sério e profissional', 'professional'],
    ['something fun and playful', 'fun'],
    ['sin preferencias', undefined],
  ])('reads the tone of "%s" as %s', (text, tone) => {
    expect(detectTone(text)).toBe(tone);
  });

  it('strips request phrasing in any language but never a fact', () => {
    const strip = (text: string) => stripLeadIn(text, extractFacts(text));
    expect(strip('Quero um vídeo promocional para minha padaria Pão Dourado')).toBe(
      'padaria Pão Dourado',
    );
    expect(strip('Oi, faça um vídeo para a Barbearia Dom Bigode')).toBe('Barbearia Dom Bigode');
    expect(strip('I want a short video for my bakery Golden Crust')).toBe('bakery Golden Crust');
    expect(strip('Quiero un vídeo para mi barbería El Bigote')).toBe('barbería El Bigote');
    expect(strip('Padaria Pão Dourado com sonho')).toBe('Padaria Pão Dourado com sonho');
  });

  it('splits clauses without breaking an address or a price', () => {
    const text = 'na Rua das Flores, 123, sonho a R$ 4,50: só hoje';
    expect(splitClauses(text, extractFacts(text))).toEqual([
      'na Rua das Flores, 123',
      'sonho a R$ 4,50',
      'só hoje',
    ]);
  });

  it('puts the user’s own words on screen: a quote first, then the offer clause', () => {
    const quoted = 'Padaria Pão Dourado com o texto "Sonho R$ 4,50"';
    expect(selectOnScreen(quoted, extractFacts(quoted))).toBe('Sonho R$ 4,50');
    const offer = 'Padaria Pão Dourado: promoção de sonho a R$ 4,50 neste sábado, chama no @pao';
    expect(selectOnScreen(offer, extractFacts(offer))).toBe(
      'promoção de sonho a R$ 4,50 neste sábado',
    );
    const named = 'Conheça a Barbearia Dom Bigode';
    expect(selectOnScreen(named, extractFacts(named))).toBe('Barbearia Dom Bigode');
  });

  it('offers shorter renderings that all keep every fact', () => {
    const text =
      'Padaria Pão Dourado, a mais querida do bairro desde sempre, com fornadas quentinhas toda hora: promoção de sonho a R$ 4,50 neste sábado, 25/10, chama no @paodourado';
    const facts = extractFacts(text);
    const levels = contentLevels(text, facts);
    expect(levels.length).toBeGreaterThan(1);
    for (const level of levels) {
      for (const fact of facts) expect(level).toContain(fact.text);
    }
    for (let index = 1; index < levels.length; index += 1) {
      expect(levels[index].length).toBeLessThan(levels[index - 1].length);
    }
  });

  it('falls back to the category’s tone and remembers whether the user chose it', () => {
    const chosen = analyseBrief('padaria Pão Dourado', 'pt-BR', 'fun');
    expect(chosen).toMatchObject({ category: 'bakery', tone: 'fun', toneExplicit: true });
    const inferred = analyseBrief('padaria Pão Dourado', 'pt-BR');
    expect(inferred).toMatchObject({ category: 'bakery', tone: 'inspiring', toneExplicit: false });
  });
});

describe('detectIntent with ranges', () => {
  it('reads a range of hours as opening hours, as two separate times were', () => {
    const prompt = 'Padaria Trigo das 7h às 12h';
    expect(detectIntent(prompt, extractFacts(prompt, 'pt-BR'))).toBe('hours');
    const english = "Joe's Diner 8am–2pm";
    expect(detectIntent(english, extractFacts(english, 'en-US'))).toBe('hours');
  });
});
