import type { Category, Locale } from '@cena/contracts';
import { guessLocale } from '../facts/language';
import { matchesOf } from '../facts/matches';

/** An emoji as typed: a pictograph, its variation selector, and any joined to it ('👨‍🍳'). */
const EMOJI_RUN =
  /\p{Extended_Pictographic}(?:\uFE0F)?(?:\u200D\p{Extended_Pictographic}\uFE0F?)*/gu;

/**
 * A picture of what the customer sells: Fluent Emoji 3D objects (MIT, @lobehub/fluent-emoji-3d),
 * named by their lowercase code points ('1f35e' is 🍞), picked from the customer's own words
 * first, from the emoji they typed second and from the business category last.
 */
export type HeroObject = string;

interface LexiconEntry {
  object: HeroObject;
  /** Accent-free, lower-case words and phrases in the five languages. */
  words: string[];
  /** A place or a kind of service ('escola', 'delivery'): ranks after the products named. */
  broad?: boolean;
  /** Only in these languages: a word that means something else in another ('pain', 'chat'). */
  locales?: Locale[];
  /** Only for these categories: 'aulas de spinning' is a gym's, not a school's. */
  categories?: Category[];
}

/**
 * Product nouns small businesses type, in pt, es, en, fr and de. Longer phrases win over the
 * words inside them ('pão de queijo' before 'pão'), so each object is the thing named.
 */
