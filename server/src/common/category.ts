import type { Category } from '@cena/contracts';

type BusinessCategory = Exclude<Category, 'generic'>;

interface CategoryLexicon {
  /** Names of the business itself ("padaria", "barbearia"): they settle the category. */
  strong: string[];
  /** Products and related words: they only tip the balance. */
  weak: string[];
}

/**
 * Keyword lexicon (pt-BR first, then en/es/fr/de). Words that name an intent rather than a
 * business (promoção, oferta, lançamento) and words ambiguous across languages ("show", "chat",
 * "phone") are deliberately absent: they made unrelated prompts fall into events or pets.
 */
const LEXICON: Record<BusinessCategory, CategoryLexicon> = {
  bakery: {
    strong: [
      'padaria',
      'confeitaria',
      'panificadora',
      'doceria',
      'bakery',
      'patisserie',
      'panadería',
      'pastelería',
      'boulangerie',
      'pâtisserie',
      'bäckerei',
      'konditorei',
    ],
    weak: [
      'pão',
      'pães',
      'pãozinho',
      'pão de queijo',
      'bolo',
      'bolos',
      'doce',
      'doces',
      'brigadeiro',
      'croissant',
      'torta',
      'cupcake',
      'confeiteira',
      'fornada',
      'bread',
      'cake',
      'cookies',
      'pan dulce',
      'gâteau',
      'pain',
      'baguette',
      'brot',
      'brötchen',
      'kuchen',
      'torte',
    ],
  },
  food: {
    strong: [
      'restaurante',
      'lanchonete',
      'pizzaria',
      'hamburgueria',
      'churrascaria',
      'sorveteria',
      'cafeteria',
      'food truck',
      'marmitaria',
      'boteco',
      'restaurant',
      'diner',
      'pizzeria',
      'cafetería',
      'brasserie',
      'bistrot',
      'imbiss',
      'gaststätte',
    ],
    weak: [
      'pizza',
      'hambúrguer',
      'hamburguer',
      'burger',
      'comida',
      'marmita',
      'marmitex',
      'açaí',
      'sushi',
      'churrasco',
      'cardápio',
      'prato',
      'delivery',
      'almoço',
      'jantar',
      'lanche',
      'sorvete',
      'salgado',
      'feijoada',
      'pastel',
      'coxinha',
      'espetinho',
      'café',
      'coffee',
      'cerveja',
      'chopp',
      'drink',
      'food',
      'lunch',
      'dinner',
      'tapas',
      'repas',
      'déjeuner',
      'essen',
      'mittagessen',
    ],
  },
  fitness: {
    strong: [
      'academia',
      'crossfit',
      'gym',
      'fitness',
      'gimnasio',
      'salle de sport',
      'fitnessstudio',
    ],
    weak: [
      'treino',
      'musculação',
      'personal trainer',
      'pilates',
      'yoga',
      'funcional',
      'corrida',
      'emagrecer',
      'malhar',
      'hipertrofia',
      'muay thai',
      'jiu jitsu',
      'workout',
      'training',
      'entrenamiento',
      'entraînement',
      'musculation',
      'krafttraining',
    ],
  },
  beauty: {
    strong: [
      'salão de beleza',
      'esmalteria',
      'clínica de estética',
      'studio de beleza',
      'beauty salon',
      'salón de belleza',
      'institut de beauté',
      'kosmetikstudio',
      'schönheitssalon',
    ],
    weak: [
      'salão',
      'beleza',
      'manicure',
      'pedicure',
      'unhas',
      'maquiagem',
      'estética',
      'cílios',
      'sobrancelha',
      'cabeleireira',
      'escova',
      'progressiva',
      'skincare',
      'depilação',
      'spa',
      'makeup',
      'nails',
      'belleza',
      'uñas',
      'maquillaje',
      'beauté',
      'maquillage',
      'ongles',
      'kosmetik',
      'nägel',
    ],
  },
  barber: {
    strong: [
      'barbearia',
      'barbeiro',
      'barbershop',
      'barber shop',
      'barber',
      'barbería',
      'barbier',
      'herrenfriseur',
    ],
    weak: ['barba', 'bigode', 'corte masculino', 'degradê', 'navalha', 'beard', 'barbe', 'bart'],
  },
  fashion: {
    strong: [
      'loja de roupas',
      'boutique',
      'brechó',
      'moda',
      'fashion',
      'tienda de ropa',
      'prêt à porter',
      'modegeschäft',
    ],
    weak: [
      'roupa',
      'roupas',
      'vestido',
      'coleção',
      'look',
      'camiseta',
      'tênis',
      'calça',
      'jeans',
      'biquíni',
      'moda praia',
      'sapato',
      'bolsa',
      'clothing',
      'dress',
      'outfit',
      'sneakers',
      'ropa',
      'colección',
      'vêtements',
      'robe',
      'kleidung',
      'kleid',
      'kollektion',
    ],
  },
  real_estate: {
    strong: [
      'imobiliária',
      'corretor de imóveis',
      'corretora de imóveis',
      'real estate',
      'realtor',
      'inmobiliaria',
      'agence immobilière',
      'immobilier',
      'immobilien',
      'makler',
    ],
    weak: [
      'imóvel',
      'imóveis',
      'apartamento',
      'casa à venda',
      'aluguel',
      'condomínio',
      'terreno',
      'quartos',
      'suíte',
      'residencial',
      'imobiliário',
      'metros quadrados',
      'apartment',
      'house for sale',
      'condo',
      'bedrooms',
      'alquiler',
      'appartement',
      'maison à vendre',
      'wohnung',
      'miete',
    ],
  },
  events: {
    strong: [
      'casamento',
      'buffet',
      'cerimonial',
      'festa',
      'evento',
      'formatura',
      'aniversário',
      'festival',
      'wedding',
      'party',
      'event',
      'boda',
      'fiesta',
      'mariage',
      'fête',
      'événement',
      'hochzeit',
      'veranstaltung',
      'feier',
    ],
    weak: [
      'noivos',
      'noiva',
      'debutante',
      'workshop',
      'palestra',
      'convite',
      'ingresso',
      'open bar',
      'decoração',
      'bride',
      'tickets',
      'invitation',
      'invitación',
      'entradas',
      'billets',
      'einladung',
    ],
  },
  education: {
    strong: [
      'curso',
      'escola',
      'faculdade',
      'mentoria',
      'courses',
      'online course',
      'school',
      'escuela',
      'clases',
      'cours en ligne',
      'leçons',
      'école',
      'formation',
      'kurs',
      'schule',
      'unterricht',
    ],
    weak: [
      'aula',
      'professor',
      'professora',
      'educação',
      'aluno',
      'alunos',
      'inglês',
      'reforço',
      'vestibular',
      'enem',
      'matrícula',
      'certificado',
      'student',
      'teacher',
      'estudiantes',
      'élèves',
      'schüler',
    ],
  },
  health: {
    strong: [
      'clínica',
      'consultório',
      'dentista',
      'odontologia',
      'fisioterapia',
      'psicólogo',
      'psicóloga',
      'nutricionista',
      'médico',
      'médica',
      'farmácia',
      'laboratório',
      'dentist',
      'clinic',
      'doctor',
      'pharmacy',
      'clinique',
      'dentiste',
      'médecin',
      'pharmacie',
      'zahnarzt',
      'arztpraxis',
      'apotheke',
    ],
    weak: [
      'saúde',
      'clareamento',
      'implante',
      'ortodontia',
      'exame',
      'consulta',
      'dentes',
      'dental',
      'health',
      'teeth',
      'salud',
      'dientes',
      'santé',
      'dents',
      'gesundheit',
      'zähne',
    ],
  },
  pets: {
    strong: [
      'pet shop',
      'petshop',
      'pet',
      'veterinário',
      'veterinária',
      'banho e tosa',
      'veterinarian',
      'grooming',
      'veterinaria',
      'mascotas',
      'vétérinaire',
      'animalerie',
      'tierarzt',
      'tierbedarf',
    ],
    weak: [
      'cachorro',
      'cão',
      'cães',
      'gato',
      'ração',
      'tosa',
      'filhote',
      'dog',
      'cat',
      'puppy',
      'perro',
      'mascota',
      'chien',
      'chiot',
      'hund',
      'katze',
      'welpe',
    ],
  },
  tech: {
    strong: [
      'assistência técnica',
      'loja de celulares',
      'informática',
      'tecnologia',
      'eletrônicos',
      'tech store',
      'electronics',
      'tecnología',
      'informatique',
      'technologie',
      'elektronik',
      'handyladen',
    ],
    weak: [
      'celular',
      'celulares',
      'smartphone',
      'iphone',
      'samsung',
      'xiaomi',
      'computador',
      'notebook',
      'app',
      'aplicativo',
      'software',
      'gamer',
      'fone',
      'tablet',
      'console',
      'playstation',
      'laptop',
      'móvil',
      'ordenador',
      'portátil',
      'ordinateur',
      'handy',
      'computer',
    ],
  },
  retail: {
    strong: [
      'supermercado',
      'mercearia',
      'papelaria',
      'floricultura',
      'ótica',
      'perfumaria',
      'loja de presentes',
      'supermarket',
      'florist',
      'papelería',
      'floristería',
      'fleuriste',
      'supermarché',
      'blumenladen',
      'supermarkt',
    ],
    weak: [
      'loja',
      'mercado',
      'presentes',
      'flores',
      'utilidades',
      'store',
      'shop',
      'gifts',
      'flowers',
      'tienda',
      'regalos',
      'magasin',
      'cadeaux',
      'fleurs',
      'laden',
      'geschenke',
      'blumen',
    ],
  },
};

