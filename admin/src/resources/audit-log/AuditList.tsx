import type { AuditEntryDto } from '@cena/contracts';
import { DateTimeField } from '../../fields/DateTimeField';
import {
  AutocompleteInput,
  Datagrid,
  List,
  ReferenceInput,
  SelectInput,
  SimpleList,
  TextField,
  TextInput,
  useTranslate,
} from 'react-admin';
import { usePhoneWidth } from '../../shared/usePhoneWidth';
import { PhoneRowNote } from '../../shared/PhoneRowLine';
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

/**
 * `/admin/audit-log`: who changed what, when and why; newest first. On a phone, each entry's
 * action and target, who and when, and the reason.
 */
export function AuditList() {
  const translate = useTranslate();
  const phone = usePhoneWidth();
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={50}>
      {phone ? (
        <SimpleList<AuditEntryDto>
          rowClick={false}
          primaryText={() => <ActionField />}
          secondaryText={(entry) => (
            <>
              {entry.actorEmail && `${entry.actorEmail} · `}
              <DateTimeField source="createdAt" />
              {entry.reason && (
                <PhoneRowNote>
                  {`${translate('resources.audit-log.fields.reason')}: ${entry.reason}`}
                </PhoneRowNote>
              )}
            </>
          )}
          tertiaryText={() => <TargetField />}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <DateTimeField source="createdAt" />
          <TextField source="actorEmail" emptyText="—" sortable={false} />
          <ActionField source="action" sortable={false} />
          <TargetField source="targetId" sortable={false} />
          <DiffField source="diff" sortable={false} />
          <TextField source="reason" emptyText="—" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
