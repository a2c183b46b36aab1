import {
  DateField,
  NumberField,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useLocaleState,
} from 'react-admin';
import { PaymentAmountField, PaymentKindField, PaymentStatusField } from './PaymentFields';
import { RefundButton } from './RefundButton';

export function PaymentShow() {
  const [locale = 'pt-BR'] = useLocaleState();
  return (
    <Show
      actions={
        <TopToolbar>
          <RefundButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="id" />
        <ReferenceField source="userId" reference="users" link="show">
          <TextField source="email" />
        </ReferenceField>
        <PaymentKindField source="kind" />
        <PaymentStatusField source="status" />
        <PaymentAmountField source="amountCents" />
        <NumberField source="credits" />
        <TextField source="provider" />
        <TextField source="providerRef" emptyText="—" />
        <DateField source="createdAt" showTime locales={locale} />
        <DateField source="refundedAt" showTime locales={locale} emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
