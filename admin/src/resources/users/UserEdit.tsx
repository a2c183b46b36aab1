import { Edit, Labeled, required, SelectInput, SimpleForm, TextField } from 'react-admin';
import { planChoices, roleChoices } from './UserFields';

/**
 * Plan and role. The server refuses an admin removing their own admin role; its message is
 * shown as the error notification.
 */
export function UserEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <SimpleForm>
        <Labeled source="email">
          <TextField source="email" />
        </Labeled>
        <SelectInput source="plan" choices={planChoices} validate={required()} />
        <SelectInput source="role" choices={roleChoices} validate={required()} />
      </SimpleForm>
    </Edit>
  );
}
