import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageLayout } from '../../../components/layout/PageLayout';

/** Any unknown path (spec §2): 'Page Not Found'. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageLayout className="flex flex-1 items-center justify-center px-4 py-20">
      <div className="max-w-md text-center">
        <p className="font-display text-7xl font-bold text-brand-gradient" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 font-display text-3xl font-bold text-ink-900">
          {t('pages.notFound.title')}
        </h1>
        <p className="mt-3 text-ink-600">{t('pages.notFound.description')}</p>
        <Link
          to="/"
          className="mt-8 inline-flex h-11 items-center rounded-control bg-brand-gradient px-5 font-display font-semibold text-ink-900"
        >
          {t('pages.notFound.home')}
        </Link>
      </div>
    </PageLayout>
  );
}
