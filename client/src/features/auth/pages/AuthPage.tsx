import { ArrowLeft, Check } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_NS } from '../i18n';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { HydrationSlice } from '../../../app/HydrationSlice';
import { LanguageSwitcher } from '../../../components/LanguageSwitcher';
import { bonusMessage, useAllowance } from '../../billing/use-allowance';
import { Logo } from '../../../components/Logo';
import { loadAuthKit } from '../auth-service';
import { AuthPanel } from '../components/AuthPanel';
import { useSession } from '../hooks';

/**
 * `/auth` (no header), also shown by RequireAuth on a login-required route when signed out:
 * sign in, continue with Google, terms and privacy agreement.
 */
export function AuthPage() {
  const { t } = useTranslation(AUTH_NS);
  const { status } = useSession();
  const { pathname } = useLocation();
  const allowance = useAllowance();

  useEffect(() => {
    void loadAuthKit().catch(() => undefined);
  }, []);

  if (status === 'signedIn' && pathname === '/auth') return <Navigate to="/dashboard" replace />;

  // The bonus staff set, in the videos it pays for; a plain 'free account' line while it loads.
  const bonus =
    allowance &&
    bonusMessage(allowance, {
      videos: 'auth.page.highlights.bonusVideos',
      credits: 'auth.page.highlights.bonusCredits',
    });
  const highlights = [
    bonus ? t(bonus.key, bonus.args) : t('auth.page.highlights.start'),
    t('auth.page.highlights.two'),
    t('auth.page.highlights.three'),
  ];
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside className="relative hidden overflow-hidden bg-ink-900 p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <div
          aria-hidden="true"
          className="absolute -top-32 -right-32 size-96 rounded-full bg-brand-gradient opacity-30 blur-3xl"
        />
        <Link to="/" className="relative w-fit rounded-control">
          <Logo inverted />
        </Link>
        <div className="relative space-y-6">
          <p className="font-display text-3xl font-bold">{t('brand.tagline')}</p>
          <ul className="space-y-3">
            {highlights.map((item) => (
              <li key={item} className="flex items-center gap-3 text-white/90">
                <span className="grid size-6 place-items-center rounded-full bg-white/10">
                  <Check className="size-4 text-sun-400" aria-hidden="true" />
                </span>
                {item}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-white/70">© Cena</p>
      </aside>

      <main id="main" className="flex flex-col px-4 py-6 sm:px-8">
        <div className="flex items-center justify-between gap-3">
          <Link
            to="/"
            className="inline-flex items-center gap-2 rounded-control py-2 text-sm font-medium text-ink-600 hover:text-ink-900"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('auth.page.back')}
          </Link>
          <LanguageSwitcher />
        </div>
        <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-8">
          <Link to="/" className="mb-6 w-fit rounded-control lg:hidden">
            <Logo />
          </Link>
          <h1 className="font-display text-3xl font-bold text-ink-900">{t('auth.page.title')}</h1>
          <p className="mt-2 mb-8 text-ink-600">{t('auth.page.subtitle')}</p>
          <HydrationSlice>
            <AuthPanel variant="page" />
          </HydrationSlice>
        </div>
      </main>
    </div>
  );
}
