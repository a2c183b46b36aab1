import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { LanguageSwitcher } from '../../../components/LanguageSwitcher';
import { Logo } from '../../../components/Logo';
import { cn } from '../../../components/cn';
import { useCurrentUser } from '../../auth/api';
import { AvatarMenu } from '../../auth/components/AvatarMenu';
import { VideoNotices } from './VideoNotices';

const NAV = [
  { to: '/dashboard', key: 'home.actions.create', end: true },
  { to: '/dashboard/my-videos', key: 'home.actions.myVideos', end: false },
  { to: '/analytics', key: 'home.actions.analytics', end: false },
] as const;

/**
 * The signed-in app's own top bar (the landing header is not used here): balance, links, menu,
 * and the notice when a video finishes elsewhere.
 */
export function AppHeader({ notices = true }: { notices?: boolean }) {
  const { t } = useTranslation(['dashboard', 'client']);
  const { data: account } = useCurrentUser();
  return (
    <header className="border-b border-ink-100 bg-surface">
      {notices && <VideoNotices />}
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-3 sm:px-6">
        <Link to="/" aria-label={t('client:header.homeLink')} className="rounded-control">
          <Logo />
        </Link>
        <nav aria-label={t('client:dashboard.title')} className="ml-4 hidden gap-1 md:flex">
          {NAV.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                cn(
                  'rounded-control px-3 py-2 text-sm font-semibold',
                  isActive ? 'bg-brand-50 text-brand-strong' : 'text-ink-600 hover:text-ink-900',
                )
              }
            >
              {t(item.key)}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {account && (
            <span className="hidden items-center gap-1.5 rounded-full bg-page px-3 py-1.5 text-sm font-medium text-ink-900 sm:inline-flex">
              <Coins className="size-4 text-brand-strong" aria-hidden="true" />
              {t('client:dashboard.creditsCount', { count: account.credits })}
            </span>
          )}
          <LanguageSwitcher />
          <AvatarMenu />
        </div>
      </div>
    </header>
  );
}
