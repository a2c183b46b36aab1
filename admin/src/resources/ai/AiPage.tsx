import type { AiOverviewDto } from '@cena/contracts';
import { Alert, Card, CardHeader, Grid, Stack } from '@mui/material';
import { Loading, Title, useTranslate } from 'react-admin';
import { useAdminGet } from '../../shared/adminApi';
import { CostsCard, FailuresCard } from './CostsAndFailures';
import { PromptSessionList } from './PromptSessionList';
import { ProvidersCard } from './ProvidersCard';
import { QueueList } from './QueueList';

/** `/admin/ai`: providers and models, costs, failures, the render queue and assistant sessions. */
export function AiPage() {
  const translate = useTranslate();
  const overview = useAdminGet<AiOverviewDto>('ai');
  return (
    <Stack spacing={3} sx={{ mt: 2, mb: 3 }}>
      <Title title={translate('ai.title')} />
      {overview.loading ? (
        <Loading />
      ) : !overview.data ? (
        <Alert severity="error">{translate('ai.loadFailed')}</Alert>
      ) : (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 7 }}>
            <ProvidersCard
              key={`${overview.data.videoProvider}:${overview.data.videoModel}`}
              overview={overview.data}
              onSaved={overview.replace}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <CostsCard costs={overview.data.costs} />
          </Grid>
          <Grid size={{ xs: 12 }}>
            <FailuresCard failures={overview.data.failures} />
          </Grid>
        </Grid>
      )}
      <Card>
        <CardHeader title={translate('ai.queue.title')} />
        <QueueList />
      </Card>
      <Card>
        <CardHeader title={translate('ai.sessions.title')} />
        <PromptSessionList />
      </Card>
    </Stack>
  );
}
