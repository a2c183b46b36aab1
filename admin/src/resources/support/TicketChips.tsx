import type { TicketDto, TicketPriority, TicketStatus } from '@cena/contracts';
import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

const STATUS_COLOUR: Record<TicketStatus, 'error' | 'warning' | 'success'> = {
  open: 'error',
  pending: 'warning',
  resolved: 'success',
};
/** Only high and urgent stand out (filled: amber or red text on white would be unreadable). */
const PRIORITY_COLOUR: Record<TicketPriority, 'default' | 'warning' | 'error'> = {
  low: 'default',
  normal: 'default',
  high: 'warning',
  urgent: 'error',
};

export function TicketStatusChip({ status }: { status: TicketStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={STATUS_COLOUR[status]}
      label={translate(`support.status.${status}`)}
    />
  );
}

export function TicketPriorityChip({ priority }: { priority: TicketPriority }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant={PRIORITY_COLOUR[priority] === 'default' ? 'outlined' : 'filled'}
      color={PRIORITY_COLOUR[priority]}
      label={translate(`support.priority.${priority}`)}
    />
  );
}

export function TicketStatusField(_: { source?: string; label?: string }) {
  const record = useRecordContext<TicketDto>();
  return record ? <TicketStatusChip status={record.status} /> : null;
}

export function TicketPriorityField(_: { source?: string; label?: string }) {
  const record = useRecordContext<TicketDto>();
  return record ? <TicketPriorityChip priority={record.priority} /> : null;
}
