import { extractFacts, type FactKind } from './fact-extractor';
import { BRIEFS } from './briefs.fixtures';

function factsOf(
  text: string,
  kind?: FactKind,
  locale: Parameters<typeof extractFacts>[1] = 'pt-BR',
) {
  return extractFacts(text, locale)
    .filter((fact) => kind === undefined || fact.kind === kind)
    .map((fact) => fact.text);
}

describe('extractFacts', () => {
  it('finds prices in Brazilian, instalment and foreign formats', () => {
    expect(factsOf('sonho a R$ 4,50, combo R$45 e kit R$ 1.250,00', 'price')).toEqual([
      'R$ 4,50',
      'R$45',
      'R$ 1.250,00',
    ]);
    expect(factsOf('em 12x de R$ 499,90 ou 10x R$ 20', 'price')).toEqual([
      '12x de R$ 499,90',
      '10x R$ 20',
    ]);
    expect(factsOf('a partir de R$ 289 mil, plano de R$ 89,90/mês', 'price')).toEqual([
      'R$ 289 mil',
      'R$ 89,90/mês',
    ]);
    expect(factsOf('croissant à 1,20 € ou $2.50, só 45 reais', 'price')).toEqual([
      '1,20 €',
      '$2.50',
      '45 reais',
    ]);
  });

  it('finds percentages, keeping an OFF that belongs to them', () => {
    expect(factsOf('20% OFF no iPhone e 15 % de desconto', 'percent')).toEqual(['20% OFF', '15 %']);
  });

  it('finds numeric and written dates in all five languages', () => {
    expect(factsOf('dia 25/12, até 14/02/2026, em 12 de outubro e no dia 15', 'date')).toEqual([
      '25/12',
      '14/02/2026',
      '12 de outubro',
      'dia 15',
    ]);
    expect(factsOf('open house on December 5th, 2025', 'date', 'en-US')).toEqual([
      'December 5th, 2025',
    ]);
    expect(factsOf('le 25 décembre et am 24. Dezember', 'date', 'fr-FR')).toEqual([
      '25 décembre',
      '24. Dezember',
    ]);
    expect(factsOf('promoção de maio', 'date')).toEqual(['maio']);
  });

  it('does not take an everyday word for a month', () => {
    expect(factsOf('you may march in', 'date', 'en-US')).toEqual([]);
  });

  it('finds weekdays and times', () => {
    const text = 'de segunda a sábado, das 7h às 18h30, e domingo às 9:00';
    expect(factsOf(text, 'weekday')).toEqual(['de segunda a sábado', 'domingo']);
    expect(factsOf(text, 'time')).toEqual(['das 7h às 18h30', '9:00']);
    expect(factsOf('chegue às 16h30 no sábado', 'time')).toEqual(['16h30']);
    expect(factsOf('toda terça-feira e aos sábados', 'weekday')).toEqual([
      'terça-feira',
      'sábados',
    ]);
    expect(factsOf('ab 7 Uhr', 'time', 'de-DE')).toEqual(['7 Uhr']);
    expect(factsOf('um 18:00 Uhr', 'time', 'de-DE')).toEqual(['18:00 Uhr']);
    expect(factsOf('class at 6:30 pm', 'time', 'en-US')).toEqual(['6:30 pm']);
  });

  it.each([
    ['pt-BR', 'aberto das 7h às 12h', 'das 7h às 12h'],
    ['pt-BR', 'almoço 11h30–15h no salão', '11h30–15h'],
    ['pt-BR', 'plantão 7h-12h', '7h-12h'],
    ['pt-BR', 'atendimento de 9h a 18h', 'de 9h a 18h'],
    ['pt-BR', 'jantar das 18h às 23h30!', 'das 18h às 23h30'],
    ['pt-BR', 'pausa entre 12h e 14h', 'entre 12h e 14h'],
    ['en-US', 'brunch from 8am to 2pm', 'from 8am to 2pm'],
    ['en-US', 'brunch 8am–2pm daily', '8am–2pm'],
    ['en-US', 'open house 1-4pm', '1-4pm'],
    ['fr-FR', 'ouvert de 9h à 18h', 'de 9h à 18h'],
    ['fr-FR', 'ouvert de 10 h à 19 h', 'de 10 h à 19 h'],
    ['de-DE', 'geöffnet von 9 bis 18 Uhr', 'von 9 bis 18 Uhr'],
    ['de-DE', 'geöffnet 9–18 Uhr', '9–18 Uhr'],
    ['de-DE', 'Mittag 11:30–14:30 Uhr', '11:30–14:30 Uhr'],
    ['es-ES', 'abierto de 9:00 a 14:00', 'de 9:00 a 14:00'],
  ] as const)(
    'reads a range of hours as one fact with its connectors (%s: %s)',
    (locale, text, range) => {
      expect(factsOf(text, 'time', locale)).toEqual([range]);
    },
  );

  it.each([
    ['pt-BR', 'aberto de segunda a sexta', 'de segunda a sexta'],
    ['pt-BR', 'segunda à sexta, no centro', 'segunda à sexta'],
    ['pt-BR', 'seg a sex das 8h às 17h', 'seg a sex'],
    ['pt-BR', 'abrimos de terça a domingo', 'de terça a domingo'],
    ['pt-BR', 'plantão de 2ª a 6ª', 'de 2ª a 6ª'],
    ['es-ES', 'de lunes a viernes', 'de lunes a viernes'],
    ['en-US', 'open Monday to Friday', 'Monday to Friday'],
    ['en-US', 'open Mon–Fri 9am–5pm', 'Mon–Fri'],
    ['fr-FR', 'du lundi au vendredi', 'du lundi au vendredi'],
    ['de-DE', 'Montag bis Freitag geöffnet', 'Montag bis Freitag'],
    ['de-DE', 'Mo–Fr 9–18 Uhr', 'Mo–Fr'],
  ] as const)(
    'reads a range of days as one fact with its connectors (%s: %s)',
    (locale, text, range) => {
      expect(factsOf(text, 'weekday', locale)).toEqual([range]);
    },
  );

  it('does not read a date and a time, a list of ages or short words as ranges', () => {
    expect(factsOf('no dia 25 às 16h', 'time')).toEqual(['16h']);
    expect(factsOf('for kids 6-12, 4pm', 'time', 'en-US')).toEqual(['4pm']);
    expect(factsOf('ven el sábado a mi casa', 'weekday', 'es-ES')).toEqual(['sábado']);
    expect(factsOf('what to do so far', 'weekday', 'en-US')).toEqual([]);
    expect(factsOf('vai ter a sexta livre', 'weekday')).toEqual(['sexta']);
    expect(factsOf('Tue & Thu 6:30pm', 'weekday', 'en-US')).toEqual([]);
  });

  it.each([
    ['pt-BR', 'rodízio completo R$ 89,90 por pessoa, bebidas à parte', 'R$ 89,90 por pessoa'],
    ['pt-BR', 'plano R$ 250/mês', 'R$ 250/mês'],
    ['pt-BR', 'plano de R$ 99 por mês', 'R$ 99 por mês'],
    ['pt-BR', 'mensalidade de R$ 89,90 ao mês', 'R$ 89,90 ao mês'],
    ['pt-BR', 'picanha R$ 35 o kg', 'R$ 35 o kg'],
    ['pt-BR', 'aula R$ 50 a hora', 'R$ 50 a hora'],
    ['pt-BR', 'salgados R$ 90 o cento', 'R$ 90 o cento'],
    ['de-DE', 'Menü € 20 pro Person', '€ 20 pro Person'],
    ['de-DE', 'Wohnung für 1.200 € im Monat', '1.200 € im Monat'],
    ['en-US', 'tutoring $15/hour', '$15/hour'],
    ['en-US', 'tutoring $15 an hour', '$15 an hour'],
    ['fr-FR', 'menu 12 € par personne', '12 € par personne'],
    ['es-ES', 'cuota de 29,90 € al mes', '29,90 € al mes'],
    ['es-ES', 'menú 15 € por persona', '15 € por persona'],
  ] as const)('keeps the unit typed after a price with it (%s: %s)', (locale, text, price) => {
    expect(factsOf(text, 'price', locale)).toEqual([price]);
  });

  it('does not take the next words after a price for its unit', () => {
    expect(factsOf('R$ 49,90 toda terça, R$ 600 em 3x, $15 at the door', 'price')).toEqual([
      'R$ 49,90',
      'R$ 600',
      '$15',
    ]);
  });

  it('reaches the number of a long street, with a thousands dot, nº or s/n', () => {
    expect(
      factsOf('na Avenida Presidente Juscelino Kubitschek de Oliveira, 1.234. Reservas', 'address'),
    ).toEqual(['Avenida Presidente Juscelino Kubitschek de Oliveira, 1.234']);
    expect(factsOf('Av. Pres. Vargas, 1.500, sala 2', 'address')).toEqual([
      'Av. Pres. Vargas, 1.500',
    ]);
    expect(factsOf('fica na Rua Augusta nº 45, loja 3', 'address')).toEqual(['Rua Augusta nº 45']);
    expect(factsOf('Estrada do Sol, s/n - Zona Rural', 'address')).toEqual([
      'Estrada do Sol, s/n - Zona Rural',
    ]);
    expect(factsOf('Rua Dr. Arnaldo, 455', 'address')).toEqual(['Rua Dr. Arnaldo, 455']);
    // A sentence's full stop still ends the street.
    expect(factsOf('Rua da Paz. Aberto 24 horas', 'address')).toEqual(['Rua da Paz']);
  });

  it('finds phone numbers without mistaking prices or dates for them', () => {
    expect(
      factsOf('WhatsApp (11) 98765-4321, fixo (31) 3222-4455, 0800 123 4567, R$ 1.250', 'phone'),
    ).toEqual(['(11) 98765-4321', '(31) 3222-4455', '0800 123 4567']);
    expect(factsOf('ligue 11 98765-4321 ou +55 21 99888-7766', 'phone')).toEqual([
      '11 98765-4321',
      '+55 21 99888-7766',
    ]);
  });

  it('finds handles, e-mails, links and hashtags', () => {
    const text =
      'siga @paodourado e @dombigode.barber, escreva para contato@loja.com.br, acesse www.loja.com.br ou marinaalves.com.br/excel #PãoQuentinho';
    expect(factsOf(text, 'handle')).toEqual(['@paodourado', '@dombigode.barber']);
    expect(factsOf(text, 'email')).toEqual(['contato@loja.com.br']);
    expect(factsOf(text, 'url')).toEqual(['www.loja.com.br', 'marinaalves.com.br/excel']);
    expect(factsOf(text, 'hashtag')).toEqual(['#PãoQuentinho']);
  });

  it('finds street addresses with their numbers', () => {
    expect(factsOf('na Rua das Flores, 123, agende já', 'address')).toEqual([
      'Rua das Flores, 123',
    ]);
    expect(factsOf('Loja na Av. Paulista, 1000 — venha', 'address')).toEqual([
      'Av. Paulista, 1000',
    ]);
    expect(factsOf('fica na rua augusta 500', 'address')).toEqual(['rua augusta 500']);
  });

  it('keeps the district or city typed after an address with it, one fact', () => {
    expect(factsOf('Rua Tiradentes, 88, Centro. Chama no @amigofielpet', 'address')).toEqual([
      'Rua Tiradentes, 88, Centro',
    ]);
    expect(factsOf('na Rua das Flores, 123, Vila Madalena, agende', 'address')).toEqual([
      'Rua das Flores, 123, Vila Madalena',
    ]);
    expect(factsOf('en Calle Mayor 25, Madrid. Confirma', 'address', 'es-ES')).toEqual([
      'Calle Mayor 25, Madrid',
    ]);
    expect(factsOf('12 rue de la Paix, Paris', 'address', 'fr-FR')).toEqual([
      '12 rue de la Paix, Paris',
    ]);
    expect(factsOf('Hauptstraße 12, Berlin', 'address', 'de-DE')).toEqual([
      'Hauptstraße 12, Berlin',
    ]);
    // A capitalised word that opens the next phrase is not a district.
    expect(factsOf('Rua das Flores, 123, Agende pelo zap', 'address')).toEqual([
      'Rua das Flores, 123',
    ]);
    expect(factsOf('Lindenweg 3, Tel. 0711 234567', 'address', 'de-DE')).toEqual(['Lindenweg 3']);
    expect(factsOf('Bahnhofstraße 5, Mo–Sa 9:00–18:00', 'address', 'de-DE')).toEqual([
      'Bahnhofstraße 5',
    ]);
  });

  it('reads a street named after a date as the address, not a date', () => {
    const text = 'Loja na Rua 25 de Março, 1200 e na AV. 9 DE JULHO; feira na Praça XV de Novembro';
    expect(factsOf(text, 'address')).toEqual([
      'Rua 25 de Março, 1200',
      'AV. 9 DE JULHO',
      'Praça XV de Novembro',
    ]);
    expect(factsOf(text, 'date')).toEqual([]);
    expect(factsOf('Promoção até 25 de março na loja', 'date')).toEqual(['25 de março']);
  });

  it('keeps quoted text whole, as on-screen text or a name', () => {
    expect(factsOf('texto na tela "Promoção R$ 4,50" e o selo \'Feito em casa\'')).toEqual([
      'Promoção R$ 4,50',
      'Feito em casa',
    ]);
    expect(factsOf('loja « Chez Marie » à Paris', 'quote', 'fr-FR')).toEqual(['Chez Marie']);
  });

  it('finds business, people and product names, not sentence openers', () => {
    expect(factsOf('Padaria Pão Dourado: promoção de sonho', 'name')).toEqual([
      'Padaria Pão Dourado',
    ]);
    expect(factsOf('Promoção de sonho na padaria Pão Dourado', 'name')).toEqual(['Pão Dourado']);
    expect(factsOf('Casamento de Ana e Pedro na Chácara Recanto do Sol', 'name')).toEqual([
      'Ana e Pedro',
      'Chácara Recanto do Sol',
    ]);
    expect(factsOf('TechMais: iPhone 15 com desconto', 'name')).toEqual(['TechMais', 'iPhone 15']);
    expect(factsOf('Venha conhecer. Hoje tem bolo.', 'name')).toEqual([]);
    expect(factsOf('Dra. Camila Rocha atende com a Prof. Ana', 'name')).toEqual([
      'Dra. Camila Rocha',
      'Prof. Ana',
    ]);
  });

  it('does not read every German noun as a name', () => {
    expect(
      factsOf('Bäckerei Goldbrot: frische Brötchen und Kuchen am Morgen', 'name', 'de-DE'),
    ).toEqual(['Bäckerei Goldbrot']);
  });

  it('returns facts verbatim, in reading order, each once', () => {
    const text =
      'Barbearia Dom Bigode: corte por R$45 às terças, R$45 também no sábado. Agende: (21) 99888-7766';
    expect(extractFacts(text).map((fact) => `${fact.kind}:${fact.text}`)).toEqual([
      'name:Barbearia Dom Bigode',
      'price:R$45',
      'weekday:terças',
      'weekday:sábado',
      'phone:(21) 99888-7766',
    ]);
    for (const fact of extractFacts(text)) expect(text).toContain(fact.text);
  });

  it('treats runs of spaces as one', () => {
    expect(factsOf('por  R$   45 no\nsábado', 'price')).toEqual(['R$ 45']);
  });
});

