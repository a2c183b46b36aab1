import type { AdminSubscriptionDto } from '@cena/contracts';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { useState } from 'react';
import { Confirm, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { RowActionButton } from '../../shared/RowActionButton';
import { useAdminAction } from '../../shared/useAdminAction';
import { formatDateTime } from '../../shared/format';

/** Sets cancel-at-period-end: the customer keeps the plan until the paid period ends. */
export function CancelSubscriptionButton() {
  const record = useRecordContext<AdminSubscriptionDto>();
  const translate = useTranslate();
  const [locale = 'pt-BR'] = useLocaleState();
  const [open, setOpen] = useState(false);
  const { sending, run } = useAdminAction({
    done: 'subscriptions.cancel.done',
    failed: 'subscriptions.cancel.failed',
  });
  if (!record) return null;
  const cancellable = record.status === 'active' && !record.cancelAtPeriodEnd;

  const cancel = async () => {
    await run(`subscriptions/${record.id}/cancel`);
    setOpen(false);
  };

  return (
    <>
      <RowActionButton
        label="subscriptions.cancel.action"
        icon={<EventBusyIcon />}
        color="error"
        disabled={!cancellable}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      />
      <Confirm
        isOpen={open}
        loading={sending}
        title="subscriptions.cancel.title"
        content={translate('subscriptions.cancel.content', {
          email: record.userEmail,
          date: formatDateTime(record.currentPeriodEnd, locale),
        })}
        confirm="subscriptions.cancel.confirm"
        confirmColor="warning"
        onConfirm={cancel}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
