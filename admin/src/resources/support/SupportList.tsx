import { TICKET_PRIORITIES, TICKET_STATUSES, type TicketDto } from '@cena/contracts';
import { Stack } from '@mui/material';
import {
  Datagrid,
  DateField,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  useGetIdentity,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { formatDateTime } from '../../shared/format';
import { usePhoneWidth } from '../../shared/usePhoneWidth';
import {
  TicketPriorityChip,
  TicketPriorityField,
  TicketStatusChip,
  TicketStatusField,
} from './TicketChips';

function useTicketFilters() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      choices={TICKET_STATUSES.map((id) => ({ id, name: translate(`support.status.${id}`) }))}
    />,
    <SelectInput
      key="priority"
      source="priority"
      alwaysOn
      choices={TICKET_PRIORITIES.map((id) => ({ id, name: translate(`support.priority.${id}`) }))}
    />,
  ];
  if (identity) {
    filters.push(
      <SelectInput
        key="assigneeId"
        source="assigneeId"
        alwaysOn
        choices={[{ id: String(identity.id), name: translate('support.assignee.mine') }]}
      />,
    );
  }
  return filters;
}

/** On a phone: the subject, who asked and when, and the ticket's state. */
function TicketSimpleList() {
  const [locale = 'pt-BR'] = useLocaleState();
  return (
    <SimpleList<TicketDto>
      rowClick="show"
      primaryText={(ticket) => ticket.subject}
      secondaryText={(ticket) =>
        `${ticket.userEmail} · ${formatDateTime(ticket.updatedAt, locale)}`
      }
      tertiaryText={(ticket) => (
        <Stack direction="row" spacing={0.5} component="span">
          <TicketStatusChip status={ticket.status} />
          <TicketPriorityChip priority={ticket.priority} />
        </Stack>
      )}
    />
  );
}

export function SupportList() {
  const [locale = 'pt-BR'] = useLocaleState();
  const phone = usePhoneWidth();
  return (
    <List filters={useTicketFilters()} sort={{ field: 'updatedAt', order: 'DESC' }}>
      {phone ? (
        <TicketSimpleList />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick="show">
          <TextField source="subject" />
          <TextField source="userEmail" sortable={false} />
          <TicketStatusField source="status" />
          <TicketPriorityField source="priority" />
          <TextField source="assigneeEmail" sortable={false} emptyText="—" />
          <DateField source="updatedAt" showTime locales={locale} />
        </Datagrid>
      )}
    </List>
  );
}
