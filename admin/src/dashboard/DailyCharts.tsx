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

type Series = { key: 'videos' | 'failed' | 'signups' | 'revenueCents'; name: string; fill: string };

/** One day-by-day bar chart of `series` in a card titled `title`; "nothing yet" when all are 0. */
function DailyBarChart({
  daily,
  title,
  series,
  money = false,
}: {
  daily: Day[];
  title: string;
  series: Series[];
  money?: boolean;
}) {
  const translate = useTranslate();
  const [locale = 'pt-BR'] = useLocaleState();
  // 'YYYY-MM-DD' is a calendar day: format it at noon UTC so no time zone moves it.
  const dayLabel = (day: string) =>
    new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(
      new Date(`${day}T12:00:00Z`),
    );
  const empty = daily.every((day) => day[series[0].key] === 0);
  const axis = { tick: { fontSize: 12 }, stroke: '#57546B' };

  return (
    <ChartCard title={title} empty={empty}>
      {empty ? (
        <Typography sx={{ color: 'text.secondary', py: 2 }}>
          {translate('dashboard.charts.empty')}
        </Typography>
      ) : (
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={daily}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tickFormatter={dayLabel} {...axis} />
            {money ? (
              <YAxis
                width={80}
                tickFormatter={(cents: number) => formatMoney(cents, locale)}
                {...axis}
              />
            ) : (
              <YAxis allowDecimals={false} width={40} {...axis} />
            )}
            <Tooltip
              labelFormatter={(day) => dayLabel(String(day))}
              formatter={money ? (cents) => formatMoney(Number(cents), locale) : undefined}
            />
            {series.length > 1 && (
              <Legend formatter={(value) => <span style={{ color: '#14121F' }}>{value}</span>} />
            )}
            {series.map(({ key, name, fill }) => (
              <Bar key={key} isAnimationActive={false} dataKey={key} name={name} fill={fill} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      )}
    </ChartCard>
  );
}

/** Videos (created and failed), sign-ups and revenue per São Paulo day, 30 days. */
export function DailyCharts({ daily }: { daily: Day[] }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`dashboard.charts.${key}`);

  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
      <DailyBarChart
        daily={daily}
        title={t('videos')}
        series={[
          { key: 'videos', name: t('videos_done'), fill: COLORS.videos },
          { key: 'failed', name: t('videos_failed'), fill: COLORS.failed },
        ]}
      />
      <DailyBarChart
        daily={daily}
        title={t('signups')}
        series={[{ key: 'signups', name: t('signups_series'), fill: COLORS.signups }]}
      />
      <DailyBarChart
        daily={daily}
        title={t('revenue')}
        series={[{ key: 'revenueCents', name: t('revenue_series'), fill: COLORS.revenue }]}
        money
      />
    </Stack>
  );
}
