import { CHECKOUT_TYPES, PAYMENT_STATUSES } from '@cena/contracts';
import {
  AutocompleteInput,
  Datagrid,
  DateField,
  List,
  NumberField,
  ReferenceInput,
  SelectInput,
  TextField,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { PaymentAmountField, PaymentKindField, PaymentStatusField } from './PaymentFields';

function usePaymentFilters() {
  const translate = useTranslate();
  return [
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      choices={PAYMENT_STATUSES.map((id) => ({ id, name: translate(`payments.status.${id}`) }))}
    />,
    <SelectInput
      key="kind"
      source="kind"
      alwaysOn
      choices={CHECKOUT_TYPES.map((id) => ({ id, name: translate(`payments.kind.${id}`) }))}
    />,
    <ReferenceInput key="userId" source="userId" reference="users" alwaysOn>
      <AutocompleteInput
        optionText="email"
        filterToQuery={(q: string) => ({ q })}
        sx={{ minWidth: 280 }}
      />
    </ReferenceInput>,
  ];
}

export function PaymentList() {
  const [locale = 'pt-BR'] = useLocaleState();
  return (
    <List filters={usePaymentFilters()} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid bulkActionButtons={false} rowClick="show">
        <DateField source="createdAt" showTime locales={locale} sx={{ whiteSpace: 'nowrap' }} />
        <TextField source="userEmail" sortable={false} />
        <PaymentKindField source="kind" sortable={false} />
        <PaymentStatusField source="status" />
        <PaymentAmountField source="amountCents" textAlign="right" />
        <NumberField source="credits" />
        <TextField source="provider" sortable={false} />
        <DateField source="refundedAt" showTime locales={locale} emptyText="—" sortable={false} />
      </Datagrid>
    </List>
  );
}
