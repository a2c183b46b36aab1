import {
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  type AdminUserDto,
  type TicketDto,
  type TicketUpdate,
} from '@cena/contracts';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useGetIdentity, useGetList, useNotify, usePermissions, useTranslate } from 'react-admin';
import { adminRequest, apiErrorBody } from '../../shared/adminApi';

const UNASSIGNED = '';

/** Staff an admin may assign to (support agents and admins); a support agent only sees itself. */
function useStaff(): { id: string; email: string }[] {
  const { permissions } = usePermissions<string>();
  const isAdmin = permissions === 'admin';
  const options = {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'email', order: 'ASC' as const },
  };
  const agents = useGetList<AdminUserDto>(
    'users',
    { ...options, filter: { role: 'support' } },
    { enabled: isAdmin },
  );
  const admins = useGetList<AdminUserDto>(
    'users',
    { ...options, filter: { role: 'admin' } },
    { enabled: isAdmin },
  );
  return [...(agents.data ?? []), ...(admins.data ?? [])].map(({ id, email }) => ({ id, email }));
}

/** Status, priority and assignee; each change is saved at once (and audit-logged by the api). */
export function TicketControls({
  ticket,
  onSaved,
}: {
  ticket: TicketDto;
  onSaved: (t: TicketDto) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const { identity } = useGetIdentity();
  const staff = useStaff();
  const [saving, setSaving] = useState(false);

  const save = async (change: TicketUpdate) => {
    setSaving(true);
    try {
      onSaved(
        await adminRequest<TicketDto>(`tickets/${ticket.id}`, { method: 'PUT', body: change }),
      );
      notify('support.controls.saved', { type: 'success' });
    } catch (error) {
      notify(apiErrorBody(error)?.message ?? translate('support.controls.failed'), {
        type: 'error',
      });
    } finally {
      setSaving(false);
    }
  };

  const assignees = [...staff];
  if (identity && !assignees.some((s) => s.id === identity.id)) {
    assignees.push({ id: String(identity.id), email: translate('support.assignee.me') });
  }
  if (ticket.assigneeId && !assignees.some((s) => s.id === ticket.assigneeId)) {
    assignees.push({ id: ticket.assigneeId, email: ticket.assigneeEmail ?? ticket.assigneeId });
  }

  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label={translate('resources.support.fields.status')}
        value={ticket.status}
        disabled={saving}
        onChange={(event) => save({ status: event.target.value as TicketDto['status'] })}
      >
        {TICKET_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {translate(`support.status.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={translate('resources.support.fields.priority')}
        value={ticket.priority}
        disabled={saving}
        onChange={(event) => save({ priority: event.target.value as TicketDto['priority'] })}
      >
        {TICKET_PRIORITIES.map((priority) => (
          <MenuItem key={priority} value={priority}>
            {translate(`support.priority.${priority}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={translate('resources.support.fields.assigneeEmail')}
        value={ticket.assigneeId ?? UNASSIGNED}
        disabled={saving}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        onChange={(event) => save({ assigneeId: event.target.value || null })}
      >
        <MenuItem value={UNASSIGNED}>{translate('support.assignee.nobody')}</MenuItem>
        {assignees.map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {s.email}
          </MenuItem>
        ))}
      </TextField>
      {identity && ticket.assigneeId !== identity.id && (
        <Button
          variant="text"
          size="small"
          disabled={saving}
          onClick={() => save({ assigneeId: String(identity.id) })}
          sx={{ alignSelf: 'flex-start' }}
        >
          {translate('support.assignee.takeIt')}
        </Button>
      )}
    </Stack>
  );
}