/** Order matters where scores tie: the more specific category wins. */
const PRIORITY: BusinessCategory[] = [
  'barber',
  'bakery',
  'pets',
  'health',
  'real_estate',
  'events',
  'education',
  'fitness',
  'beauty',
  'fashion',
  'tech',
  'food',
  'retail',
];

const STRONG_WEIGHT = 3;
const WEAK_WEIGHT = 1;

/** Lower case, accents removed, punctuation as spaces, padded: users often type without accents. */
export function normaliseForMatching(text: string): string {
  const folded = text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('pt-BR')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return ` ${folded} `;
}

interface CompiledKeyword {
  forms: string[];
  weight: number;
}

/** A single word also matches its plural ("bolo" → "bolos", "flor" → "flores"). */
function compile(word: string, weight: number): CompiledKeyword {
  const base = normaliseForMatching(word).trim();
  const forms = base.includes(' ') ? [base] : [base, `${base}s`, `${base}es`];
  return { forms: forms.map((form) => ` ${form} `), weight };
}

const COMPILED: Record<BusinessCategory, CompiledKeyword[]> = Object.fromEntries(
  PRIORITY.map((category) => [
    category,
    [
      ...LEXICON[category].strong.map((word) => compile(word, STRONG_WEIGHT)),
      ...LEXICON[category].weak.map((word) => compile(word, WEAK_WEIGHT)),
    ],
  ]),
) as Record<BusinessCategory, CompiledKeyword[]>;

