import { QUEUE_JOB_STATES, type QueueJobDto } from '@cena/contracts';
import ReplayIcon from '@mui/icons-material/Replay';
import { Chip, Stack, Typography } from '@mui/material';
import {
  Button,
  Datagrid,
  DateField,
  NumberField,
  TextField,
  useGetList,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ColourChip } from '../../shared/ColourChip';
import { EmbeddedList } from '../../shared/EmbeddedList';
import { TranslatedSelectInput } from '../../shared/filters';
import { useAdminAction } from '../../shared/useAdminAction';

const STATE_COLOUR = {
  waiting: 'default',
  active: 'info',
  delayed: 'warning',
  failed: 'error',
} as const;

function StateField(_: { source?: string; label?: string }) {
  const record = useRecordContext<QueueJobDto>();
  if (!record) return null;
  return <ColourChip value={record.state} prefix="ai.queue.state" colours={STATE_COLOUR} />;
}

function RetryButton() {
  const record = useRecordContext<QueueJobDto>();
  const { sending, run } = useAdminAction({
    done: 'ai.queue.retried',
    failed: 'ai.queue.retryFailed',
  });
  if (!record || record.state !== 'failed') return null;
  return (
    <Button
      label="ai.queue.retry"
      onClick={() => run(`queue/${record.id}/retry`)}
      disabled={sending}
    >
      <ReplayIcon />
    </Button>
  );
}

/** How many jobs a state holds (the list's Content-Range total). */
function StateCount({ state }: { state: QueueJobDto['state'] }) {
  const translate = useTranslate();
  const { total } = useGetList('queue', { filter: { state }, pagination: { page: 1, perPage: 1 } });
  return (
    <Chip
      color={STATE_COLOUR[state]}
      variant="outlined"
      label={`${translate(`ai.queue.state.${state}`)}: ${total ?? '…'}`}
    />
  );
}

function StateCounts() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', px: 2, pt: 1 }}>
      {QUEUE_JOB_STATES.map((state) => (
        <StateCount key={state} state={state} />
      ))}
    </Stack>
  );
}

/** The render queue: waiting, active, delayed and failed jobs; a failed one can be retried. */
export function QueueList() {
  const translate = useTranslate();
  const [locale = 'pt-BR'] = useLocaleState();
  const filters = [
    <TranslatedSelectInput
      key="state"
      source="state"
      alwaysOn
      label="ai.queue.stateLabel"
      choices={QUEUE_JOB_STATES}
      prefix="ai.queue.state"
    />,
  ];
  return (
    <>
      <StateCounts />
      <EmbeddedList
        resource="queue"
        filters={filters}
        sort={{ field: 'createdAt', order: 'DESC' }}
        empty={false}
      >
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          empty={
            <Typography color="text.secondary" sx={{ p: 2 }}>
              {translate('ai.queue.empty')}
            </Typography>
          }
        >
          <TextField source="id" sortable={false} label="ai.queue.job" />
          <TextField source="videoId" sortable={false} label="ai.queue.videoId" />
          <StateField source="state" label="ai.queue.stateLabel" />
          <NumberField source="attemptsMade" sortable={false} label="ai.queue.attempts" />
          <TextField
            source="failedReason"
            sortable={false}
            emptyText="—"
            label="ai.queue.failedReason"
            sx={{ overflowWrap: 'anywhere' }}
          />
          <DateField source="createdAt" showTime locales={locale} label="ai.queue.createdAt" />
          <RetryButton />
        </Datagrid>
      </EmbeddedList>
    </>
  );
}
