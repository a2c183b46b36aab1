import type { AdminStatsDto } from '@cena/contracts';
import { Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatMoney } from '../shared/format';

const COLORS = { videos: '#FF5A36', failed: '#E5484D', signups: '#6D4AFF', revenue: '#1FA971' };

type Day = AdminStatsDto['daily'][number];

function ChartCard({
  title,
  empty = false,
  children,
}: {
  title: string;
  empty?: boolean;
  children: ReactNode;
}) {
  return (
    <Card sx={{ flex: '1 1 420px', minWidth: 320 }}>
      <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ height: empty ? 'auto' : 260, pt: 0 }}>{children}</CardContent>
    </Card>
  );
}

/** Videos (created and failed), sign-ups and revenue per São Paulo day, 30 days. */
export function DailyCharts({ daily }: { daily: Day[] }) {
  const translate = useTranslate();
  const [locale = 'pt-BR'] = useLocaleState();
  // 'YYYY-MM-DD' is a calendar day: format it at noon UTC so no time zone moves it.
  const dayLabel = (day: string) =>
    new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(
      new Date(`${day}T12:00:00Z`),
    );
  const t = (key: string) => translate(`dashboard.charts.${key}`);
  const empty = (pick: (day: Day) => number) => daily.every((day) => pick(day) === 0);
  const axis = { tick: { fontSize: 12 }, stroke: '#57546B' };
  const nothing = <Typography sx={{ color: 'text.secondary', py: 2 }}>{t('empty')}</Typography>;

  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
      <ChartCard title={t('videos')} empty={empty((day) => day.videos)}>
        {empty((day) => day.videos) ? (
          nothing
        ) : (
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={daily}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="day" tickFormatter={dayLabel} {...axis} />
              <YAxis allowDecimals={false} width={40} {...axis} />
              <Tooltip labelFormatter={(day) => dayLabel(String(day))} />
              <Legend formatter={(value) => <span style={{ color: '#14121F' }}>{value}</span>} />
              <Bar
                isAnimationActive={false}
                dataKey="videos"
                name={t('videos_done')}
                fill={COLORS.videos}
              />
              <Bar
                isAnimationActive={false}
                dataKey="failed"
                name={t('videos_failed')}
                fill={COLORS.failed}
              />
            </BarChart>
          </ResponsiveContainer>
        )}
      </ChartCard>
      <ChartCard title={t('signups')} empty={empty((day) => day.signups)}>
        {empty((day) => day.signups) ? (
          nothing
        ) : (
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={daily}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="day" tickFormatter={dayLabel} {...axis} />
              <YAxis allowDecimals={false} width={40} {...axis} />
              <Tooltip labelFormatter={(day) => dayLabel(String(day))} />
              <Bar
                isAnimationActive={false}
                dataKey="signups"
                name={t('signups_series')}
                fill={COLORS.signups}
              />
            </BarChart>
          </ResponsiveContainer>
        )}
      </ChartCard>
      <ChartCard title={t('revenue')} empty={empty((day) => day.revenueCents)}>
        {empty((day) => day.revenueCents) ? (
          nothing
        ) : (
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={daily}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="day" tickFormatter={dayLabel} {...axis} />
              <YAxis
                width={80}
                tickFormatter={(cents: number) => formatMoney(cents, locale)}
                {...axis}
              />
              <Tooltip
                labelFormatter={(day) => dayLabel(String(day))}
                formatter={(cents) => formatMoney(Number(cents), locale)}
              />
              <Bar
                isAnimationActive={false}
                dataKey="revenueCents"
                name={t('revenue_series')}
                fill={COLORS.revenue}
              />
            </BarChart>
          </ResponsiveContainer>
        )}
      </ChartCard>
    </Stack>
  );
}
