import { Mail, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useOnDemandNamespace } from '../../../app/use-namespace';
import { Button } from '../../../components/Button';
import { useLoginModal, useSession } from '../../auth/hooks';
import { LegalLayout, LegalSectionView, PRIVACY_EMAIL } from '../components/LegalLayout';

/** `/exclusao-dados`: how to ask for deletion (in the app or by e-mail), what goes, what stays. */
export function DataDeletionPage() {
  const { t, ready } = useOnDemandNamespace('legal');
  const { t: tc } = useTranslation();
  const { user, isSignedIn } = useSession();
  const { openLogin } = useLoginModal();
  const list = (key: string) =>
    ready ? (t(key, { returnObjects: true }) as Record<string, string>) : {};

  const mailto = `mailto:${PRIVACY_EMAIL}?subject=${encodeURIComponent(
    t('legal.deletion.mailSubject'),
  )}&body=${encodeURIComponent(t('legal.deletion.mailBody', { email: user?.email ?? '' }))}`;

  return (
    <LegalLayout
      ready={ready}
      title={t('legal.deletion.title')}
      intro={t('legal.deletion.intro')}
      updated={(date) => t('legal.updated', { date })}
    >
      <section aria-labelledby="how-title" className="grid gap-4">
        <h2 id="how-title" className="text-xl text-ink-900 sm:text-2xl">
          {t('legal.deletion.howTitle')}
        </h2>
        <div className="rounded-card border border-ink-100 bg-surface p-5 shadow-sm">
          <p className="text-ink-900/90">{t('legal.deletion.inApp')}</p>
          {isSignedIn ? (
            <div className="mt-4 grid gap-3">
              <p className="text-ink-900/90">{t('legal.dataScreen.deletionLink')}</p>
              <Link
                to="/privacidade-e-dados"
                className="inline-flex h-11 w-fit items-center gap-2 rounded-control bg-brand-gradient px-5 font-display font-semibold text-ink-900"
              >
                <ShieldCheck className="size-4" aria-hidden="true" />
                {t('legal.dataScreen.deletionLinkButton')}
              </Link>
              <a
                href={mailto}
                className="inline-flex w-fit items-center gap-2 text-sm font-semibold text-ink-900 underline underline-offset-2"
              >
                <Mail className="size-4" aria-hidden="true" />
                {t('legal.deletion.inAppButton')}
              </a>
            </div>
          ) : (
            <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
              <Button onClick={() => openLogin({ tab: 'signin' })}>{tc('header.signIn')}</Button>
              <p className="text-sm text-ink-600">{t('legal.deletion.signInFirst')}</p>
            </div>
          )}
        </div>
        <p className="text-ink-900/90">{t('legal.deletion.byEmail')}</p>
        <p className="text-ink-900/90">{t('legal.deletion.verify')}</p>
      </section>
      <LegalSectionView
        id="o-que-apagamos"
        section={{ title: t('legal.deletion.whatTitle'), items: list('legal.deletion.what') }}
      />
      <LegalSectionView
        id="o-que-guardamos"
        section={{ title: t('legal.deletion.keepTitle'), items: list('legal.deletion.keep') }}
      />
      <LegalSectionView
        id="prazos"
        section={{ title: t('legal.deletion.whenTitle'), body: t('legal.deletion.when') }}
      />
      <LegalSectionView
        id="antes"
        section={{ title: t('legal.deletion.beforeTitle'), items: list('legal.deletion.before') }}
      />
    </LegalLayout>
  );
}
