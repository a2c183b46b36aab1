import type { AdminSubscriptionDto } from '@cena/contracts';
import {
  BooleanField,
  Datagrid,
  DateField,
  SimpleList,
  TextField,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateTimeField } from '../../fields/DateTimeField';
import { EmbeddedList } from '../../shared/EmbeddedList';
import { TranslatedSelectInput } from '../../shared/filters';
import { usePhoneWidth } from '../../shared/usePhoneWidth';
import { PhoneRowAction } from '../../shared/PhoneRowLine';
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

/**
 * Subscriptions, shown inside the finance page (its own list state, not the page's URL). On a
 * phone, each subscription's customer, plan and period end (when it renews, or that it cancels
 * then), status, and the cancel button.
 */
export function SubscriptionList() {
  const [locale = 'pt-BR'] = useLocaleState();
  const translate = useTranslate();
  const phone = usePhoneWidth();
  const filters = [
    <TranslatedSelectInput
      key="status"
      source="status"
      alwaysOn
      choices={STATUSES}
      prefix="subscriptions.status"
    />,
  ];
  /** When the paid period ends, as the row says it; nothing once the subscription is canceled. */
  const periodEnd = (subscription: AdminSubscriptionDto) => {
    if (!subscription.currentPeriodEnd) return null;
    const field = (name: string) => translate(`resources.subscriptions.fields.${name}`);
    if (subscription.cancelAtPeriodEnd)
      return (
        <>
          {` · ${field('cancelAtPeriodEnd')} (`}
          <DateTimeField source="currentPeriodEnd" />)
        </>
      );
    if (subscription.status === 'canceled') return null;
    return (
      <>
        {` · ${field('currentPeriodEnd')} `}
        <DateTimeField source="currentPeriodEnd" />
      </>
    );
  };
  return (
    <EmbeddedList
      resource="subscriptions"
      filters={filters}
      sort={{ field: 'currentPeriodEnd', order: 'ASC' }}
    >
      {phone ? (
        <SimpleList<AdminSubscriptionDto>
          rowClick={false}
          primaryText={(subscription) => subscription.userEmail}
          secondaryText={(subscription) => (
            <>
              {translate(`subscriptions.plan.${subscription.plan}`)}
              {periodEnd(subscription)}
              <PhoneRowAction>
                <CancelSubscriptionButton />
              </PhoneRowAction>
            </>
          )}
          tertiaryText={() => <SubscriptionStatusField />}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="userEmail" sortable={false} />
          <PlanField source="plan" />
          <SubscriptionStatusField source="status" />
          <DateField source="currentPeriodEnd" locales={locale} emptyText="—" />
          <BooleanField source="cancelAtPeriodEnd" sortable={false} />
          <DateField source="createdAt" locales={locale} />
          <CancelSubscriptionButton />
        </Datagrid>
      )}
    </EmbeddedList>
  );
}
