import type { RevenueMonthDto } from '@cena/contracts';
import { Fragment } from 'react';
import {
  Alert,
  Card,
  CardContent,
  CardHeader,
  Divider,
  List,
  ListItem,
  ListItemText,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Loading, Title, useGetList, useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../../shared/format';
import { usePhoneWidth } from '../../shared/usePhoneWidth';
import { SubscriptionList } from './SubscriptionList';
import { monthLabel, RevenueChart } from './RevenueChart';

/** `/admin/finance`: revenue by month (chart and table) above the subscriptions. */
export function FinancePage() {
  const translate = useTranslate();
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
              <RevenueByMonth months={months} />
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

/**
 * The months, newest first: a table, or on a phone one row a month, its net amount beside its
 * name and revenue, refunds and payments under them.
 */
function RevenueByMonth({ months }: { months: RevenueMonthDto[] }) {
  const translate = useTranslate();
  const [locale = 'pt-BR'] = useLocaleState();
  const phone = usePhoneWidth();
  const money = (cents: number) => formatMoney(cents, locale);
  if (phone) {
    return (
      <List dense sx={{ mt: 1 }}>
        {months.map((m, index) => (
          <Fragment key={m.id}>
            {index > 0 && <Divider component="li" />}
            <ListItem disableGutters>
              <ListItemText
                primary={
                  <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
                    <span>{monthLabel(m.id, locale)}</span>
                    <Typography component="span" sx={{ fontWeight: 600 }}>
                      {money(m.revenueCents - m.refundsCents)}
                    </Typography>
                  </Stack>
                }
                secondary={[
                  `${translate('finance.revenue')}: ${money(m.revenueCents)}`,
                  `${translate('finance.refunds')}: ${money(m.refundsCents)}`,
                  `${translate('finance.payments')}: ${m.payments}`,
                ].join(' · ')}
              />
            </ListItem>
          </Fragment>
        ))}
      </List>
    );
  }
  return (
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
              <TableCell align="right">{money(m.revenueCents)}</TableCell>
              <TableCell align="right">{money(m.refundsCents)}</TableCell>
              <TableCell align="right">{money(m.revenueCents - m.refundsCents)}</TableCell>
              <TableCell align="right">{m.payments}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