describe('extractFacts over the shared briefs', () => {
  it.each(BRIEFS.map((brief) => [brief.id, brief] as const))(
    '%s: finds every fact the brief lists, verbatim',
    (_id, brief) => {
      const facts = extractFacts(brief.prompt, brief.locale).map((fact) => fact.text);
      for (const expected of brief.facts) {
        expect({ expected, found: facts.some((fact) => fact.includes(expected)) }).toEqual({
          expected,
          found: true,
        });
      }
      for (const fact of facts) expect(brief.prompt).toContain(fact);
    },
  );

  it('finds offer terms as typed in the five languages', () => {
    expect(factsOf('TÊNIS POR R$ 399,90 SÓ HOJE NA LOJA', 'offer')).toEqual(['SÓ HOJE']);
    expect(factsOf('frete grátis e brinde', 'offer')).toEqual(['frete grátis', 'brinde']);
    expect(factsOf('free espresso, gluten-free', 'offer', 'en-US')).toEqual(['free']);
    expect(factsOf('envío gratis, 2x1', 'offer', 'es-ES')).toEqual(['envío gratis', '2x1']);
    expect(factsOf('livraison offerte', 'offer', 'fr-FR')).toEqual(['livraison offerte']);
    expect(factsOf('nur heute kostenlos', 'offer', 'de-DE')).toEqual(['nur heute', 'kostenlos']);
  });

  it('finds the business after its cue in a prompt typed in capitals', () => {
    expect(factsOf('PROMOÇÃO IMPERDÍVEL!!! SÓ HOJE NA LOJA SPORT CENTER 🔥', 'name')).toEqual([
      'SPORT CENTER',
    ]);
  });
});

describe('channels', () => {
  it('does not take WhatsApp or Instagram for a name: they say where to order, not who', () => {
    const facts = extractFacts('Encomendas pelo WhatsApp (11) 98765-4321 ou no Instagram', 'pt-BR');
    expect(facts.filter((fact) => fact.kind === 'name')).toEqual([]);
  });
});
