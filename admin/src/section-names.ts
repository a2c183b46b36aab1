/**
 * The back office's screens, in menu order (a module of its own, free of the bundler's imports, so
 * the browser tests read the same list). A screen is a folder `resources/<section>/` whose
 * `index.ts` default-exports its `<Resource>` props without `name` (the folder's name is the
 * name and the route: `/admin/<section>`). A page that is not a list (AI, finance, settings)
 * is still a resource whose `list` is that page. Folders that are not sections (e.g. `ledger`,
 * read through ReferenceManyField) are registered after them, outside the menu; a folder whose
 * index has no default export registers nothing (see `sections.ts`).
 */
export const SECTIONS = [
  'users',
  'finance',
  'payments',
  'videos',
  'support',
  'ai',
  'alerts',
  'settings',
  'deletion-requests',
  'audit-log',
] as const;
export type Section = (typeof SECTIONS)[number];
