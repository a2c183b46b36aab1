/**
 * Ten realistic pt-BR prompts from the businesses Cena serves, each with the facts (names,
 * prices, dates, times, handles, links) that every rewrite must keep word for word. Shared by the
 * engine specs and scripts/prompt-table.ts.
 */
export interface SamplePrompt {
  id: string;
  business: string;
  prompt: string;
  mustKeep: string[];
}

export const SAMPLE_PROMPTS: readonly SamplePrompt[] = [
  {
    id: 'bakery',
    business: 'Padaria',
    prompt:
      'Padaria Pão Dourado: promoção de sonho de creme a R$ 4,50 neste sábado, 25/10, das 7h às 12h. Encomendas pelo WhatsApp (11) 98765-4321 ou no @paodourado',
    mustKeep: [
      'Pão Dourado',
      'R$ 4,50',
      'sábado',
      '25/10',
      '7h',
      '12h',
      '(11) 98765-4321',
      '@paodourado',
    ],
  },
  {
    id: 'gym',
    business: 'Academia',
    prompt:
      'Academia Corpo em Forma com matrícula grátis e mensalidade de R$ 89,90 até 15 de janeiro. Treinos das 6h às 23h, siga @corpoemforma',
    mustKeep: [
      'Academia Corpo em Forma',
      'R$ 89,90',
      '15 de janeiro',
      '6h',
      '23h',
      '@corpoemforma',
    ],
  },
  {
    id: 'barber',
    business: 'Barbearia',
    prompt:
      'Barbearia Dom Bigode: corte + barba por R$45 toda terça-feira. Agende pelo WhatsApp (21) 99888-7766 e siga @dombigode.barber',
    mustKeep: [
      'Barbearia Dom Bigode',
      'R$45',
      'terça-feira',
      '(21) 99888-7766',
      '@dombigode.barber',
    ],
  },
  {
    id: 'real-estate',
    business: 'Imobiliária',
    prompt:
      'Lançamento do Residencial Jardim das Palmeiras: apartamentos de 2 quartos a partir de R$ 289 mil, na Rua das Acácias, 450. Plantão de vendas dia 12 de outubro às 10h. Imobiliária Lar Ideal, @larideal.imoveis',
    mustKeep: [
      'Residencial Jardim das Palmeiras',
      'R$ 289 mil',
      'Rua das Acácias, 450',
      '12 de outubro',
      '10h',
      'Imobiliária Lar Ideal',
      '@larideal.imoveis',
    ],
  },
  {
    id: 'wedding',
    business: 'Casamento',
    prompt:
      'Casamento de Ana e Pedro no dia 14/02/2026 às 16h30, na Chácara Recanto do Sol. Confirme presença até 20/01 pelo @anaepedro.casamento #AnaEPedro2026',
    mustKeep: [
      'Ana e Pedro',
      '14/02/2026',
      '16h30',
      'Chácara Recanto do Sol',
      '20/01',
      '@anaepedro.casamento',
      '#AnaEPedro2026',
    ],
  },
  {
    id: 'tech-store',
    business: 'Loja de tecnologia',
    prompt:
      'TechMais Celulares: iPhone 15 com 20% OFF ou em 12x de R$ 499,90 só até domingo, 30/11. Loja na Av. Paulista, 1000 — link na bio @techmais',
    mustKeep: [
      'TechMais Celulares',
      'iPhone 15',
      '20% OFF',
      '12x de R$ 499,90',
      'domingo',
      '30/11',
      'Av. Paulista, 1000',
      '@techmais',
    ],
  },
  {
    id: 'dentist',
    business: 'Dentista',
    prompt:
      'Clínica Sorriso Leve: clareamento dental por R$ 600 em 3x sem juros durante o mês de maio. Dra. Camila Rocha atende de segunda a sábado, agende pelo (31) 3222-4455',
    mustKeep: [
      'Clínica Sorriso Leve',
      'R$ 600',
      'maio',
      'Dra. Camila Rocha',
      'segunda',
      'sábado',
      '(31) 3222-4455',
    ],
  },
  {
    id: 'pet-shop',
    business: 'Pet shop',
    prompt:
      'Pet shop Amigo Fiel: banho e tosa com 15% de desconto às quartas, das 8h às 18h. Rua Tiradentes, 88, Centro. Chama no @amigofielpet',
    mustKeep: ['Amigo Fiel', '15%', 'quartas', '8h', '18h', 'Rua Tiradentes, 88', '@amigofielpet'],
  },
  {
    id: 'online-course',
    business: 'Curso online',
    prompt:
      'Curso online de Excel da Prof. Marina Alves: turma começa em 03/03, inscrições até 28/02 por R$ 197 ou 12x de R$ 19,70. Acesse marinaalves.com.br/excel',
    mustKeep: [
      'Excel',
      'Marina Alves',
      '03/03',
      '28/02',
      'R$ 197',
      '12x de R$ 19,70',
      'marinaalves.com.br/excel',
    ],
  },
  {
    id: 'fashion',
    business: 'Moda',
    prompt:
      'Boutique Flor de Lis lança a coleção Verão 2026 com 30% OFF na primeira compra até 10/12. Vestidos a partir de R$ 129,90. Siga @flordelis.moda',
    mustKeep: [
      'Boutique Flor de Lis',
      'Verão 2026',
      '30% OFF',
      '10/12',
      'R$ 129,90',
      '@flordelis.moda',
    ],
  },
];
