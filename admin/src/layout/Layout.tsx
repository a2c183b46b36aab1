import type { Role } from '@cena/contracts';
import type { ReactNode } from 'react';
import { Layout as RaLayout, Loading, Navigate, usePermissions } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { ROLE_SECTIONS, roleMayOpen } from '../roles';
import { AccessDenied } from './AccessDenied';
import { Menu } from './Menu';

/** Paths every signed-in user may reach (react-admin's own pages). */
const OPEN_PATHS = new Set(['access-denied', 'authentication-error', 'login']);

/**
 * react-admin's layout with Cena's menu, and the gate of the screens: what the role may not open
 * is never rendered (so no request is sent for it) and reads 'Acesso Negado'. A customer gets
 * that everywhere; a support agent everywhere but Suporte, and lands there from /admin.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { permissions, isPending } = usePermissions<Role | null>();
  const { pathname } = useLocation();
  const screen = pathname.split('/')[1] ?? '';
  const allowed = permissions ? ROLE_SECTIONS[permissions] : [];

  let content: ReactNode;
  if (isPending) content = <Loading />;
  else if (OPEN_PATHS.has(screen)) content = children;
  else if (screen === '' && allowed !== 'all' && allowed.length > 0)
    content = <Navigate to={`/${allowed[0]}`} replace />;
  else if (screen === '' ? allowed === 'all' : roleMayOpen(permissions, screen)) content = children;
  else content = <AccessDenied />;

  return <RaLayout menu={Menu}>{content}</RaLayout>;
}
