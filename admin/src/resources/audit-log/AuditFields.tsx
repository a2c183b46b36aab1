import type { AuditEntryDto } from '@cena/contracts';
import { Box, Typography } from '@mui/material';
import { Link, useCreatePath, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { logoSummary } from '../users/brandKitView';

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
  'ticket.reply',
  'ticket.note',
  'alert.acknowledge',
  'setting.update',
  'ai.update',
  'queue.retry',
  'brand_kit.remove_logo',
  'privacy.deletion_requested',
  'privacy.deletion_completed',
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
    // Inherits the size around it: a table cell's, or a phone row's title.
    <Typography component="span" variant="inherit">
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

const asObject = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** Where the label of a recorded value lives, by key (and by target for statuses). */
function valueKey(key: string, targetType: string): string | undefined {
  if (key === 'plan') return 'users.plans';
  if (key === 'role') return 'users.roles';
  if (key === 'priority') return 'support.priority';
  if (key === 'errorCode') return 'codes.failure';
  if (key === 'status')
    return {
      video: 'videos.status',
      payment: 'payments.status',
      ticket: 'support.status',
      subscription: 'subscriptions.status',
    }[targetType];
  return undefined;
}

/** A recorded value as staff read it: labels, dates and yes/no in the screen's language. */
function useShowValue(targetType: string) {
  const translate = useTranslate();
  const [locale = 'pt-BR'] = useLocaleState();
  return (value: unknown, key?: string): string => {
    if (value === undefined) return '—';
    if (value === null) return '∅';
    if (typeof value === 'boolean') return translate(`ra.boolean.${value}`);
    if (typeof value === 'string') {
      const labels = key ? valueKey(key, targetType) : undefined;
      if (labels) return translate(`${labels}.${value}`, { _: value });
      if (ISO_DATE.test(value))
        return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(
          new Date(value),
        );
      return value;
    }
    if (typeof value === 'number') return new Intl.NumberFormat(locale).format(value);
    return (key === 'logo' ? logoSummary(value) : null) ?? JSON.stringify(value);
  };
}

/** What changed: one line per key, before → after. */
export function DiffField(_: FieldProps) {
  const record = useRecordContext<AuditEntryDto>();
  const translate = useTranslate();
  const show = useShowValue(record?.targetType ?? '');
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
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', fontSize: 13, minWidth: 200 }}>
      {keys.map((key) => (
        <li key={key}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {translate(`audit.keys.${key}`, { _: key })}:
          </Box>{' '}
          <Box component="span" sx={{ textDecoration: 'line-through', color: '#B42318' }}>
            {show(before?.[key], key)}
          </Box>{' '}
          →{' '}
          <Box component="span" sx={{ color: '#13794F', fontWeight: 500 }}>
            {show(after?.[key], key)}
          </Box>
        </li>
      ))}
    </Box>
  );
}
