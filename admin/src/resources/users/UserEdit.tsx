import {
  Edit,
  Labeled,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextField,
  Toolbar,
} from 'react-admin';
import { planChoices, roleChoices } from './UserFields';

/**
 * Plan and role. The server refuses an admin removing their own admin role; its message is
 * shown as the error notification. Save only: accounts are not deleted from the back office
 * (the api has no such route; a customer deletes their own data, and staff disable an account).
 */
export function UserEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <Labeled source="email">
          <TextField source="email" />
        </Labeled>
        <SelectInput source="plan" choices={planChoices} validate={required()} />
        <SelectInput source="role" choices={roleChoices} validate={required()} />
      </SimpleForm>
    </Edit>
  );
}
