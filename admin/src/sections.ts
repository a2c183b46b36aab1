import type { AdminResource } from '@cena/contracts';
import type { ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';
import { SECTIONS, type Section } from './section-names';

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
