import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toastForError } from '../../../app/errors';
import { useFormatters } from '../../../app/locale-format';
import { Badge } from '../../../components/Badge';
import { LanguageSwitcher } from '../../../components/LanguageSwitcher';
import { Logo } from '../../../components/Logo';
import { toast } from '../../../components/toast-store';
import { useCurrentUser } from '../../auth/api';
import { AvatarMenu } from '../../auth/components/AvatarMenu';
import { useSession } from '../../auth/hooks';
import { GeneratorCard, useGenerateVideoMutation } from '../../generator';

/**
 * `/dashboard` (login required, no landing header): welcome, credit balance and plan, and the
 * generator card with what the visitor wrote before signing in restored. Progress, results and
 * the user's videos come with the dashboard's own issue.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { t: tg } = useTranslation('generator');
  const { formatNumber } = useFormatters();
  const { user: sessionUser } = useSession();
  const { data: account, isError } = useCurrentUser();
  const [generate, { isLoading }] = useGenerateVideoMutation();

  const name =
    account?.displayName ?? sessionUser?.displayName ?? account?.email ?? sessionUser?.email ?? '';
  const firstName = name.includes('@') ? name : (name.split(' ')[0] ?? name);
  const isPro = account?.plan === 'pro';

  return (
    <div className="min-h-dvh">
      <header className="border-b border-ink-100 bg-surface">
        <div className="mx-auto flex h-16 max-w-5xl items-center gap-3 px-3 sm:px-6">
          <Link to="/" aria-label={t('header.homeLink')} className="rounded-control">
            <Logo />
          </Link>
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            {account && (
              <span className="hidden items-center gap-1.5 rounded-full bg-page px-3 py-1.5 text-sm font-medium text-ink-900 sm:inline-flex">
                <Coins className="size-4 text-brand-strong" aria-hidden="true" />
                {t('dashboard.creditsCount', { count: account.credits })}
              </span>
            )}
            <LanguageSwitcher />
            <AvatarMenu />
          </div>
        </div>
      </header>

      <main id="main" className="mx-auto grid max-w-5xl gap-6 px-4 py-6 sm:px-6 sm:py-10">
        <section className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="font-display text-2xl font-bold text-ink-900 sm:text-3xl">
              {t('dashboard.welcome', { name: firstName })}
            </h1>
            <p className="mt-1 text-ink-600">{t('dashboard.subtitle')}</p>
          </div>
          <dl className="flex gap-3">
            <div className="rounded-card border border-ink-100 bg-surface px-4 py-3 shadow-sm">
              <dt className="text-xs font-medium tracking-wide text-ink-600 uppercase">
                {t('dashboard.credits')}
              </dt>
              <dd className="font-display text-2xl font-bold text-ink-900">
                {account ? formatNumber(account.credits) : '—'}
              </dd>
            </div>
            <div className="rounded-card border border-ink-100 bg-surface px-4 py-3 shadow-sm">
              <dt className="text-xs font-medium tracking-wide text-ink-600 uppercase">
                {t('dashboard.plan')}
              </dt>
              <dd className="pt-1.5">
                {account ? (
                  <Badge variant={isPro ? 'pro' : 'neutral'} className="text-sm">
                    {isPro ? t('avatarMenu.pro') : t('avatarMenu.basic')}
                  </Badge>
                ) : (
                  '—'
                )}
              </dd>
            </div>
          </dl>
        </section>
        {isError && (
          <p role="alert" className="text-sm text-danger-strong">
            {t('dashboard.userError')}
          </p>
        )}

        <GeneratorCard
          restoreDraft
          busy={isLoading}
          onSubmit={(draft, image) => {
            generate({ draft, image })
              .unwrap()
              .then(() =>
                toast({
                  title: tg('dashboard.inProduction'),
                  description: tg('dashboard.inProductionDescription'),
                  variant: 'success',
                }),
              )
              .catch((error: unknown) => toastForError(error, 'generation'));
          }}
        />
      </main>
    </div>
  );
}
