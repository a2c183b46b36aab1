/**
 * The pages search engines may list, in the sitemap's order: the spec's public routes (§2) with
 * content of their own. `key` names each page's title and description in the `seo` texts. Left
 * out: `/old-home` (the landing again), `/obrigado` and `/cancelado` (they only follow a payment).
 */
export const PUBLIC_PAGES = [
  { path: '/', key: 'landing' },
  { path: '/comida', key: 'food' },
  { path: '/auth', key: 'auth' },
  { path: '/safari-help', key: 'safariHelp' },
  { path: '/privacidade', key: 'privacy' },
  { path: '/exclusao-dados', key: 'dataDeletion' },
] as const;

export type PublicPage = (typeof PUBLIC_PAGES)[number];
export type PublicPageKey = PublicPage['key'];

/**
 * What robots are asked to stay out of: the back office, the api and media, the signed-in app,
 * and the pages that only follow a payment.
 */
export const PRIVATE_PATH_PREFIXES = [
  '/admin',
  '/api/',
  '/media/',
  '/dashboard',
  '/analytics',
  '/subscription',
  '/subscribe',
  '/checkout',
  '/payments',
  '/comprar-creditos',
  '/ajuda',
  '/minha-marca',
  '/obrigado',
  '/cancelado',
] as const;

/**
 * The pages the client's build prerenders for a signed-out visitor, once per locale, as
 * `prerendered/<locale>/<file>` beside index.html; the api answers them for these paths.
 */
export const PRERENDERED_PAGES = [
  { path: '/', key: 'landing', file: 'index.html' },
  { path: '/auth', key: 'auth', file: 'auth.html' },
] as const satisfies readonly { path: PublicPage['path']; key: PublicPageKey; file: string }[];

/** Where the build writes a prerendered page, relative to the client's dist folder. */
export const prerenderedFile = (locale: string, file: string) => `prerendered/${locale}/${file}`;
