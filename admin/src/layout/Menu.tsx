import { Menu as RaMenu, useCanAccessResources, usePermissions } from 'react-admin';
import { isSection, RESOURCES } from '../sections';

const SECTION_NAMES = RESOURCES.filter(({ name }) => isSection(name)).map(({ name }) => name);

/**
 * Dashboard (admins) and every screen the role may open, in SECTIONS order. The sections' access
 * is checked in one batch and the menu is `aria-busy` until it is known, so no section the role
 * may not open is ever shown, not even for a moment, and a reader (or a test) can tell the
 * complete menu from one still being filled.
 */
export function Menu() {
  const { permissions, isPending: permissionsPending } = usePermissions();
  const { canAccess, isPending } = useCanAccessResources({
    action: 'list',
    resources: SECTION_NAMES,
  });
  return (
    <RaMenu aria-busy={isPending || permissionsPending}>
      {permissions === 'admin' && <RaMenu.DashboardItem />}
      {SECTION_NAMES.filter((name) => canAccess?.[name] === true).map((name) => (
        <RaMenu.ResourceItem key={name} name={name} />
      ))}
    </RaMenu>
  );
}
