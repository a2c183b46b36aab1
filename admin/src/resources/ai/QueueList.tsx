import { QUEUE_JOB_STATES, type QueueJobDto } from '@cena/contracts';
import ReplayIcon from '@mui/icons-material/Replay';
import { Chip, Stack, Typography } from '@mui/material';
import {
  Datagrid,
  DateField,
  FunctionField,
  NumberField,
  SimpleList,
  TextField,
  useGetList,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateTimeField } from '../../fields/DateTimeField';
import { ColourChip } from '../../shared/ColourChip';
import { failureLabel } from '../../shared/codeLabels';
import { EmbeddedList } from '../../shared/EmbeddedList';
import { TranslatedSelectInput } from '../../shared/filters';
import { useAdminAction } from '../../shared/useAdminAction';
import { usePhoneWidth } from '../../shared/usePhoneWidth';
import { PhoneRowNote, PhoneRowAction } from '../../shared/PhoneRowLine';
import { OpenVideoButton } from '../../shared/OpenVideoButton';
import { RowActionButton } from '../../shared/RowActionButton';

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

/**
 * A failed job's action: its retry while its video still waits for the render; once the video
 * itself failed, a link to the video, whose own retry applies.
 */
function JobAction() {
  const record = useRecordContext<QueueJobDto>();
  const { sending, run } = useAdminAction({
    done: 'ai.queue.retried',
    failed: 'ai.queue.retryFailed',
  });
  if (!record || record.state !== 'failed') return null;
  if (!record.retryable) {
    return (
      <OpenVideoButton
        videoId={record.videoId}
        label="ai.queue.openVideo"
        sx={{ whiteSpace: 'nowrap' }}
      />
    );
  }
  return (
    <RowActionButton
      label="ai.queue.retry"
      icon={<ReplayIcon />}
      onClick={() => run(`queue/${record.id}/retry`)}
      disabled={sending}
    />
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

/**
 * The render queue: waiting, active, delayed and failed jobs; a failed one can be retried. On a
 * phone, each job's video and state, when it was queued and its attempts, why it failed and the
 * retry button.
 */
export function QueueList() {
  const translate = useTranslate();
  const [locale = 'pt-BR'] = useLocaleState();
  const phone = usePhoneWidth();
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
  const empty = (
    <Typography color="text.secondary" sx={{ p: 2 }}>
      {translate('ai.queue.empty')}
    </Typography>
  );
  // A render's last failure is stored as its code ('provider_failed'); earlier ones as the
  // error's own message, shown as it is.
  const failure = (job: QueueJobDto) =>
    job.failedReason ? failureLabel(translate, job.failedReason) : '—';
  return (
    <>
      <StateCounts />
      <EmbeddedList
        resource="queue"
        filters={filters}
        sort={{ field: 'createdAt', order: 'DESC' }}
        empty={false}
      >
        {phone ? (
          <SimpleList<QueueJobDto>
            rowClick={false}
            empty={empty}
            primaryText={(job) => job.videoId}
            secondaryText={(job) => (
              <>
                <span>
                  <DateTimeField source="createdAt" />
                  {` · ${translate('ai.queue.attempts')}: ${job.attemptsMade}`}
                </span>
                {job.failedReason && (
                  <PhoneRowNote>
                    {`${translate('ai.queue.failedReason')}: ${failure(job)}`}
                  </PhoneRowNote>
                )}
                {job.state === 'failed' && (
                  <PhoneRowAction>
                    <JobAction />
                  </PhoneRowAction>
                )}
              </>
            )}
            tertiaryText={() => <StateField />}
          />
        ) : (
          <Datagrid bulkActionButtons={false} rowClick={false} empty={empty}>
            <TextField source="id" sortable={false} label="ai.queue.job" />
            <TextField source="videoId" sortable={false} label="ai.queue.videoId" />
            <StateField source="state" label="ai.queue.stateLabel" />
            <NumberField source="attemptsMade" sortable={false} label="ai.queue.attempts" />
            <FunctionField<QueueJobDto>
              source="failedReason"
              sortable={false}
              label="ai.queue.failedReason"
              render={failure}
              sx={{ overflowWrap: 'anywhere' }}
            />
            <DateField source="createdAt" showTime locales={locale} label="ai.queue.createdAt" />
            <JobAction />
          </Datagrid>
        )}
      </EmbeddedList>
    </>
  );
}
