import {
  Datagrid,
  DateField,
  EmailField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
  useLocaleState,
} from 'react-admin';
import {
  PlanField,
  planChoices,
  RoleField,
  roleChoices,
  StatusField,
  statusChoices,
} from './UserFields';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="resources.users.fields.q" />,
  <SelectInput key="plan" source="plan" choices={planChoices} />,
  <SelectInput key="role" source="role" choices={roleChoices} />,
  <SelectInput key="disabled" source="disabled" choices={statusChoices} />,
];

/** `/admin/users`: search by e-mail or name, filter by plan, role and status. */
export function UserList() {
  const [locale = 'pt-BR'] = useLocaleState();
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <EmailField source="email" />
        <TextField source="displayName" emptyText="—" />
        <PlanField source="plan" sortBy="plan" />
        <RoleField source="role" sortBy="role" />
        <NumberField source="credits" locales={locale} />
        <NumberField source="videoCount" sortable={false} locales={locale} emptyText="0" />
        <StatusField source="disabled" sortable={false} />
        <DateField source="createdAt" showTime locales={locale} />
      </Datagrid>
    </List>
  );
}