/** Weighted keyword score of one category in an already normalised text. */
function score(haystack: string, category: BusinessCategory): number {
  return COMPILED[category].reduce(
    (sum, keyword) =>
      sum + (keyword.forms.some((form) => haystack.includes(form)) ? keyword.weight : 0),
    0,
  );
}

/** Scores every category by whole-word keyword hits; ties go to the more specific category. */
export function detectCategory(text: string): Category {
  const haystack = normaliseForMatching(text);
  let best: Category = 'generic';
  let bestScore = 0;
  for (const category of PRIORITY) {
    const categoryScore = score(haystack, category);
    if (categoryScore > bestScore) {
      best = category;
      bestScore = categoryScore;
    }
  }
  return best;
}

/** Categories whose keywords occur in the text (used to keep templates free of stray keywords). */
export function categoriesMentioned(text: string): BusinessCategory[] {
  const haystack = normaliseForMatching(text);
  return PRIORITY.filter((category) => score(haystack, category) > 0);
}

/** Every keyword of a category, strong first; the video engine reads them as a flat list. */
export const CATEGORY_KEYWORDS: Record<BusinessCategory, string[]> = Object.fromEntries(
  PRIORITY.map((category) => [category, [...LEXICON[category].strong, ...LEXICON[category].weak]]),
) as Record<BusinessCategory, string[]>;
