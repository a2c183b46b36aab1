import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { currentToast, subscribeToasts } from '../components/toast-store';
import { withAuthTexts } from '../features/auth/i18n';
import { useAppSelector } from './hooks';
import { PageMetaSync } from './PageMetaSync';

// Dialogs and the toast viewport load on first use: the landing's initial JS stays small.
const Toaster = lazy(() => import('../components/Toast').then((m) => ({ default: m.Toaster })));
const LoginModal = lazy(
  withAuthTexts(() =>
    import('../features/auth/components/LoginModal').then((m) => ({ default: m.LoginModal })),
  ),
);
const LogoutDialog = lazy(
  withAuthTexts(() =>
    import('../features/auth/components/LogoutDialog').then((m) => ({
      default: m.LogoutDialog,
    })),
  ),
);

/** Global pieces every route shares: the head's texts, toasts, the login and logout dialogs. */
export function AppRoot() {
  const loginOpen = useAppSelector((state) => state.session.loginModal.open);
  const logoutOpen = useAppSelector((state) => state.session.logoutDialogOpen);
  const hasToast = useSyncExternalStore(
    subscribeToasts,
    () => currentToast() !== null,
    () => false,
  );
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo?.(0, 0);
  }, [pathname, hash]);
  return (
    <>
      <PageMetaSync />
      <Outlet />
      <Suspense fallback={null}>
        {loginOpen && <LoginModal />}
        {logoutOpen && <LogoutDialog />}
        {hasToast && <Toaster />}
      </Suspense>
    </>
  );
}
