import { type AdminPaymentDto, CHECKOUT_TYPES, PAYMENT_STATUSES } from '@cena/contracts';
import { Stack } from '@mui/material';
import {
  AutocompleteInput,
  Datagrid,
  DateField,
  List,
  NumberField,
  ReferenceInput,
  SelectInput,
  SimpleList,
  TextField,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { usePhoneWidth } from '../../shared/usePhoneWidth';
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

/**
 * `/admin/payments`: filter by status, kind and customer; on a phone, each payment's customer,
 * date and kind, amount and status.
 */
export function PaymentList() {
  const [locale = 'pt-BR'] = useLocaleState();
  const translate = useTranslate();
  const phone = usePhoneWidth();
  return (
    <List filters={usePaymentFilters()} sort={{ field: 'createdAt', order: 'DESC' }}>
      {phone ? (
        <SimpleList<AdminPaymentDto>
          rowClick="show"
          primaryText={(payment) => payment.userEmail}
          secondaryText={(payment) =>
            [
              new Date(payment.createdAt).toLocaleString(locale, {
                dateStyle: 'short',
                timeStyle: 'short',
              }),
              translate(`payments.kind.${payment.kind}`),
            ].join(' · ')
          }
          tertiaryText={() => (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} component="span">
              <PaymentAmountField source="amountCents" />
              <PaymentStatusField source="status" />
            </Stack>
          )}
        />
      ) : (
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
      )}
    </List>
  );
}
