import { DateTimeField } from '../../fields/DateTimeField';
import {
  Datagrid,
  List,
  NumberField,
  SelectInput,
  TextField,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { searchFilter } from '../../shared/filters';
import {
  PlanField,
  planChoices,
  RoleField,
  roleChoices,
  StatusField,
  statusChoices,
} from './UserFields';

const filters = (searchPlaceholder: string) => [
  searchFilter(searchPlaceholder),
  <SelectInput key="plan" source="plan" choices={planChoices} />,
  <SelectInput key="role" source="role" choices={roleChoices} />,
  <SelectInput key="disabled" source="disabled" choices={statusChoices} />,
];

/** `/admin/users`: search by e-mail or name, filter by plan, role and status. */
export function UserList() {
  const [locale = 'pt-BR'] = useLocaleState();
  const translate = useTranslate();
  return (
    <List
      filters={filters(translate('resources.users.fields.q'))}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="email" />
        <TextField source="displayName" emptyText="—" />
        <PlanField source="plan" sortBy="plan" />
        <RoleField source="role" sortBy="role" />
        <NumberField source="credits" locales={locale} />
        <NumberField source="videoCount" sortable={false} locales={locale} emptyText="0" />
        <StatusField source="disabled" sortable={false} />
        <DateTimeField source="createdAt" />
      </Datagrid>
    </List>
  );
}
