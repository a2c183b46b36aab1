import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cn } from '../cn';
import { LanguageSwitcher } from '../LanguageSwitcher';
import { Logo } from '../Logo';

export function Footer({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <footer className={cn('bg-ink-900 text-white', className)}>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1fr_auto] md:items-start">
        <div className="space-y-3">
          <Logo inverted />
          <p className="max-w-sm text-sm text-white/80">{t('brand.tagline')}</p>
        </div>
        <nav aria-label={t('footer.navLabel')} className="flex flex-col gap-3 text-sm md:items-end">
          <Link to="/ajuda" className="underline-offset-4 hover:underline">
            {t('footer.help')}
          </Link>
          <Link to="/privacidade" className="underline-offset-4 hover:underline">
            {t('footer.privacy')}
          </Link>
          <Link to="/exclusao-dados" className="underline-offset-4 hover:underline">
            {t('footer.dataDeletion')}
          </Link>
          <LanguageSwitcher tone="dark" className="-ml-2.5 w-fit md:ml-0 md:-mr-2.5" />
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-white/70 sm:px-6">
          {t('footer.rights', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
