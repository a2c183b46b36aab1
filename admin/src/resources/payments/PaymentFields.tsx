import type { AdminPaymentDto, PaymentStatus } from '@cena/contracts';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { ColourChip } from '../../shared/ColourChip';
import { formatMoney } from '../../shared/format';

const STATUS_COLOUR: Record<PaymentStatus, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  pending: 'warning',
  paid: 'success',
  failed: 'error',
  refunded: 'info',
  expired: 'default',
};

export function PaymentStatusField(_: { label?: string; sortable?: boolean; source?: string }) {
  const record = useRecordContext<AdminPaymentDto>();
  if (!record) return null;
  return <ColourChip value={record.status} prefix="payments.status" colours={STATUS_COLOUR} />;
}

export function PaymentKindField(_: { label?: string; sortable?: boolean; source?: string }) {
  const record = useRecordContext<AdminPaymentDto>();
  const translate = useTranslate();
  if (!record) return null;
  return <span>{translate(`payments.kind.${record.kind}`)}</span>;
}

export function PaymentAmountField(_: {
  label?: string;
  sortable?: boolean;
  source?: string;
  textAlign?: 'right';
}) {
  const record = useRecordContext<AdminPaymentDto>();
  const [locale = 'pt-BR'] = useLocaleState();
  if (!record) return null;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {formatMoney(record.amountCents, locale, record.currency)}
    </span>
  );
}