const LEXICON: readonly LexiconEntry[] = [
  // bakery and sweets
  // A pão de queijo is a bread roll: the cheese wedge read as a cheese shop.
  { object: '1f35e', words: ['pao de queijo'] },
  { object: '1f9c0', words: ['queijo', 'queso', 'cheese', 'fromage', 'kase'] },
  {
    object: '1f35e',
    words: ['pao', 'paes', 'pao frances', 'bread', 'brot', 'brotchen', 'toast'],
  },
  { object: '1f35e', words: ['pain', 'pains'], locales: ['fr-FR'] },
  { object: '1f35e', words: ['pan'], locales: ['es-ES'] },
  { object: '1f956', words: ['baguete', 'baguette', 'baguettes'] },
  { object: '1f950', words: ['croissant', 'croissants', 'croissaint', 'medialuna'] },
  { object: '1f968', words: ['brezel', 'brezeln', 'pretzel', 'pretzels'] },
  {
    object: '1f382',
    words: ['bolo', 'bolos', 'torta', 'tarta', 'cake', 'cakes', 'gateau', 'kuchen', 'torte'],
  },
  {
    object: '1f9c1',
    words: ['cupcake', 'cupcakes', 'brigadeiro', 'brigadeiros', 'docinho', 'docinhos'],
  },
  {
    object: '1f369',
    words: ['sonho', 'sonhos', 'rosquinha', 'donut', 'donuts', 'doughnut', 'berliner'],
  },
  {
    object: '1f36a',
    words: ['biscoito', 'biscoitos', 'cookie', 'cookies', 'galleta', 'galletas', 'keks', 'kekse'],
  },
  {
    object: '1f370',
    words: ['sobremesa', 'sobremesas', 'postre', 'postres', 'dessert', 'desserts', 'patisserie'],
  },
  { object: '1f36b', words: ['chocolate', 'chocolates', 'schokolade', 'ovo de pascoa'] },
  { object: '1f366', words: ['sorvete', 'sorvetes', 'helado', 'helados', 'ice cream', 'gelato'] },
  { object: '1f366', words: ['eis', 'eisdiele'], locales: ['de-DE'] },
  { object: '1f366', words: ['glace', 'glaces'], locales: ['fr-FR'] },
  { object: '1f367', words: ['acai', 'acaí'] },
  {
    object: '1f95e',
    words: ['panqueca', 'panquecas', 'pancake', 'pancakes', 'crepe', 'crepes', 'brunch'],
  },
  // food and drink
  { object: '1f355', words: ['pizza', 'pizzas', 'pizzaria', 'pizzeria'] },
  {
    object: '1f354',
    words: [
      'hamburguer',
      'hamburgueres',
      'hamburguesa',
      'burger',
      'burgers',
      'hamburger',
      'x-burguer',
      'x-tudo',
      'lanche',
      'lanches',
    ],
  },
  {
    object: '1f35f',
    words: ['batata frita', 'batatas fritas', 'fritas', 'fries', 'frites', 'pommes'],
  },
  {
    object: '1f32d',
    words: ['cachorro-quente', 'cachorro quente', 'hot dog', 'hot-dog', 'perrito'],
  },
  {
    object: '1f95f',
    words: [
      'pastel',
      'pasteis',
      'empanada',
      'empanadas',
      'coxinha',
      'coxinhas',
      'salgado',
      'salgados',
    ],
  },
  { object: '1f363', words: ['sushi', 'temaki', 'sashimi', 'japones', 'japonesa'] },
  {
    object: '1f35d',
    words: [
      'macarrao',
      'massa',
      'massas',
      'pasta',
      'espaguete',
      'spaghetti',
      'lasanha',
      'lasagna',
      'nudeln',
    ],
  },
  { object: '1f32e', words: ['taco', 'tacos', 'burrito', 'nachos'] },
  {
    object: '1f969',
    words: [
      'picanha',
      'churrasco',
      'rodizio de carnes',
      'rodizio de carne',
      'carne',
      'carnes',
      'steak',
      'bife',
      'asado',
      'barbecue',
      'bbq',
      'fleisch',
    ],
  },
  { object: '1f969', words: ['churrascaria', 'steakhouse'], broad: true },
  { object: '1f357', words: ['frango', 'galeto', 'pollo', 'chicken', 'poulet', 'hahnchen'] },
  {
    object: '1f957',
    words: [
      'salada',
      'saladas',
      'ensalada',
      'salad',
      'salade',
      'salat',
      'marmita',
      'marmitas',
      'fitness food',
    ],
  },
  {
    object: '1f372',
    words: [
      'sopa',
      'sopas',
      'soup',
      'soupe',
      'suppe',
      'feijoada',
      'caldo',
      'prato do dia',
      'menu du midi',
      'mittagsmenu',
    ],
  },
  { object: '1f958', words: ['tapas', 'paella'] },
  { object: '1f371', words: ['quentinha', 'quentinhas', 'lunch box', 'bento'] },
  { object: '1f6f5', words: ['delivery', 'entrega', 'entregas', 'tele-entrega'], broad: true },
  {
    object: '2615',
    words: [
      'cafe',
      'cafes',
      'cafezinho',
      'coffee',
      'espresso',
      'cappuccino',
      'kaffee',
      'cafe da manha',
    ],
  },
  { object: '2615', words: ['cafeteria', 'coffee shop'], broad: true },
  {
    object: '1f37a',
    words: ['cerveja', 'chopp', 'chope', 'cerveza', 'beer', 'biere', 'bier', 'happy hour'],
  },
  { object: '1f377', words: ['vinho', 'vinhos', 'vino', 'wine', 'vin', 'wein'] },
  {
    object: '1f964',
    words: [
      'suco',
      'sucos',
      'refrigerante',
      'refrigerantes',
      'zumo',
      'juice',
      'jus',
      'saft',
      'smoothie',
    ],
  },
  { object: '1f34e', words: ['fruta', 'frutas', 'hortifruti', 'fruit', 'fruits', 'obst'] },
  {
    object: '1f6d2',
    words: [
      'supermercado',
      'mercado',
      'mercadinho',
      'supermarket',
      'grocery',
      'epicerie',
      'supermarkt',
    ],
    broad: true,
  },
  { object: '1f9fa', words: ['cesta', 'cestas', 'panier', 'paniers', 'hamper', 'korb'] },
  // fitness
  {
    object: '1f3cb-fe0f',
    words: ['musculacao', 'crossfit', 'treino', 'treinos', 'workout', 'halteres', 'pesas'],
  },
  { object: '1f3cb-fe0f', words: ['gym', 'gimnasio', 'fitnessstudio', 'muscu'], broad: true },
  { object: '1f3cb-fe0f', words: ['academia'], broad: true, locales: ['pt-BR'] },
  { object: '1f6b4', words: ['spinning', 'bike', 'ciclismo', 'cycling'] },
  { object: '1f9d8', words: ['yoga', 'ioga', 'pilates', 'meditacao', 'meditation'] },
  { object: '1f3c3', words: ['corrida', 'running', 'carrera', 'course a pied', 'laufen'] },
  {
    object: '1f94a',
    words: ['luta', 'boxe', 'boxing', 'muay thai', 'jiu-jitsu', 'jiu jitsu', 'karate'],
  },
  { object: '1f3ca', words: ['natacao', 'piscina', 'swimming', 'natacion', 'schwimmen'] },
  { object: '26bd', words: ['futebol', 'futsal', 'soccer', 'football', 'futbol', 'fussball'] },
  // beauty and barber
  {
    object: '1f485',
    words: ['manicure', 'pedicure', 'unha', 'unhas', 'nails', 'unas', 'ongles', 'nagel'],
  },
  {
    object: '1f487',
    words: ['cabelo', 'escova', 'tinte', 'coloracao', 'hair', 'haircut', 'coiffure', 'mechas'],
  },
  {
    object: '1f487',
    words: ['cabeleireiro', 'friseur', 'salao', 'salon', 'salon de belleza'],
    broad: true,
  },
  {
    object: '1f486',
    words: [
      'massagem',
      'masaje',
      'massage',
      'facial',
      'limpeza de pele',
      'gesichtsbehandlung',
      'spa',
      'estetica',
    ],
  },
  {
    object: '1f484',
    words: ['maquiagem', 'maquillaje', 'makeup', 'maquillage', 'batom', 'kosmetik', 'cosmeticos'],
  },
  { object: '1f488', words: ['barba', 'beard', 'fades', 'degrade'] },
  {
    object: '1f488',
    words: ['barbearia', 'barber', 'barbershop', 'barberia', 'barbier'],
    broad: true,
  },
  { object: '2702-fe0f', words: ['corte', 'cortes', 'tesoura', 'corte de cabelo', 'trim'] },
  // fashion and retail
  {
    object: '1f457',
    words: ['vestido', 'vestidos', 'dress', 'dresses', 'robe', 'robes', 'kleid', 'kleider'],
  },
  {
    object: '1f455',
    words: [
      'camiseta',
      'camisetas',
      'camisa',
      'camisas',
      't-shirt',
      'tees',
      'tee',
      'shirt',
      'shirts',
    ],
  },
  { object: '1f456', words: ['calca', 'calcas', 'jeans', 'pantalon'] },
  {
    object: '1f45f',
    words: ['tenis', 'sneaker', 'sneakers', 'zapatillas', 'baskets', 'turnschuhe'],
  },
  {
    object: '1f460',
    words: ['sapato', 'sapatos', 'salto', 'zapatos', 'shoes', 'chaussures', 'schuhe'],
  },
  { object: '1f45c', words: ['bolsa', 'bolsas', 'bag', 'bags', 'sac', 'tasche'] },
  {
    object: '1f48d',
    words: [
      'anel',
      'aneis',
      'alianca',
      'aliancas',
      'ring',
      'anillo',
      'bague',
      'joia',
      'joias',
      'casamento',
      'mariage',
      'boda',
      'wedding',
      'hochzeit',
    ],
  },
  {
    object: '1f48e',
    words: ['semijoia', 'semijoias', 'joalheria', 'jewelry', 'bijoux', 'schmuck'],
  },
  { object: '1f576-fe0f', words: ['oculos', 'gafas', 'sunglasses', 'lunettes', 'brille'] },
  {
    object: '1f381',
    words: [
      'presentes',
      'regalo',
      'regalos',
      'gift',
      'gifts',
      'cadeau',
      'cadeaux',
      'geschenk',
      'natal',
      'navidad',
      'christmas',
      'noel',
      'weihnachten',
    ],
  },
  // home, property, services, auto
  {
    object: '1f3e0',
    words: [
      'apartamento',
      'apartamentos',
      'imovel',
      'imoveis',
      'residencial',
      'house',
      'home',
      'apartment',
      'piso',
      'maison',
      'wohnung',
      'haus',
      'open house',
    ],
  },
  { object: '1f511', words: ['aluguel', 'alugar', 'alquiler', 'rent', 'miete', 'chaves'] },
  { object: '1f6cb-fe0f', words: ['sofa', 'sofas', 'estofado', 'estofados', 'couch', 'canape'] },
  {
    object: '1f6cf-fe0f',
    words: ['colchao', 'colchoes', 'cama', 'mattress', 'matelas', 'matratze'],
  },
  {
    object: '1f9f9',
    words: ['limpeza', 'faxina', 'diarista', 'limpieza', 'cleaning', 'nettoyage', 'reinigung'],
  },
  {
    object: '1f697',
    words: [
      'carro',
      'carros',
      'coche',
      'car',
      'cars',
      'voiture',
      'lava-jato',
      'lava jato',
      'lavagem',
      'auto',
    ],
  },
  {
    object: '1f697',
    words: ['oficina', 'mecanica', 'auto center', 'garage', 'werkstatt', 'taller'],
    broad: true,
  },
  {
    object: '1f527',
    words: [
      'troca de oleo',
      'revisao',
      'conserto',
      'reparo',
      'reparacion',
      'repair',
      'reparation',
      'reparatur',
      'manutencao',
    ],
  },
  { object: '26fd', words: ['posto', 'combustivel', 'gasolina', 'fuel'] },
  { object: '1f6de', words: ['pneu', 'pneus', 'tire', 'tires', 'neumatico', 'reifen'] },
  {
    object: '2708-fe0f',
    words: ['viagem', 'viagens', 'passagem', 'passagens', 'viaje', 'travel', 'voyage', 'reise'],
  },
  { object: '1f3e8', words: ['hotel', 'pousada', 'hostel', 'hospedagem'] },
  {
    object: '1f4e6',
    words: ['frete', 'envio', 'shipping', 'livraison', 'versand', 'encomenda'],
    broad: true,
  },
  // events, music, education
  {
    object: '1f389',
    words: [
      'festa',
      'fiesta',
      'party',
      'fete',
      'aniversario',
      'cumpleanos',
      'birthday',
      'anniversaire',
      'geburtstag',
    ],
  },
  { object: '1f3b8', words: ['violao', 'guitarra', 'guitar', 'guitare', 'gitarre', 'live music'] },
  { object: '1f3bb', words: ['violino', 'violin', 'violon', 'geige'] },
  { object: '1f3b9', words: ['piano', 'teclado', 'keyboard', 'klavier'] },
  { object: '1f941', words: ['bateria', 'drums', 'bateria musical', 'schlagzeug'] },
  { object: '1f3a4', words: ['canto', 'karaoke', 'cantor', 'singing', 'gesang'] },
  { object: '1f3b5', words: ['musica', 'music', 'musique', 'musik'], broad: true },
  { object: '1f4da', words: ['reforco', 'tutoring', 'apostila', 'vestibular', 'enem'] },
  {
    object: '1f4da',
    words: [
      'curso',
      'cursos',
      'aula',
      'aulas',
      'escola',
      'class',
      'classes',
      'cours',
      'kurs',
      'kurse',
      'clases',
      'school',
      'schule',
      'academy',
    ],
    broad: true,
    categories: ['education', 'generic'],
  },
  {
    object: '1f4bb',
    words: [
      'excel',
      'informatica',
      'computador',
      'notebook',
      'laptop',
      'ordinateur',
      'programacao',
      'coding',
      'online',
    ],
  },
  {
    object: '1f30e',
    words: [
      'ingles',
      'idiomas',
      'english',
      'espanhol',
      'deutschkurse',
      'sprachschule',
      'language',
      'langue',
    ],
  },
  // health and pets
  {
    object: '1f9b7',
    words: [
      'dentista',
      'dental',
      'dente',
      'dentes',
      'clareamento',
      'dentist',
      'zahnarzt',
      'sorriso',
    ],
  },
  {
    object: '1fa7a',
    words: ['consulta', 'fisioterapia', 'kine', 'bilan', 'check-up', 'exame', 'exames'],
  },
  {
    object: '1fa7a',
    words: ['clinica', 'medico', 'doctor', 'arzt', 'saude', 'cabinet'],
    broad: true,
  },
  {
    object: '1f48a',
    words: ['farmacia', 'remedio', 'remedios', 'pharmacy', 'pharmacie', 'apotheke', 'vitaminas'],
  },
  { object: '1f453', words: ['otica', 'optica', 'optician', 'optique', 'optiker', 'lentes'] },
  {
    object: '1f436',
    words: [
      'cachorro',
      'cachorros',
      'cao',
      'caes',
      'perro',
      'perros',
      'dog',
      'dogs',
      'chien',
      'hund',
    ],
  },
  { object: '1f43e', words: ['pet shop', 'petshop', 'pet', 'pets', 'paws'], broad: true },
  { object: '1f431', words: ['gato', 'gatos', 'cat', 'cats', 'katze'] },
  { object: '1f431', words: ['chat', 'chats'], locales: ['fr-FR'] },
  { object: '1f6c1', words: ['banho e tosa', 'banho', 'tosa', 'grooming', 'groom', 'toilettage'] },
  // tech
  {
    object: '1f4f1',
    words: [
      'celular',
      'celulares',
      'smartphone',
      'iphone',
      'movil',
      'handy',
      'telephone portable',
      'troca de tela',
      'display',
      'displaytausch',
      'smartphones',
    ],
  },
  { object: '1f3ae', words: ['videogame', 'game', 'games', 'playstation', 'xbox', 'jogos'] },
  { object: '1f4f7', words: ['fotografia', 'fotografo', 'ensaio', 'photo', 'photography', 'foto'] },
  { object: '1f4fa', words: ['televisao', 'tv', 'smart tv', 'fernseher'] },
];

