import { Menu as RaMenu, usePermissions } from 'react-admin';
import { isSection, RESOURCES } from '../sections';

/** Dashboard (admins) and every screen the role may open, in SECTIONS order. */
export function Menu() {
  const { permissions } = usePermissions();
  return (
    <RaMenu>
      {permissions === 'admin' && <RaMenu.DashboardItem />}
      {RESOURCES.filter(({ name }) => isSection(name)).map(({ name }) => (
        <RaMenu.ResourceItem key={name} name={name} />
      ))}
    </RaMenu>
  );
}
