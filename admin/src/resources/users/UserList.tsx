import { PLANS, ROLES } from '@cena/contracts';
import {
  ChipField,
  Datagrid,
  DateField,
  EmailField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
} from 'react-admin';

const choicesOf = (values: readonly string[], label: (value: string) => string = (v) => v) =>
  values.map((id) => ({ id, name: label(id) }));
const capitalise = (value: string) => value[0].toUpperCase() + value.slice(1);

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="plan" source="plan" choices={choicesOf(PLANS, capitalise)} />,
  <SelectInput key="role" source="role" choices={choicesOf(ROLES)} />,
];

export function UserList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid bulkActionButtons={false}>
        <EmailField source="email" />
        <TextField source="displayName" />
        <ChipField source="plan" />
        <TextField source="role" />
        <NumberField source="credits" />
        <DateField source="createdAt" showTime locales="pt-BR" />
      </Datagrid>
    </List>
  );
}
