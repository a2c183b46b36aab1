import type { AiOverviewDto } from '@cena/contracts';
import {
  Alert,
  Card,
  CardContent,
  CardHeader,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { engineLabel, failureLabel } from '../../shared/codeLabels';

/** What each mode costs in credits (edited on the settings page). */
export function CostsCard({ costs }: { costs: AiOverviewDto['costs'] }) {
  const translate = useTranslate();
  const rows = [
    { mode: translate('ai.costs.video'), credits: costs.video },
    { mode: translate('ai.costs.imageExpansion'), credits: costs.imageExpansion },
  ];
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader title={translate('ai.costs.title')} />
      <CardContent>
        <Stack spacing={1.5}>
          {rows.map((row) => (
            <Stack key={row.mode} direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
              <Typography>{row.mode}</Typography>
              <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {translate('ai.costs.credits', { smart_count: row.credits })}
              </Typography>
            </Stack>
          ))}
          <Link to="/settings">{translate('ai.costs.edit')}</Link>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Failed renders over the last 7 days, by provider and error code. */
export function FailuresCard({ failures }: { failures: AiOverviewDto['failures'] }) {
  const translate = useTranslate();
  const ordered = [...failures].sort((a, b) => b.count - a.count);
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader title={translate('ai.failures.title')} />
      <CardContent>
        {ordered.length === 0 ? (
          <Alert severity="success">{translate('ai.failures.none')}</Alert>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('ai.failures.provider')}</TableCell>
                <TableCell>{translate('ai.failures.reason')}</TableCell>
                <TableCell align="right">{translate('ai.failures.count')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {ordered.map((f) => (
                <TableRow key={`${f.provider}:${f.errorCode}`}>
                  <TableCell>{engineLabel(translate, f.provider)}</TableCell>
                  {/* The code stays at hand (hover) for a search in the logs. */}
                  <TableCell title={f.errorCode}>{failureLabel(translate, f.errorCode)}</TableCell>
                  <TableCell align="right">{f.count}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
