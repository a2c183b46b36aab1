import type { AdminUserDto, Plan, Role } from '@cena/contracts';
import { PLANS, ROLES } from '@cena/contracts';
import { Chip, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { ColourChip } from '../../shared/ColourChip';

interface FieldProps {
  label?: string;
  sortable?: boolean;
  sortBy?: string;
  source?: string;
}

/** Choices for plan / role inputs, labelled in the screen's language. */
export const planChoices = PLANS.map((id) => ({ id, name: `users.plans.${id}` }));
export const roleChoices = ROLES.map((id) => ({ id, name: `users.roles.${id}` }));
export const statusChoices = [
  { id: 'false', name: 'users.status.active' },
  { id: 'true', name: 'users.status.disabled' },
];

const PLAN_COLOUR: Record<Plan, 'default' | 'primary' | 'secondary'> = {
  basic: 'default',
  pro: 'primary',
  business: 'secondary',
};

export function PlanField(_: FieldProps) {
  const record = useRecordContext<AdminUserDto>();
  if (!record) return null;
  return <ColourChip value={record.plan} prefix="users.plans" colours={PLAN_COLOUR} />;
}

export function RoleField(_: FieldProps) {
  const record = useRecordContext<AdminUserDto>();
  const translate = useTranslate();
  if (!record) return null;
  const role: Role = record.role;
  return (
    <Typography component="span" variant="body2">
      {translate(`users.roles.${role}`)}
    </Typography>
  );
}

export function StatusField(_: FieldProps) {
  const record = useRecordContext<AdminUserDto>();
  const translate = useTranslate();
  if (!record) return null;
  return record.disabledAt ? (
    <Chip size="small" color="error" label={translate('users.status.disabled')} />
  ) : (
    <Chip size="small" variant="outlined" label={translate('users.status.active')} />
  );
}
