import type { AdminUserDto } from '@cena/contracts';
import { Stack } from '@mui/material';
import { DateTimeField } from '../../fields/DateTimeField';
import {
  Datagrid,
  List,
  NumberField,
  SelectInput,
  SimpleList,
  TextField,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { searchFilter } from '../../shared/filters';
import { usePhoneWidth } from '../../shared/usePhoneWidth';
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

/**
 * `/admin/users`: search by e-mail or name, filter by plan, role and status; on a phone, each
 * user's e-mail, name, role, plan and (when so) disabled state.
 */
export function UserList() {
  const [locale = 'pt-BR'] = useLocaleState();
  const translate = useTranslate();
  const phone = usePhoneWidth();
  return (
    <List
      filters={filters(translate('resources.users.fields.q'))}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      {phone ? (
        <SimpleList<AdminUserDto>
          rowClick="show"
          primaryText={(user) => user.email}
          secondaryText={(user) =>
            [user.displayName, translate(`users.roles.${user.role}`)].filter(Boolean).join(' · ')
          }
          tertiaryText={(user) => (
            <Stack direction="row" spacing={0.5} component="span">
              <PlanField />
              {user.disabledAt && <StatusField />}
            </Stack>
          )}
        />
      ) : (
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
      )}
    </List>
  );
}
