import type { AdminStatsDto } from '@cena/contracts';
import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, Loading, Title, useLocaleState, useTranslate } from 'react-admin';
import { adminRequest } from '../shared/adminApi';
import { formatMoney } from '../shared/format';
import { DailyCharts } from './DailyCharts';

function StatCard({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <Card sx={{ flex: '1 1 200px', minWidth: 200 }}>
      <CardContent>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ mt: 0.5, whiteSpace: 'nowrap' }}>
          {value}
        </Typography>
        {hint && (
          <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
            {hint}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * `/admin`: today's numbers and the last 30 days from `GET /api/admin/stats` (admins only: the
 * layout sends a support agent to their screen).
 */
export function Dashboard() {
  const translate = useTranslate();
  const [locale = 'pt-BR'] = useLocaleState();
  const { data, error, isPending } = useQuery({
    queryKey: ['admin', 'stats'],
    queryFn: () => adminRequest<AdminStatsDto>('stats'),
    refetchInterval: 60_000,
  });
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  const t = (key: string, options?: object) => translate(`dashboard.cards.${key}`, options);

  return (
    <Box sx={{ mt: 2, mb: 3 }}>
      <Title title={translate('dashboard.title')} />
      {isPending ? (
        <Loading />
      ) : error || !data ? (
        <Alert severity="error">{translate('ra.notification.http_error')}</Alert>
      ) : (
        <Stack spacing={3}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            <StatCard
              label={t('users')}
              value={number(data.users.total)}
              hint={t('users_new_today', { count: number(data.users.newToday) })}
            />
            <StatCard label={t('videos_today')} value={number(data.videosToday)} />
            <StatCard
              label={t('success_rate')}
              value={
                data.successRate === null
                  ? t('no_data')
                  : new Intl.NumberFormat(locale, {
                      style: 'percent',
                      maximumFractionDigits: 1,
                    }).format(data.successRate)
              }
              hint={t('success_rate_hint')}
            />
            <StatCard
              label={t('median_render')}
              value={
                data.medianRenderMs === null
                  ? t('no_data')
                  : new Intl.NumberFormat(locale, {
                      style: 'unit',
                      unit: 'second',
                      maximumFractionDigits: 1,
                    }).format(data.medianRenderMs / 1000)
              }
              hint={t('median_render_hint')}
            />
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            <StatCard
              label={t('queue')}
              value={
                <Stack direction="row" component="span" sx={{ gap: 3 }}>
                  {(['waiting', 'active', 'failed'] as const).map((state) => (
                    <Box
                      component="span"
                      key={state}
                      sx={{ display: 'flex', flexDirection: 'column' }}
                    >
                      <span>{number(data.queue[state])}</span>
                      <Typography
                        component="span"
                        variant="body2"
                        sx={{
                          color:
                            state === 'failed' && data.queue.failed > 0
                              ? 'error.main'
                              : 'text.secondary',
                        }}
                      >
                        {t(`queue_${state}`)}
                      </Typography>
                    </Box>
                  ))}
                </Stack>
              }
            />
            <StatCard
              label={t('mrr')}
              value={formatMoney(data.mrrCents, locale)}
              hint={t('mrr_hint')}
            />
            <StatCard
              label={t('revenue_month')}
              value={formatMoney(data.revenueThisMonthCents, locale)}
            />
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            <StatCard
              label={t('open_tickets')}
              value={
                <Link to="/support" data-testid="open-tickets">
                  {number(data.openTickets)}
                </Link>
              }
            />
            <StatCard
              label={t('open_alerts')}
              value={
                <Link to="/alerts" data-testid="open-alerts">
                  {number(data.openAlerts)}
                </Link>
              }
            />
          </Stack>
          <DailyCharts daily={data.daily} />
        </Stack>
      )}
    </Box>
  );
}
