import { ArrowRight, Palette } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The dashboard's way to the brand kit, with why it is worth filling. */
export function BrandKitCard() {
  const { t } = useTranslation('dashboard');
  return (
    <section aria-labelledby="brand-kit-card" className="rounded-card bg-surface p-4 shadow-soft">
      <div className="flex items-start gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-strong">
          <Palette className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 id="brand-kit-card" className="font-display text-base font-bold text-ink-900">
            {t('home.brandKit.title')}
          </h2>
          <p className="mt-1 text-sm text-ink-600">{t('home.brandKit.text')}</p>
        </div>
      </div>
      <Link
        to="/minha-marca"
        className="mt-3 flex min-h-11 items-center justify-between gap-2 rounded-control border border-ink-100 px-3 py-2 text-sm font-semibold text-ink-900 hover:bg-page"
      >
        {t('home.brandKit.cta')}
        <ArrowRight className="size-4 shrink-0 text-brand-strong" aria-hidden="true" />
      </Link>
    </section>
  );
}