/** Objects that stand for a category when the words name no product. */
const CATEGORY_OBJECTS: Readonly<Record<Category, readonly HeroObject[]>> = {
  food: ['1f37d-fe0f', '1f372'],
  bakery: ['1f35e', '1f950'],
  fitness: ['1f3cb-fe0f', '1f4aa'],
  beauty: ['1f485', '1f484'],
  barber: ['1f488', '2702-fe0f'],
  fashion: ['1f457', '1f6cd-fe0f'],
  real_estate: ['1f3e0', '1f511'],
  events: ['1f389', '1f388'],
  education: ['1f4da', '270f-fe0f'],
  health: ['1fa7a', '1f49a'],
  pets: ['1f436', '1f43e'],
  tech: ['1f4f1', '1f4bb'],
  retail: ['1f6cd-fe0f', '1f3f7-fe0f'],
  generic: ['2728', '2b50'],
};

/** How many objects one clip stages at most (one per beat, repeated when there are fewer). */
export const MAX_HERO_OBJECTS = 3;

/** Every object the lexicon and the categories can name (for the asset check). */
export const KNOWN_OBJECTS: ReadonlySet<HeroObject> = new Set([
  ...LEXICON.map((entry) => entry.object),
  ...Object.values(CATEGORY_OBJECTS).flat(),
]);

