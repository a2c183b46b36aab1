import type { AdminSubscriptionDto } from '@cena/contracts';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { useState } from 'react';
import {
  Button,
  Confirm,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { adminRequest, apiErrorBody } from '../../shared/adminApi';
import { formatDateTime } from '../../shared/format';

/** Sets cancel-at-period-end: the customer keeps the plan until the paid period ends. */
export function CancelSubscriptionButton() {
  const record = useRecordContext<AdminSubscriptionDto>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [locale = 'pt-BR'] = useLocaleState();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  if (!record) return null;
  const cancellable = record.status === 'active' && !record.cancelAtPeriodEnd;

  const cancel = async () => {
    setSending(true);
    try {
      await adminRequest(`subscriptions/${record.id}/cancel`, { method: 'POST' });
      notify('subscriptions.cancel.done', { type: 'success' });
      refresh();
    } catch (error) {
      notify(apiErrorBody(error)?.message ?? translate('subscriptions.cancel.failed'), {
        type: 'error',
      });
    } finally {
      setSending(false);
      setOpen(false);
    }
  };

  return (
    <>
      <Button
        label="subscriptions.cancel.action"
        color="error"
        disabled={!cancellable}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <EventBusyIcon />
      </Button>
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
