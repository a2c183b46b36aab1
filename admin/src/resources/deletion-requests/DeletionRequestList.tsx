import { type AdminDeletionRequestDto, DELETION_STATUSES } from '@cena/contracts';
import { Box } from '@mui/material';
import {
  Datagrid,
  List,
  NumberField,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateTimeField } from '../../fields/DateTimeField';
import { ColourChip } from '../../shared/ColourChip';
import { usePhoneWidth } from '../../shared/usePhoneWidth';
import { PhoneRowNote } from '../../shared/PhoneRowLine';

const STATUS_PREFIX = 'resources.deletion-requests.status';
const STATUS_COLOUR = { pending: 'info', completed: 'success', failed: 'error' } as const;

const statusChoices = DELETION_STATUSES.map((id) => ({ id, name: `${STATUS_PREFIX}.${id}` }));

const filters = [
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <TextInput key="userId" source="userId" />,
];

function StatusChip() {
  const record = useRecordContext<AdminDeletionRequestDto>();
  if (!record) return null;
  return <ColourChip value={record.status} prefix={STATUS_PREFIX} colours={STATUS_COLOUR} />;
}

/**
 * `/admin/deletion-requests`: the customers' account deletions (LGPD), newest first. The
 * account closes when it is asked for; the worker erases it and records completion here (or the
 * last error, retried by itself). The account's e-mail and name are erased with it: its id is
 * what remains to name it. On a phone, each request's account id and status, when it was asked
 * for and completed, the attempts of an unfinished one and its last error.
 */
export function DeletionRequestList() {
  const translate = useTranslate();
  const phone = usePhoneWidth();
  const field = (name: string) => translate(`resources.deletion-requests.fields.${name}`);
  return (
    <List filters={filters} sort={{ field: 'requestedAt', order: 'DESC' }} perPage={50}>
      {phone ? (
        <SimpleList<AdminDeletionRequestDto>
          rowClick={false}
          primaryText={(request) => request.userId}
          secondaryText={(request) => (
            <>
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {`${field('requestedAt')} `}
                <DateTimeField source="requestedAt" />
              </Box>
              {request.completedAt && (
                <>
                  {' · '}
                  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                    {`${field('completedAt')} `}
                    <DateTimeField source="completedAt" />
                  </Box>
                </>
              )}
              {request.status !== 'completed' &&
                request.attempts > 0 &&
                ` · ${field('attempts')}: ${request.attempts}`}
              {request.error && (
                <PhoneRowNote>{`${field('error')}: ${request.error}`}</PhoneRowNote>
              )}
            </>
          )}
          tertiaryText={() => <StatusChip />}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <DateTimeField source="requestedAt" />
          <TextField source="userId" sortable={false} />
          <SelectField source="status" choices={statusChoices} />
          <DateTimeField source="completedAt" emptyText="—" />
          <NumberField source="attempts" />
          <TextField source="error" emptyText="—" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