/** The objects that stand for a category. */
export function categoryObjects(category: Category): readonly HeroObject[] {
  return CATEGORY_OBJECTS[category];
}

/** Lower case, accents and the apostrophe's variants folded: 'Pão' and 'pao' match. */
export function foldForLexicon(text: string): string {
  return text
    .toLocaleLowerCase('pt-BR')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’`]/gu, "'");
}

interface Phrase {
  object: HeroObject;
  broad: boolean;
  locales?: Locale[];
  categories?: Category[];
}

/** Each folded word or phrase with the entries that name it (a word may mean two things). */
const PHRASES = new Map<string, Phrase[]>();
for (const entry of LEXICON) {
  for (const word of entry.words) {
    const key = foldForLexicon(word);
    const phrase: Phrase = {
      object: entry.object,
      broad: entry.broad === true,
      locales: entry.locales,
      categories: entry.categories,
    };
    PHRASES.set(key, [...(PHRASES.get(key) ?? []), phrase]);
  }
}

/**
 * One pattern for the whole lexicon, longest phrases first, so 'pão de queijo' wins over 'pão'.
 * Six hundred patterns of their own cost 43 MB of compiled code (each carries the Unicode
 * letter tables of its boundaries); one costs a fraction of that.
 */
const LEXICON_PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${[...PHRASES.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})(?![\\p{L}\\p{N}])`,
  'gu',
);

