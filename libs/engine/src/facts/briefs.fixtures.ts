import type { Category, Locale } from '@cena/contracts';

/**
 * Briefs as small businesses type them (capitals, emoji, lists of facts, a single word, phones and
 * addresses), in the five languages and the 14 categories of the brand guide. Shared by the
 * fact extractor's, the prompt engine's and the local storyboard's tests, and scripts/prompt-table.ts.
 */
export interface Brief {
  id: string;
  locale: Locale;
  category: Category;
  prompt: string;
  /** Facts the extractor must find, verbatim (a floor: it may find more). */
  facts: string[];
  /** The business name the end card must show, when the prompt names one. */
  business?: string;
}

export const BRIEFS: readonly Brief[] = [
  {
    id: 'sport-center-caps',
    locale: 'pt-BR',
    category: 'retail',
    prompt:
      'PROMOÇÃO IMPERDÍVEL!!! TÊNIS NIKE AIR MAX DE R$ 799,90 POR APENAS R$ 399,90 SÓ HOJE NA LOJA SPORT CENTER 🔥🔥🔥',
    facts: ['R$ 799,90', 'R$ 399,90', 'SÓ HOJE', 'SPORT CENTER'],
    business: 'SPORT CENTER',
  },
  {
    id: 'joes-coffee',
    locale: 'en-US',
    category: 'food',
    prompt:
      "Grand opening of Joe's Coffee on Main Street this Friday at 8am: free espresso for the first 50 customers, follow @joescoffee",
    facts: ["Joe's Coffee", 'Main Street', 'Friday', '8am', 'free', '@joescoffee'],
    business: "Joe's Coffee",
  },
  {
    id: 'wedding',
    locale: 'pt-BR',
    category: 'events',
    prompt:
      'Casamento de Ana e Pedro no dia 14/02/2026 às 16h30, na Chácara Recanto do Sol. Confirme presença até 20/01 pelo (11) 98888-1234 ou @anaepedro.casamento #AnaEPedro2026 💍',
    facts: [
      'Ana e Pedro',
      '14/02/2026',
      '16h30',
      'Chácara Recanto do Sol',
      '20/01',
      '(11) 98888-1234',
      '@anaepedro.casamento',
      '#AnaEPedro2026',
    ],
  },
  {
    id: 'bakery-sonho',
    locale: 'pt-BR',
    category: 'bakery',
    prompt:
      'Padaria Pão Dourado: sonho de creme a R$ 4,50 neste sábado, 25/10, das 7h às 12h. Encomendas pelo WhatsApp (11) 98765-4321 ou no @paodourado',
    facts: [
      'Pão Dourado',
      'R$ 4,50',
      'sábado',
      '25/10',
      '7h',
      '12h',
      '(11) 98765-4321',
      '@paodourado',
    ],
    business: 'Padaria Pão Dourado',
  },
  {
    id: 'bakery-one-word',
    locale: 'pt-BR',
    category: 'bakery',
    prompt: 'Pão de queijo',
    facts: [],
  },
  {
    id: 'pizza-caps-phone',
    locale: 'pt-BR',
    category: 'food',
    prompt:
      'PIZZARIA BELLA NAPOLI 🍕 RODÍZIO R$ 49,90 TODA TERÇA! DELIVERY (21) 3333-4444 RUA DAS LARANJEIRAS, 210',
    facts: ['R$ 49,90', 'TERÇA', '(21) 3333-4444', 'RUA DAS LARANJEIRAS, 210', 'BELLA NAPOLI'],
    business: 'BELLA NAPOLI',
  },
  {
    id: 'food-marmita',
    locale: 'pt-BR',
    category: 'food',
    prompt:
      'Marmitas fitness da Cozinha da Vó 😋 a partir de R$ 18 cada, entrega grátis no bairro! Peça pelo zap 11 97777-6655',
    facts: ['Cozinha da Vó', 'R$ 18', 'grátis', '11 97777-6655'],
    business: 'Cozinha da Vó',
  },
  {
    id: 'gym-matricula',
    locale: 'pt-BR',
    category: 'fitness',
    prompt:
      'Academia Corpo em Forma com matrícula grátis e mensalidade de R$ 89,90 até 15 de janeiro. Treinos das 6h às 23h, siga @corpoemforma 💪',
    facts: [
      'Academia Corpo em Forma',
      'grátis',
      'R$ 89,90',
      '15 de janeiro',
      '6h',
      '23h',
      '@corpoemforma',
    ],
    business: 'Academia Corpo em Forma',
  },
  {
    id: 'gym-caps-percent',
    locale: 'pt-BR',
    category: 'fitness',
    prompt: 'BLACK FRIDAY NA ACADEMIA POWER FIT: 50% OFF NO PLANO ANUAL ATÉ 30/11!!! 💪🔥',
    facts: ['BLACK FRIDAY', '50% OFF', '30/11', 'POWER FIT'],
    business: 'POWER FIT',
  },
  {
    id: 'beauty-nails',
    locale: 'pt-BR',
    category: 'beauty',
    prompt:
      'Studio Bella Unhas 💅 manicure + pedicure por R$ 55 de terça a quinta. Agende: (31) 99123-4567 | Av. Afonso Pena, 1500',
    facts: [
      'Studio Bella Unhas',
      'R$ 55',
      'terça',
      'quinta',
      '(31) 99123-4567',
      'Av. Afonso Pena, 1500',
    ],
    business: 'Studio Bella Unhas',
  },
  {
    id: 'beauty-es',
    locale: 'es-ES',
    category: 'beauty',
    prompt:
      'Salón Belleza Luna: tinte y corte por 35 € solo hoy. Reserva en www.belleza-luna.es o llama al 612 345 678',
    facts: ['Belleza Luna', '35 €', 'solo hoy', 'www.belleza-luna.es'],
    business: 'Salón Belleza Luna',
  },
  {
    id: 'barber-bigode',
    locale: 'pt-BR',
    category: 'barber',
    prompt:
      'Barbearia Dom Bigode: corte + barba por R$45 toda terça-feira. Agende pelo WhatsApp (21) 99888-7766 e siga @dombigode.barber ✂️',
    facts: ['Barbearia Dom Bigode', 'R$45', 'terça-feira', '(21) 99888-7766', '@dombigode.barber'],
    business: 'Barbearia Dom Bigode',
  },
  {
    id: 'barber-en',
    locale: 'en-US',
    category: 'barber',
    prompt:
      'Fresh fades at Kings Barber Shop! Haircut $25, beard trim free on Mondays. Walk-ins 9am to 7pm at 245 Oak Street',
    facts: ['$25', 'free', 'Mondays', '9am', '7pm', '245 Oak Street'],
    business: 'Kings Barber Shop',
  },
  {
    id: 'fashion-boutique',
    locale: 'pt-BR',
    category: 'fashion',
    prompt:
      'Boutique Flor de Lis lança a coleção Verão 2026 com 30% OFF na primeira compra até 10/12. Vestidos a partir de R$ 129,90. Siga @flordelis.moda 👗',
    facts: [
      'Boutique Flor de Lis',
      'Verão 2026',
      '30% OFF',
      '10/12',
      'R$ 129,90',
      '@flordelis.moda',
    ],
    business: 'Boutique Flor de Lis',
  },
  {
    id: 'fashion-fr',
    locale: 'fr-FR',
    category: 'fashion',
    prompt:
      'Boutique Chez Margaux : soldes d’hiver jusqu’à -40 % du 10 janvier au 31 janvier, livraison offerte sur margaux-mode.fr',
    facts: ['Chez Margaux', '10 janvier', '31 janvier', 'livraison offerte', 'margaux-mode.fr'],
    business: 'Boutique Chez Margaux',
  },
  {
    id: 'real-estate-launch',
    locale: 'pt-BR',
    category: 'real_estate',
    prompt:
      'Lançamento do Residencial Jardim das Palmeiras: apartamentos de 2 quartos a partir de R$ 289 mil, na Rua das Acácias, 450. Plantão de vendas dia 12 de outubro às 10h. Imobiliária Lar Ideal, @larideal.imoveis',
    facts: [
      'Residencial Jardim das Palmeiras',
      'R$ 289 mil',
      'Rua das Acácias, 450',
      '12 de outubro',
      '10h',
      'Imobiliária Lar Ideal',
      '@larideal.imoveis',
    ],
    business: 'Imobiliária Lar Ideal',
  },
  {
    id: 'real-estate-de',
    locale: 'de-DE',
    category: 'real_estate',
    prompt:
      'Immobilien Schneider: 3-Zimmer-Wohnung in der Lindenstraße 12 für 1.200 € im Monat. Besichtigung am Samstag um 11 Uhr, Tel. +49 30 1234567',
    facts: ['Lindenstraße 12', '1.200 €', 'Samstag', '11 Uhr', '+49 30 1234567'],
  },
  {
    id: 'events-show-en',
    locale: 'en-US',
    category: 'events',
    prompt:
      'LIVE MUSIC NIGHT 🎸 Saturday Dec 13 at 9pm, tickets $15 at thebluenote.com, 21+ only #BlueNoteLive',
    facts: ['Saturday', 'Dec 13', '9pm', '$15', 'thebluenote.com', '#BlueNoteLive'],
  },
  {
    id: 'events-birthday-es',
    locale: 'es-ES',
    category: 'events',
    prompt:
      '¡Fiesta de cumpleaños de Lucía! Sábado 8 de marzo a las 18:00 en Calle Mayor 25, Madrid. Confirma antes del 1 de marzo al 655 123 456 🎉',
    facts: ['Lucía', 'Sábado', '8 de marzo', '18:00', 'Calle Mayor 25', '1 de marzo'],
  },
  {
    id: 'education-excel',
    locale: 'pt-BR',
    category: 'education',
    prompt:
      'Curso online de Excel da Prof. Marina Alves: turma começa em 03/03, inscrições até 28/02 por R$ 197 ou 12x de R$ 19,70. Acesse marinaalves.com.br/excel',
    facts: [
      'Excel',
      'Prof. Marina Alves',
      '03/03',
      '28/02',
      'R$ 197',
      '12x de R$ 19,70',
      'marinaalves.com.br/excel',
    ],
  },
  {
    id: 'education-english-school',
    locale: 'en-US',
    category: 'education',
    prompt:
      'Bright Minds Tutoring: free trial class for kids 6-12! Math and reading, Mon to Thu 4pm-6pm. Call (555) 123-4567',
    facts: ['Bright Minds Tutoring', 'free', '4pm', '6pm'],
    business: 'Bright Minds Tutoring',
  },
  {
    id: 'education-de',
    locale: 'de-DE',
    category: 'education',
    prompt:
      'Sprachschule Lingua: Deutschkurse ab 15. März, 10 Wochen für 299 €. Kostenlose Probestunde, Anmeldung auf lingua-schule.de',
    facts: ['15. März', '299 €', 'Kostenlose', 'lingua-schule.de'],
  },
  {
    id: 'health-dentist',
    locale: 'pt-BR',
    category: 'health',
    prompt:
      'Clínica Sorriso Leve: clareamento dental por R$ 600 em 3x sem juros durante o mês de maio. Dra. Camila Rocha atende de segunda a sábado, agende pelo (31) 3222-4455 🦷',
    facts: [
      'Clínica Sorriso Leve',
      'R$ 600',
      'maio',
      'Dra. Camila Rocha',
      'segunda',
      'sábado',
      '(31) 3222-4455',
    ],
    business: 'Clínica Sorriso Leve',
  },
  {
    id: 'health-fr',
    locale: 'fr-FR',
    category: 'health',
    prompt:
      'Cabinet de kiné Dupont : bilan postural offert en octobre, au 12 rue de la Paix à Lyon. Rendez-vous au 04 78 12 34 56',
    facts: ['offert', '12 rue de la Paix', '04 78 12 34 56'],
  },
  {
    id: 'pets-banho',
    locale: 'pt-BR',
    category: 'pets',
    prompt:
      'Pet shop Amigo Fiel 🐶 banho e tosa com 15% de desconto às quartas, das 8h às 18h. Rua Tiradentes, 88, Centro. Chama no @amigofielpet',
    facts: ['Amigo Fiel', '15%', 'quartas', '8h', '18h', 'Rua Tiradentes, 88', '@amigofielpet'],
    business: 'Amigo Fiel',
  },
  {
    id: 'pets-en',
    locale: 'en-US',
    category: 'pets',
    prompt:
      'Happy Paws Grooming 🐾 full groom for small dogs $45, nail trim free with any bath this weekend. Book at happypaws.com',
    facts: ['$45', 'free', 'weekend', 'happypaws.com'],
  },
  {
    id: 'pets-one-word',
    locale: 'pt-BR',
    category: 'pets',
    prompt: 'Adoção 🐶🐱',
    facts: [],
  },
  {
    id: 'tech-iphone',
    locale: 'pt-BR',
    category: 'tech',
    prompt:
      'TechMais Celulares: iPhone 15 com 20% OFF ou em 12x de R$ 499,90 só até domingo, 30/11. Loja na Av. Paulista, 1000 — link na bio @techmais 📱',
    facts: [
      'TechMais Celulares',
      'iPhone 15',
      '20% OFF',
      '12x de R$ 499,90',
      'domingo',
      '30/11',
      'Av. Paulista, 1000',
      '@techmais',
    ],
    business: 'TechMais Celulares',
  },
  {
    id: 'tech-repair-caps',
    locale: 'pt-BR',
    category: 'tech',
    prompt:
      'CONSERTO DE CELULAR EM 1 HORA! TROCA DE TELA A PARTIR DE R$ 150. LOJA INFOCELL, RUA 7 DE SETEMBRO, 300. WHATS (48) 99654-3210',
    facts: ['R$ 150', '(48) 99654-3210', 'INFOCELL'],
    business: 'INFOCELL',
  },
  {
    id: 'tech-de',
    locale: 'de-DE',
    category: 'tech',
    prompt:
      'Handy-Reparatur bei PhoneFix: Displaytausch ab 79 €, nur heute 10% Rabatt. Bahnhofstraße 5, Mo–Sa 9:00–18:00',
    facts: ['PhoneFix', '79 €', 'nur heute', '10%', 'Bahnhofstraße 5', '9:00', '18:00'],
  },
  {
    id: 'retail-mercado',
    locale: 'pt-BR',
    category: 'retail',
    prompt:
      'Supermercado Bom Preço: leve 3 pague 2 em refrigerantes e picanha a R$ 59,90/kg até sábado! Av. Brasil, 2000 🛒',
    facts: ['Bom Preço', 'leve 3 pague 2', 'R$ 59,90/kg', 'sábado', 'Av. Brasil, 2000'],
  },
  {
    id: 'retail-es',
    locale: 'es-ES',
    category: 'retail',
    prompt:
      'Tienda La Esquina: 2x1 en camisetas y envío gratis en pedidos de más de 30 €, hasta el 15/01. Síguenos en @laesquina.shop',
    facts: ['2x1', 'envío gratis', '30 €', '15/01', '@laesquina.shop'],
  },
  {
    id: 'retail-fr',
    locale: 'fr-FR',
    category: 'retail',
    prompt:
      'Épicerie Fine Lemoine : paniers garnis dès 29,90 € pour Noël, commande avant le 20 décembre au 01 23 45 67 89 🎄',
    facts: ['29,90 €', '20 décembre', '01 23 45 67 89'],
  },
  {
    id: 'generic-cleaning',
    locale: 'pt-BR',
    category: 'generic',
    prompt:
      'Limpeza de sofá e colchão a domicílio com orçamento grátis. Atendemos toda a Grande SP, chama no (11) 94444-3333 ✨',
    facts: ['grátis', 'Grande SP', '(11) 94444-3333'],
  },
  {
    id: 'generic-en-one-word',
    locale: 'en-US',
    category: 'generic',
    prompt: 'Sale',
    facts: [],
  },
  {
    id: 'food-es-tapas',
    locale: 'es-ES',
    category: 'food',
    prompt:
      'Bar El Rincón: tapas a 2 € todos los jueves de 19:00 a 23:00 en Plaza Mayor 3, Salamanca. ¡Te esperamos! #TapasElRincon',
    facts: ['El Rincón', '2 €', 'jueves', '19:00', '23:00', '#TapasElRincon'],
  },
  {
    id: 'bakery-fr',
    locale: 'fr-FR',
    category: 'bakery',
    prompt:
      'Boulangerie Martin : croissant à 1,20 € et baguette tradition offerte dès 10 € d’achat, samedi 7h–13h, 8 rue Victor Hugo',
    facts: ['Martin', '1,20 €', '10 €', 'samedi', '7h', '13h', '8 rue Victor Hugo'],
  },
  {
    id: 'bakery-de',
    locale: 'de-DE',
    category: 'bakery',
    prompt:
      'Bäckerei Goldbrot: frische Brötchen ab 6 Uhr, Samstag 2 Brezeln gratis zu jedem Kaffee! Hauptstraße 12',
    facts: ['Bäckerei Goldbrot', '6 Uhr', 'Samstag', 'gratis', 'Hauptstraße 12'],
  },
  {
    id: 'fitness-es',
    locale: 'es-ES',
    category: 'fitness',
    prompt:
      'Gimnasio FuerzaMax: matrícula gratis y cuota de 29,90 € al mes hasta el 31 de enero. Abierto de 6:00 a 23:00 💪',
    facts: ['FuerzaMax', 'gratis', '29,90 €', '31 de enero', '6:00', '23:00'],
  },
  {
    id: 'fashion-en',
    locale: 'en-US',
    category: 'fashion',
    prompt:
      'Summer Collection drop at Urban Thread 👕 50% off all tees today only! Shop now at urbanthread.com or DM @urbanthread',
    facts: ['Urban Thread', '50% off', 'today only', 'urbanthread.com', '@urbanthread'],
    business: 'Urban Thread',
  },
  {
    id: 'beauty-de',
    locale: 'de-DE',
    category: 'beauty',
    prompt:
      'Kosmetikstudio Rosa: Gesichtsbehandlung für 49 € statt 69 €, nur bis 30.11. Termin unter 0171 2345678 💆',
    facts: ['Rosa', '49 €', '69 €', '30.11.'],
  },
  {
    id: 'events-fr-mariage',
    locale: 'fr-FR',
    category: 'events',
    prompt:
      'Mariage de Claire et Julien le 14 juin 2026 à 15h au Château de Vaux. Réponse avant le 1er mai sur claireetjulien.fr 💍',
    facts: [
      'Claire et Julien',
      '14 juin 2026',
      '15h',
      'Château de Vaux',
      '1er mai',
      'claireetjulien.fr',
    ],
  },
  {
    id: 'health-en-yoga',
    locale: 'en-US',
    category: 'health',
    prompt:
      'Calm Studio Yoga: first class FREE, then $12 drop-in. Classes Tue & Thu 6:30pm, 88 Elm Avenue. Book on calmstudio.io',
    facts: ['FREE', '$12', '6:30pm', 'calmstudio.io'],
  },
  {
    id: 'real-estate-en',
    locale: 'en-US',
    category: 'real_estate',
    prompt:
      'OPEN HOUSE this Sunday 1-4pm: 3 bed 2 bath home at 17 Maple Drive listed at $425,000. Call Sarah Lee Realty (555) 987-6543',
    facts: ['Sunday', '4pm', '$425,000', 'Sarah Lee Realty'],
    business: 'Sarah Lee Realty',
  },
  {
    id: 'education-es',
    locale: 'es-ES',
    category: 'education',
    prompt:
      'Academia de Inglés Smart English: matrícula abierta hasta el 10 de septiembre, primera clase gratis. Info en smartenglish.es',
    facts: ['Smart English', '10 de septiembre', 'gratis', 'smartenglish.es'],
  },
  {
    id: 'food-rodizio',
    locale: 'pt-BR',
    category: 'food',
    prompt:
      'Churrascaria Fogo Gaúcho: buffet de saladas, sobremesas e rodízio completo por R$ 89,90 por pessoa, de segunda a sexta das 11h30 às 15h. Avenida Presidente Juscelino Kubitschek de Oliveira, 1.234. Reservas pelo (11) 3456-7890',
    facts: [
      'Churrascaria Fogo Gaúcho',
      'R$ 89,90 por pessoa',
      'de segunda a sexta',
      'das 11h30 às 15h',
      'Avenida Presidente Juscelino Kubitschek de Oliveira, 1.234',
      '(11) 3456-7890',
    ],
    business: 'Churrascaria Fogo Gaúcho',
  },
  {
    // Typed without commas: a short clip that drops 'crocante' must not price the torresmo.
    id: 'food-boteco-run-on',
    locale: 'pt-BR',
    category: 'food',
    prompt:
      'Boteco da Praça: domingo 12/10 tem feijoada completa e torresmo crocante e picanha na chapa a R$ 25. Reservas (11) 3456-7890',
    facts: ['Boteco da Praça', 'domingo', '12/10', 'R$ 25', '(11) 3456-7890'],
    business: 'Boteco da Praça',
  },
  {
    id: 'gym-monthly',
    locale: 'pt-BR',
    category: 'fitness',
    prompt:
      'Academia Movimento: musculação e aulas de spinning por R$ 99/mês, matrícula grátis até 31/03. Aberta seg a sex das 6h às 22h e sábado de 8h a 12h, na Rua das Flores, 123',
    facts: [
      'Academia Movimento',
      'R$ 99/mês',
      'grátis',
      '31/03',
      'seg a sex',
      'das 6h às 22h',
      'sábado',
      'de 8h a 12h',
      'Rua das Flores, 123',
    ],
    business: 'Academia Movimento',
  },
  {
    id: 'food-en-brunch',
    locale: 'en-US',
    category: 'food',
    prompt:
      'Sunny Side Diner: bottomless brunch $15/person, Monday to Friday from 8am to 2pm. 120 Ocean Avenue, call (555) 222-3344',
    facts: [
      'Sunny Side Diner',
      '$15/person',
      'Monday to Friday',
      'from 8am to 2pm',
      '120 Ocean Avenue',
      '(555) 222-3344',
    ],
    business: 'Sunny Side Diner',
  },
  {
    id: 'food-de-mittag',
    locale: 'de-DE',
    category: 'food',
    prompt:
      'Gasthaus Linde: Mittagsmenü mit Suppe und Dessert für 12,50 € pro Person, Mo–Fr 11:30–14:30 Uhr. Lindenweg 3, Tel. 0711 234567',
    facts: ['12,50 € pro Person', 'Mo–Fr', '11:30–14:30 Uhr', 'Lindenweg 3', '0711 234567'],
  },
  {
    id: 'fitness-es-yoga',
    locale: 'es-ES',
    category: 'fitness',
    prompt:
      'Estudio Yoga Sol: clases ilimitadas por 40 € al mes, de lunes a viernes de 18:00 a 21:00 en Calle Luna 10. Llama al 611 222 333',
    facts: [
      'Yoga Sol',
      '40 € al mes',
      'de lunes a viernes',
      'de 18:00 a 21:00',
      'Calle Luna 10',
      '611 222 333',
    ],
  },
  {
    id: 'food-fr-midi',
    locale: 'fr-FR',
    category: 'food',
    prompt:
      'Restaurant Le Petit Zinc : menu du midi à 16 € par personne, du lundi au vendredi de 12h à 14h30, 5 rue des Lilas. Réservations au 01 42 33 44 55',
    facts: [
      'Le Petit Zinc',
      '16 € par personne',
      'du lundi au vendredi',
      'de 12h à 14h30',
      '5 rue des Lilas',
      '01 42 33 44 55',
    ],
  },
];

/**
 * Ten pt-BR briefs, one per business the prompt engine's proposal tests and scripts/prompt-table.ts
 * walk through (refine, three proposals, English prompt), in that order.
 */
export const SAMPLE_BRIEF_IDS = [
  'bakery-sonho',
  'gym-matricula',
  'barber-bigode',
  'real-estate-launch',
  'wedding',
  'tech-iphone',
  'health-dentist',
  'pets-banho',
  'education-excel',
  'fashion-boutique',
] as const;

/** The shared brief with this id; throws on an unknown id so a renamed brief fails loudly. */
export function briefById(id: string): Brief {
  const brief = BRIEFS.find((candidate) => candidate.id === id);
  if (!brief) throw new Error(`No shared brief '${id}'`);
  return brief;
}

export const SAMPLE_BRIEFS: readonly Brief[] = SAMPLE_BRIEF_IDS.map(briefById);
