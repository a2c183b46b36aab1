import type { AdminResource } from '@cena/contracts';
import type { ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';

/**
 * The back office's screens, in menu order. A screen is a folder `resources/<section>/` whose
 * `index.ts` default-exports its `<Resource>` props without `name` (the folder's name is the
 * name and the route: `/admin/<section>`). A page that is not a list (AI, finance, settings)
 * is still a resource whose `list` is that page. Folders that are not sections (e.g. `ledger`,
 * read through ReferenceManyField) are registered after them, outside the menu; a folder whose
 * index has no default export registers nothing.
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
  'audit-log',
] as const;
export type Section = (typeof SECTIONS)[number];

/** A screen reads `/api/admin/<resource>`: its own name unless mapped here. */
export const API_RESOURCES: Partial<Record<string, AdminResource | 'ledger'>> = {
  support: 'tickets',
};

export type ResourceDefinition = Omit<ResourceProps, 'name'> & { icon?: ComponentType };

const modules = import.meta.glob<{ default?: ResourceDefinition }>('./resources/*/index.ts', {
  eager: true,
});

/** Every resource folder, sections first in menu order. */
export const RESOURCES: { name: string; definition: ResourceDefinition }[] = Object.entries(modules)
  .filter(([, module]) => module.default !== undefined)
  .map(([path, module]) => ({ name: path.split('/')[2], definition: module.default! }))
  .sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name));

function rank(name: string): number {
  const index = (SECTIONS as readonly string[]).indexOf(name);
  return index === -1 ? SECTIONS.length : index;
}

export const isSection = (name: string): name is Section =>
  (SECTIONS as readonly string[]).includes(name);
