import { DateTimeField } from '../../fields/DateTimeField';
import {
  AutocompleteInput,
  Datagrid,
  List,
  ReferenceInput,
  SelectInput,
  TextField,
  TextInput,
} from 'react-admin';
import { ActionField, actionChoices, DiffField, TargetField } from './AuditFields';

const filters = [
  <SelectInput key="action" source="action" choices={actionChoices} alwaysOn />,
  <ReferenceInput key="actorId" source="actorId" reference="users">
    <AutocompleteInput
      optionText="email"
      filterToQuery={(q: string) => ({ q })}
      label="resources.audit-log.fields.actorId"
    />
  </ReferenceInput>,
  <TextInput key="targetId" source="targetId" />,
];

/** `/admin/audit-log`: who changed what, when and why; newest first. */
export function AuditList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={50}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateTimeField source="createdAt" />
        <TextField source="actorEmail" emptyText="—" sortable={false} />
        <ActionField source="action" sortable={false} />
        <TargetField source="targetId" sortable={false} />
        <DiffField source="diff" sortable={false} />
        <TextField source="reason" emptyText="—" sortable={false} />
      </Datagrid>
    </List>
  );
}