function escape(text: string): string {
  // '-' needs no escape outside a class, and the 'u' flag refuses a needless one.
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

export interface NamedObject {
  object: HeroObject;
  /** Where in the folded text it was named. */
  at: number;
  /** Named by a place or kind of service rather than a product. */
  broad: boolean;
}

/**
 * Every lexicon object the text names, in text order, each span claimed by its longest phrase;
 * a phrase bound to another language or category names nothing here.
 */
export function objectsNamedIn(text: string, locale: Locale, category?: Category): NamedObject[] {
  const found: NamedObject[] = [];
  for (const match of matchesOf(LEXICON_PATTERN, foldForLexicon(text))) {
    const phrase = PHRASES.get(match[0])?.find(
      (candidate) =>
        (!candidate.locales || candidate.locales.includes(locale)) &&
        (!candidate.categories || !category || candidate.categories.includes(category)),
    );
    if (phrase) found.push({ object: phrase.object, at: match.index, broad: phrase.broad });
  }
  return found;
}

/** The emoji the customer typed, as asset names ('🍕' → '1f355'), in text order. */
export function objectsTypedAsEmoji(
  text: string,
  available: (object: HeroObject) => boolean,
): HeroObject[] {
  const found: HeroObject[] = [];
  for (const match of matchesOf(EMOJI_RUN, text)) {
    const points = Array.from(match[0]).map((char) => char.codePointAt(0)!.toString(16));
    const withSelector = points.join('-');
    const bare = points.filter((point) => point !== 'fe0f').join('-');
    const candidates = [withSelector, bare, `${bare}-fe0f`];
    const object = candidates.find(available);
    if (object && !isFace(points[0])) found.push(object);
  }
  return found;
}

/** Smileys and faces ('😋', '🤩') say how the customer feels, not what they sell. */
function isFace(codePoint: string): boolean {
  const value = parseInt(codePoint, 16);
  return (
    (value >= 0x1f600 && value <= 0x1f64f) ||
    (value >= 0x1f910 && value <= 0x1f92f) ||
    (value >= 0x1f970 && value <= 0x1f97a) ||
    value === 0x1f9d0
  );
}

/**
 * The objects of one clip: the products its words name, then the emoji typed, then (when no
 * product is named) the category's, then the places and services named, without repeats, at most MAX_HERO_OBJECTS. Never an object the brief does not
 * name or imply.
 */
export function pickHeroObjects(
  prompt: string,
  category: Category,
  available: (object: HeroObject) => boolean,
): HeroObject[] {
  const named = objectsNamedIn(prompt, guessLocale(prompt), category);
  const products = named.filter((hit) => !hit.broad).map((hit) => hit.object);
  const places = named.filter((hit) => hit.broad).map((hit) => hit.object);
  const typed = objectsTypedAsEmoji(prompt, available);
  // A named product is the picture; the category's stock objects would only dilute it.
  const stock = products.length > 0 ? [] : CATEGORY_OBJECTS[category];
  const picked: HeroObject[] = [];
  for (const object of [...products, ...typed, ...stock, ...places]) {
    if (picked.length >= MAX_HERO_OBJECTS) break;
    if (!picked.includes(object) && available(object)) picked.push(object);
  }
  return picked;
}
