import type { RevenueMonthDto } from '@cena/contracts';
import {
  Alert,
  Card,
  CardContent,
  CardHeader,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { Loading, Title, useGetList, useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../../shared/format';
import { SubscriptionList } from './SubscriptionList';
import { monthLabel, RevenueChart } from './RevenueChart';

/** `/admin/finance`: revenue by month (chart and table) above the subscriptions. */
export function FinancePage() {
  const translate = useTranslate();
  const [locale = 'pt-BR'] = useLocaleState();
  const { data, isPending, error } = useGetList<RevenueMonthDto>('finance', {
    pagination: { page: 1, perPage: 24 },
    sort: { field: 'id', order: 'DESC' },
  });
  const months = [...(data ?? [])].sort((a, b) => b.id.localeCompare(a.id));
  return (
    <Stack spacing={3} sx={{ mt: 2, mb: 3 }}>
      <Title title={translate('finance.title')} />
      <Card>
        <CardHeader title={translate('finance.revenueByMonth')} />
        <CardContent>
          {isPending ? (
            <Loading />
          ) : error ? (
            <Alert severity="error">{translate('finance.loadFailed')}</Alert>
          ) : months.length === 0 ? (
            <Alert severity="info">{translate('finance.noRevenue')}</Alert>
          ) : (
            <>
              <RevenueChart months={months} />
              {/* Scrolls sideways in its box on a phone instead of losing its last column. */}
              <TableContainer sx={{ mt: 2 }}>
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('finance.month')}</TableCell>
                      <TableCell align="right">{translate('finance.revenue')}</TableCell>
                      <TableCell align="right">{translate('finance.refunds')}</TableCell>
                      <TableCell align="right">{translate('finance.net')}</TableCell>
                      <TableCell align="right">{translate('finance.payments')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {months.map((m) => (
                      <TableRow key={m.id}>
                        <TableCell>{monthLabel(m.id, locale)}</TableCell>
                        <TableCell align="right">{formatMoney(m.revenueCents, locale)}</TableCell>
                        <TableCell align="right">{formatMoney(m.refundsCents, locale)}</TableCell>
                        <TableCell align="right">
                          {formatMoney(m.revenueCents - m.refundsCents, locale)}
                        </TableCell>
                        <TableCell align="right">{m.payments}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            </>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader title={translate('finance.subscriptions')} />
        <SubscriptionList />
      </Card>
    </Stack>
  );
}
