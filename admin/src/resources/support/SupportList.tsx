import { TICKET_PRIORITIES, TICKET_STATUSES } from '@cena/contracts';
import {
  Datagrid,
  DateField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  useGetIdentity,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { TicketPriorityField, TicketStatusField } from './TicketChips';

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

export function SupportList() {
  const [locale = 'pt-BR'] = useLocaleState();
  return (
    <List filters={useTicketFilters()} sort={{ field: 'updatedAt', order: 'DESC' }}>
      <Datagrid bulkActionButtons={false} rowClick="show">
        <TextField source="subject" />
        <TextField source="userEmail" sortable={false} />
        <TicketStatusField source="status" />
        <TicketPriorityField source="priority" />
        <TextField source="assigneeEmail" sortable={false} emptyText="—" />
        <DateField source="updatedAt" showTime locales={locale} />
      </Datagrid>
    </List>
  );
}
