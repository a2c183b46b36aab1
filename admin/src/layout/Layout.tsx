import type { ReactNode } from 'react';
import { Layout as RaLayout, Loading, usePermissions } from 'react-admin';
import { AccessDenied } from './AccessDenied';
import { Menu } from './Menu';

/** react-admin's layout with Cena's menu; a customer (neither admin nor support) sees only the refusal. */
export function Layout({ children }: { children: ReactNode }) {
  const { permissions, isPending } = usePermissions();
  const staff = permissions === 'admin' || permissions === 'support';
  return (
    <RaLayout menu={Menu}>{isPending ? <Loading /> : staff ? children : <AccessDenied />}</RaLayout>
  );
}
