import { XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageLayout } from '../../../components/layout/PageLayout';

/** `/cancelado`: the hosted checkout was abandoned (the billing issue completes it). */
export function CancelledPage() {
  const { t } = useTranslation();
  return (
    <PageLayout className="flex flex-1 items-center justify-center px-4 py-20">
      <div className="max-w-lg rounded-card bg-surface p-8 text-center shadow-soft sm:p-10">
        <XCircle className="mx-auto size-14 text-ink-600" aria-hidden="true" />
        <h1 className="mt-4 font-display text-3xl font-bold text-ink-900">
          {t('pages.cancelled.title')}
        </h1>
        <p className="mt-3 text-ink-600">{t('pages.cancelled.body')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            to="/dashboard"
            className="inline-flex h-11 items-center justify-center rounded-control bg-brand-gradient px-5 font-display font-semibold text-ink-900"
          >
            {t('pages.cancelled.cta')}
          </Link>
          <Link
            to="/"
            className="inline-flex h-11 items-center justify-center rounded-control border border-ink-300 bg-surface px-5 font-display font-semibold text-ink-900 hover:bg-page"
          >
            {t('pages.cancelled.home')}
          </Link>
        </div>
      </div>
    </PageLayout>
  );
}
