import type { AuditEntryDto } from '@cena/contracts';
import { Box, Typography } from '@mui/material';
import { Link, useCreatePath, useRecordContext, useTranslate } from 'react-admin';

interface FieldProps {
  label?: string;
  sortable?: boolean;
  source?: string;
}

/** The actions the api records (server `AuditService.record` calls). */
export const AUDIT_ACTIONS = [
  'user.update',
  'user.credits',
  'video.update',
  'video.delete',
  'video.retry',
  'payment.refund',
  'subscription.cancel',
  'ticket.update',
  'alert.acknowledge',
  'setting.update',
  'ai.update',
  'queue.retry',
] as const;
/** 'user.credits' → 'audit.actions.user_credits' (a dot would nest the key). */
const actionKey = (action: string) => `audit.actions.${action.replace('.', '_')}`;
export const actionChoices = AUDIT_ACTIONS.map((id) => ({ id, name: actionKey(id) }));

/** Screens that show a target by id (support lists the api's tickets). */
const TARGET_SCREENS: Record<string, string> = {
  user: 'users',
  video: 'videos',
  payment: 'payments',
  ticket: 'support',
  alert: 'alerts',
};

export function ActionField(_: FieldProps) {
  const record = useRecordContext<AuditEntryDto>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {translate(actionKey(record.action), { _: record.action })}
    </Typography>
  );
}

export function TargetField(_: FieldProps) {
  const record = useRecordContext<AuditEntryDto>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  if (!record) return null;
  const type = translate(`audit.targets.${record.targetType}`, { _: record.targetType });
  const screen = TARGET_SCREENS[record.targetType];
  if (!record.targetId)
    return (
      <Typography component="span" variant="body2">
        {type}
      </Typography>
    );
  const short = record.targetId.length > 12 ? `${record.targetId.slice(0, 8)}…` : record.targetId;
  return (
    <Typography component="span" variant="body2">
      {type}{' '}
      {screen ? (
        <Link
          to={createPath({ resource: screen, id: record.targetId, type: 'show' })}
          title={record.targetId}
          onClick={(event: { stopPropagation(): void }) => event.stopPropagation()}
        >
          {short}
        </Link>
      ) : (
        <span title={record.targetId}>{short}</span>
      )}
    </Typography>
  );
}

const show = (value: unknown): string =>
  value === undefined
    ? '—'
    : value === null
      ? '∅'
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);

const asObject = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/** What changed: one line per key, before → after. */
export function DiffField(_: FieldProps) {
  const record = useRecordContext<AuditEntryDto>();
  if (!record) return null;
  const before = asObject(record.before);
  const after = asObject(record.after);
  if (!before && !after) {
    if (record.before === null && record.after === null) return <span>—</span>;
    return (
      <code>
        {show(record.before)} → {show(record.after)}
      </code>
    );
  }
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', fontSize: 13 }}>
      {keys.map((key) => (
        <li key={key}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {key}:
          </Box>{' '}
          <Box component="span" sx={{ textDecoration: 'line-through', color: '#B42318' }}>
            {show(before?.[key])}
          </Box>{' '}
          →{' '}
          <Box component="span" sx={{ color: '#13794F', fontWeight: 500 }}>
            {show(after?.[key])}
          </Box>
        </li>
      ))}
    </Box>
  );
}
