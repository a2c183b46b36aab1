/**
 * Words for kinds of business (folded: lower case, no accents), shared by the fact extractor and
 * the business-name choice.
 */

/**
 * Words that name a kind of business ('loja', 'bakery', 'friseur'). In a shouted prompt the name
 * follows one of them ('NA LOJA SPORT CENTER').
 */
export const BUSINESS_KIND_WORDS: ReadonlySet<string> = new Set([
  'loja',
  'padaria',
  'confeitaria',
  'doceria',
  'academia',
  'barbearia',
  'clinica',
  'salao',
  'studio',
  'estudio',
  'espaco',
  'restaurante',
  'pizzaria',
  'hamburgueria',
  'lanchonete',
  'cafeteria',
  'boutique',
  'petshop',
  'imobiliaria',
  'escola',
  'otica',
  'farmacia',
  'mercado',
  'supermercado',
  'store',
  'shop',
  'bakery',
  'salon',
  'gym',
  'tienda',
  'panaderia',
  'peluqueria',
  'gimnasio',
  'boulangerie',
  'magasin',
  'backerei',
  'laden',
  'friseur',
]);

/**
 * Words that say a name is a business's: every kind word, plus words that are often part of the
 * name itself or too common to open a shouted name ('Sport Center', "Joe's Coffee", 'moda', 'pet').
 * A name that one of them opens or closes, or that one of them precedes ('na loja X'), is the
 * business's.
 */
export const BUSINESS_NAME_WORDS: ReadonlySet<string> = new Set([
  ...BUSINESS_KIND_WORDS,
  'cafe',
  'pet',
  'center',
  'centro',
  'coffee',
  'fitness',
  'burger',
  'bar',
  'bistro',
  'patisserie',
  'celulares',
  'moda',
  'atelier',
  'realty',
  'imoveis',
  'immobilien',
  'tutoring',
  'school',
  'clinic',
  'academy',
  'grooming',
  'kosmetikstudio',
  'sprachschule',
  'epicerie',
  'cabinet',
]);
