import type { AdminSubscriptionDto } from '@cena/contracts';
import {
  BooleanField,
  Datagrid,
  DateField,
  TextField,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { EmbeddedList } from '../../shared/EmbeddedList';
import { TranslatedSelectInput } from '../../shared/filters';
import { CancelSubscriptionButton } from './CancelSubscriptionButton';

const STATUSES = ['active', 'trialing', 'past_due', 'canceled', 'incomplete', 'unpaid'] as const;

function SubscriptionStatusField(_: { source?: string; label?: string }) {
  const record = useRecordContext<AdminSubscriptionDto>();
  const translate = useTranslate();
  if (!record) return null;
  const known = (STATUSES as readonly string[]).includes(record.status);
  return <span>{known ? translate(`subscriptions.status.${record.status}`) : record.status}</span>;
}

function PlanField(_: { source?: string; label?: string }) {
  const record = useRecordContext<AdminSubscriptionDto>();
  const translate = useTranslate();
  if (!record) return null;
  return <span>{translate(`subscriptions.plan.${record.plan}`)}</span>;
}

/** Subscriptions, shown inside the finance page (its own list state, not the page's URL). */
export function SubscriptionList() {
  const [locale = 'pt-BR'] = useLocaleState();
  const filters = [
    <TranslatedSelectInput
      key="status"
      source="status"
      alwaysOn
      choices={STATUSES}
      prefix="subscriptions.status"
    />,
  ];
  return (
    <EmbeddedList
      resource="subscriptions"
      filters={filters}
      sort={{ field: 'currentPeriodEnd', order: 'ASC' }}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="userEmail" sortable={false} />
        <PlanField source="plan" />
        <SubscriptionStatusField source="status" />
        <DateField source="currentPeriodEnd" locales={locale} emptyText="—" />
        <BooleanField source="cancelAtPeriodEnd" sortable={false} />
        <DateField source="createdAt" locales={locale} />
        <CancelSubscriptionButton />
      </Datagrid>
    </EmbeddedList>
  );
}
