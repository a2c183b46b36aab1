import type { AnalyticsDto } from '@cena/contracts';
import {
  Award,
  Clock,
  Coins,
  Eye,
  Film,
  Lightbulb,
  Lock,
  Plus,
  ShoppingCart,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { GALLERY_ANCHOR } from '../../landing/anchors';
import { useFormatters } from '../../../app/locale-format';
import { Badge, type BadgeVariant } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { cn } from '../../../components/cn';
import { Spinner } from '../../../components/Spinner';
import { AppHeader } from '../../dashboard/components/AppHeader';
import { useAllowance } from '../../billing/use-allowance';
import { useGetAnalyticsQuery } from '../api';
import { WeeklyChart } from '../components/WeeklyChart';

const TIP_VARIANTS: Record<AnalyticsDto['tips'][number]['badge'], BadgeVariant> = {
  celebration: 'success',
  warning: 'warning',
  onboarding: 'violet',
  growth: 'brand',
  productivity: 'neutral',
  feature: 'violet',
  community: 'brand',
};

/** The first-video tip congratulates once the video exists, and invites before. */
function tipText(tip: AnalyticsDto['tips'][number]): string {
  return tip.kind === 'first_video' && tip.badge === 'celebration' ? 'first_video_done' : tip.kind;
}

/** `/analytics`: the user's statistics, the weekly chart, badges with their rules and tips. */
export function AnalyticsPage() {
  const { t } = useTranslation('analytics');
  const { formatNumber } = useFormatters();
  const allowance = useAllowance();
  const { data, isLoading, isError, refetch } = useGetAnalyticsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });

  return (
    <div className="min-h-dvh">
      <AppHeader />
      <main id="main" className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
        <div>
          <h1 className="font-display text-2xl font-bold text-ink-900 sm:text-3xl">{t('title')}</h1>
          <p className="mt-1 text-ink-600">{t('subtitle')}</p>
        </div>
        {isLoading ? (
          <div className="flex justify-center py-16">
            <Spinner size="lg" className="text-brand-500" label={t('title')} />
          </div>
        ) : isError || !data ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
            <p>{t('loadError')}</p>
            <Button variant="secondary" onClick={() => void refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              <Stat
                icon={<Film className="size-5" />}
                label={t('stats.videosCreated')}
                value={formatNumber(data.videosCreated)}
                note={t('stats.videosCompleted', { count: data.videosCompleted })}
                testId="stat-videos-created"
              />
              <Stat
                icon={<Coins className="size-5" />}
                label={t('stats.creditsUsed')}
                value={formatNumber(data.creditsUsed)}
              />
              <Stat
                icon={<Clock className="size-5" />}
                label={t('stats.timeSaved')}
                value={t('stats.hours', {
                  value: formatNumber(Math.round((data.minutesSaved / 60) * 10) / 10),
                })}
                note={t('stats.timeSavedRate', { minutes: data.minutesSavedPerVideo })}
              />
              <Stat
                icon={<Eye className="size-5" />}
                label={t('stats.engagement')}
                value={formatNumber(data.publicViews)}
                note={t('stats.views')}
              />
            </dl>

            <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
              <section
                aria-labelledby="chart-title"
                className="min-w-0 rounded-card bg-surface p-4 shadow-soft sm:p-6"
              >
                <h2 id="chart-title" className="font-display text-lg font-bold text-ink-900">
                  {t('chart.title')}
                </h2>
                <div className="mt-4">
                  <WeeklyChart weeks={data.videosPerWeek} />
                </div>
              </section>
              <section
                aria-labelledby="tips-title"
                className="rounded-card bg-surface p-4 shadow-soft sm:p-6"
              >
                <h2
                  id="tips-title"
                  className="flex items-center gap-2 font-display text-lg font-bold text-ink-900"
                >
                  <Lightbulb className="size-5 text-brand-strong" aria-hidden="true" />
                  {t('tips.title')}
                </h2>
                <ul className="mt-4 flex flex-col gap-3">
                  {data.tips.map((tip) => (
                    <li key={tip.kind} className="rounded-control bg-page p-3">
                      <Badge variant={TIP_VARIANTS[tip.badge]}>
                        {t(`tips.badge.${tip.badge}`)}
                      </Badge>
                      <p className="mt-2 font-semibold text-ink-900">
                        {t(`tips.${tipText(tip)}.title`)}
                      </p>
                      {(tip.kind !== 'low_credits' || allowance) && (
                        <p className="mt-1 text-sm text-ink-600">
                          {t(`tips.${tipText(tip)}.text`, { cost: allowance?.videoCost })}
                        </p>
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            </div>

            <section aria-labelledby="badges-title">
              <h2 id="badges-title" className="font-display text-lg font-bold text-ink-900">
                {t('badges.title')}
              </h2>
              <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
                {data.achievements.map((a) => (
                  <li
                    key={a.id}
                    data-testid={`badge-${a.id}`}
                    data-earned={a.earned}
                    className={cn(
                      'flex flex-col rounded-card border p-4',
                      a.earned
                        ? 'border-success/50 bg-surface shadow-soft'
                        : 'border-ink-100 bg-page',
                    )}
                  >
                    <span
                      className={cn(
                        'flex size-10 items-center justify-center rounded-full',
                        a.earned ? 'bg-brand-gradient text-ink-900' : 'bg-ink-100 text-ink-600',
                      )}
                      aria-hidden="true"
                    >
                      {a.earned ? <Award className="size-5" /> : <Lock className="size-4" />}
                    </span>
                    <p className="mt-3 font-display font-semibold text-ink-900">
                      {t(`badges.${a.id}.name`)}
                    </p>
                    <p className="mt-1 text-sm text-ink-600">
                      {t(`badges.${a.id}.rule`, { target: a.target })}
                    </p>
                    <p
                      className={cn(
                        'mt-auto pt-2 text-sm font-semibold',
                        a.earned ? 'text-success-strong' : 'text-ink-600',
                      )}
                    >
                      {a.earned
                        ? t('badges.earned')
                        : t('badges.progress', { progress: a.progress, target: a.target })}
                    </p>
                  </li>
                ))}
              </ul>
            </section>

            <nav aria-labelledby="analytics-actions">
              <h2 id="analytics-actions" className="font-display text-lg font-bold text-ink-900">
                {t('actions.title')}
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                <Action
                  to="/dashboard"
                  icon={<Plus className="size-4" />}
                  label={t('actions.create')}
                />
                <Action
                  to="/dashboard/my-videos"
                  icon={<Film className="size-4" />}
                  label={t('actions.myVideos')}
                />
                <Action
                  to="/comprar-creditos"
                  icon={<ShoppingCart className="size-4" />}
                  label={t('actions.buyCredits')}
                />
                <Action
                  to={`/#${GALLERY_ANCHOR}`}
                  icon={<Users className="size-4" />}
                  label={t('actions.community')}
                />
              </ul>
            </nav>
          </>
        )}
      </main>
    </div>
  );
}

function Stat({
  icon,
  label,
  value,
  note,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  note?: string;
  testId?: string;
}) {
  return (
    <div className="rounded-card bg-surface p-4 shadow-soft" data-testid={testId}>
      <dt className="flex items-center gap-2 text-sm font-medium text-ink-600">
        <span className="text-brand-strong" aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-2 font-display text-2xl font-bold text-ink-900">{value}</dd>
      {note && <dd className="mt-1 text-xs text-ink-600">{note}</dd>}
    </div>
  );
}

function Action({ to, icon, label }: { to: string; icon: ReactNode; label: string }) {
  return (
    <li>
      <Link
        to={to}
        className="inline-flex min-h-11 items-center gap-2 rounded-control border border-ink-300 bg-surface px-4 py-2 text-sm font-semibold text-ink-900 hover:bg-page"
      >
        <span aria-hidden="true">{icon}</span>
        {label}
      </Link>
    </li>
  );
}
