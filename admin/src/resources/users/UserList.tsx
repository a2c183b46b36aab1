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

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="plan"
    source="plan"
    choices={[
      { id: 'basic', name: 'Basic' },
      { id: 'pro', name: 'Pro' },
      { id: 'business', name: 'Business' },
    ]}
  />,
  <SelectInput
    key="role"
    source="role"
    choices={[
      { id: 'user', name: 'user' },
      { id: 'support', name: 'support' },
      { id: 'admin', name: 'admin' },
    ]}
  />,
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
