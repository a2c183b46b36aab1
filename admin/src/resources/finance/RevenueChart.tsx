import type { RevenueMonthDto } from '@cena/contracts';
import { useTheme } from '@mui/material';
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
import { formatMoney } from '../../shared/format';

/** 'YYYY-MM' → 'nov. 2026' in the staff member's language. */
export function monthLabel(id: string, locale: string): string {
  const [year, month] = id.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
}

/** Revenue and refunds per month (São Paulo months), oldest on the left. */
export function RevenueChart({ months }: { months: RevenueMonthDto[] }) {
  const translate = useTranslate();
  const theme = useTheme();
  const [locale = 'pt-BR'] = useLocaleState();
  const data = [...months]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((m) => ({
      month: monthLabel(m.id, locale),
      revenue: m.revenueCents / 100,
      refunds: m.refundsCents / 100,
    }));
  const money = (value: number) => formatMoney(Math.round(value * 100), locale);
  return (
    <ResponsiveContainer width="100%" height={280}>
      <BarChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="month" />
        <YAxis tickFormatter={money} width={96} />
        <Tooltip formatter={(value) => money(Number(value))} />
        <Legend />
        <Bar
          dataKey="revenue"
          name={translate('finance.revenue')}
          fill={theme.palette.primary.main}
          radius={[4, 4, 0, 0]}
        />
        <Bar
          dataKey="refunds"
          name={translate('finance.refunds')}
          fill={theme.palette.grey[600]}
          radius={[4, 4, 0, 0]}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
