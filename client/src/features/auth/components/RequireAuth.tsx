import { lazy, type ReactNode, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner';
import { ensureSessionChecked, keepRouteAtSignIn } from '../auth-service';
import { useSession } from '../hooks';
import { withAuthTexts } from '../i18n';

const AuthPage = lazy(
  withAuthTexts(() => import('../pages/AuthPage').then((m) => ({ default: m.AuthPage }))),
);

/** Full-page 'Carregando...' while the session is checked (spec §2). */
export function SessionSpinner() {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid min-h-dvh place-items-center text-ink-600">
      <span className="flex items-center gap-3">
        <Spinner className="text-brand-500" />
        {t('common.loading')}
      </span>
    </div>
  );
}

/**
 * Login-required routes: the spinner while the session is checked, the auth page when signed
 * out (spec §2). The identity SDK loads here if the landing had not needed it yet.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    let live = true;
    void ensureSessionChecked().finally(() => live && setChecked(true));
    return () => {
      live = false;
    };
  }, []);
  if (status === 'signedIn') return children;
  if (status === 'loading' || !checked) return <SessionSpinner />;
  return (
    <Suspense fallback={<SessionSpinner />}>
      <SignInInPlace />
    </Suspense>
  );
}

/**
 * The sign-in page standing in for the route: a sign-in started here stays on the route. The flag
 * is set before the page is painted, so a sign-in started as soon as its buttons show finds it.
 */
function SignInInPlace() {
  useLayoutEffect(() => {
    keepRouteAtSignIn(true);
    return () => keepRouteAtSignIn(false);
  }, []);
  return <AuthPage />;
}
