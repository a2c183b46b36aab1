import type { Role } from '@cena/contracts';

/** What each staff role may open; the server enforces the same with @Roles. */
export const ROLE_SECTIONS: Record<Role, readonly string[] | 'all'> = {
  admin: 'all',
  support: ['support'],
  user: [],
};

/** Whether a role may open a screen (or read a non-section resource, for admins). */
export function roleMayOpen(role: Role | null | undefined, resource: string | undefined): boolean {
  if (!role) return false;
  const allowed = ROLE_SECTIONS[role];
  if (allowed === 'all') return true;
  return resource !== undefined && allowed.includes(resource);
}
