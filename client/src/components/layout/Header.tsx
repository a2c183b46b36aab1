import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HeaderAuthControls } from '../../features/auth/components/HeaderAuthControls';
import { cn } from '../cn';
import { LanguageSwitcher } from '../LanguageSwitcher';
import { Logo } from '../Logo';

export interface HeaderProps {
  className?: string;
  /** Extra controls before the auth buttons (e.g. a variant's test-login button). */
  actions?: ReactNode;
  /** Show the test-login button when the server enables test login. */
  showTestLogin?: boolean;
}

/**
 * Top bar (spec §2): logo and tagline; signed out 'Entrar' and 'Criar Conta Grátis'; signed in
 * the avatar menu; the language switcher.
 */
export function Header({ className, actions, showTestLogin }: HeaderProps) {
  const { t } = useTranslation();
  return (
    <header
      className={cn(
        'sticky top-0 z-40 border-b border-ink-100 bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/80',
        className,
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:gap-3 sm:px-6">
        <div className="flex min-w-0 items-center gap-3">
          <Link to="/" aria-label={t('header.homeLink')} className="shrink-0 rounded-control">
            <Logo />
          </Link>
          <span className="hidden truncate text-sm text-ink-600 lg:inline">
            {t('brand.tagline')}
          </span>
        </div>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {actions}
          <LanguageSwitcher compactOnPhones />
          <HeaderAuthControls showTestLogin={showTestLogin} />
        </div>
      </div>
    </header>
  );
}
