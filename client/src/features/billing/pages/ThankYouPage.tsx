import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageLayout } from '../../../components/layout/PageLayout';

/** `/obrigado`: after the hosted checkout succeeds (the billing issue completes it). */
export function ThankYouPage() {
  const { t } = useTranslation();
  return (
    <PageLayout className="flex flex-1 items-center justify-center px-4 py-20">
      <div className="max-w-lg rounded-card bg-surface p-8 text-center shadow-soft sm:p-10">
        <CheckCircle2 className="mx-auto size-14 text-success-strong" aria-hidden="true" />
        <h1 className="mt-4 font-display text-3xl font-bold text-ink-900">
          {t('pages.thanks.title')}
        </h1>
        <p className="mt-2 font-display text-lg font-semibold text-ink-900">
          {t('pages.thanks.heading')}
        </p>
        <p className="mt-3 text-ink-600">{t('pages.thanks.body')}</p>
        <Link
          to="/dashboard"
          className="mt-8 inline-flex h-11 items-center rounded-control bg-brand-gradient px-5 font-display font-semibold text-ink-900"
        >
          {t('pages.thanks.cta')}
        </Link>
      </div>
    </PageLayout>
  );
}
