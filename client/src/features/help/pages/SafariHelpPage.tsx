import { Globe, Lock, RefreshCw, ShieldOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageLayout } from '../../../components/layout/PageLayout';

/** `/safari-help`, opened in a new tab from the login modal's mobile Safari warning. */
export function SafariHelpPage() {
  const { t } = useTranslation();
  const steps = [
    { icon: Globe, title: t('pages.safariHelp.step1Title'), body: t('pages.safariHelp.step1') },
    { icon: ShieldOff, title: t('pages.safariHelp.step2Title'), body: t('pages.safariHelp.step2') },
    { icon: RefreshCw, title: t('pages.safariHelp.step3Title'), body: t('pages.safariHelp.step3') },
    { icon: Lock, title: t('pages.safariHelp.step4Title'), body: t('pages.safariHelp.step4') },
  ];
  return (
    <PageLayout className="flex-1 px-4 py-12 sm:py-16">
      <article className="mx-auto max-w-2xl">
        <h1 className="font-display text-3xl font-bold text-ink-900 sm:text-4xl">
          {t('pages.safariHelp.title')}
        </h1>
        <p className="mt-4 text-lg text-ink-600">{t('pages.safariHelp.intro')}</p>

        <h2 className="mt-10 text-xl text-ink-900">{t('pages.safariHelp.stepsTitle')}</h2>
        <ol className="mt-4 grid gap-4">
          {steps.map(({ icon: Icon, title, body }, index) => (
            <li key={title} className="flex gap-4 rounded-card bg-surface p-5 shadow-sm">
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-strong">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="text-base text-ink-900">
                  {index + 1}. {title}
                </h3>
                <p className="mt-1 text-ink-600">{body}</p>
              </div>
            </li>
          ))}
        </ol>

        <h2 className="mt-10 text-xl text-ink-900">{t('pages.safariHelp.whyTitle')}</h2>
        <p className="mt-3 text-ink-600">{t('pages.safariHelp.why')}</p>

        <div className="mt-10 rounded-card border border-ink-100 bg-surface p-5">
          <h2 className="text-lg text-ink-900">{t('pages.safariHelp.alternativeTitle')}</h2>
          <p className="mt-1 text-ink-600">{t('pages.safariHelp.alternative')}</p>
          <Link
            to="/auth"
            className="mt-4 inline-flex h-11 items-center rounded-control bg-brand-gradient px-5 font-display font-semibold text-ink-900"
          >
            {t('pages.safariHelp.back')}
          </Link>
        </div>
      </article>
    </PageLayout>
  );
}
