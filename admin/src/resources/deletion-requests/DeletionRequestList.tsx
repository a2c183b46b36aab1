import { DELETION_STATUSES } from '@cena/contracts';
import {
  Datagrid,
  List,
  NumberField,
  SelectField,
  SelectInput,
  TextField,
  TextInput,
} from 'react-admin';
import { DateTimeField } from '../../fields/DateTimeField';

const statusChoices = DELETION_STATUSES.map((id) => ({
  id,
  name: `resources.deletion-requests.status.${id}`,
}));

const filters = [
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <TextInput key="userId" source="userId" />,
];

/**
 * `/admin/deletion-requests`: the customers' account deletions (LGPD), newest first. The
 * account closes when it is asked for; the worker erases it and records completion here (or the
 * last error, retried by itself). The account's e-mail and name are erased with it: its id is
 * what remains to name it.
 */
export function DeletionRequestList() {
  return (
    <List filters={filters} sort={{ field: 'requestedAt', order: 'DESC' }} perPage={50}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateTimeField source="requestedAt" />
        <TextField source="userId" sortable={false} />
        <SelectField source="status" choices={statusChoices} />
        <DateTimeField source="completedAt" emptyText="—" />
        <NumberField source="attempts" />
        <TextField source="error" emptyText="—" sortable={false} />
      </Datagrid>
    </List>
  );
}
