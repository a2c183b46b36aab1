import type { AdminUserDto, CreditAdjustmentRequest } from '@cena/contracts';
import { CREDIT_ADJUSTMENT } from '@cena/contracts';
import SavingsIcon from '@mui/icons-material/Savings';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  Form,
  maxLength,
  maxValue,
  minLength,
  minValue,
  NumberInput,
  required,
  TextInput,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { adminRequest, apiErrorBody } from '../../shared/adminApi';

const notZero = (message: string) => (value: unknown) =>
  Number(value) === 0 ? message : undefined;

interface AdjustCreditsButtonProps {
  /** The button's text key; 'Ajustar créditos' by default. */
  label?: string;
  /** The form filled in, for an adjustment made in context (a ticket's video refund). */
  defaults?: { delta: number; reason: string };
}

/** 'Ajustar créditos': an amount (negative takes away) and a required reason. */
export function AdjustCreditsButton({
  label = 'users.credits.button',
  defaults,
}: AdjustCreditsButtonProps = {}) {
  const record = useRecordContext<AdminUserDto>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  if (!record) return null;

  const close = () => {
    setOpen(false);
    setServerError(null);
  };

  const submit = async (values: Record<string, unknown>) => {
    const body: CreditAdjustmentRequest = {
      delta: Number(values.delta),
      reason: String(values.reason ?? '').trim(),
    };
    setPending(true);
    setServerError(null);
    try {
      const user = await adminRequest<AdminUserDto>(`users/${record.id}/credits`, {
        method: 'POST',
        body,
      });
      notify('users.credits.done', { type: 'success', messageArgs: { count: user.credits } });
      close();
      refresh();
    } catch (error) {
      setServerError(apiErrorBody(error)?.message ?? translate('ra.notification.http_error'));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button startIcon={<SavingsIcon />} onClick={() => setOpen(true)}>
        {translate(label)}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="credits-title">
        <Form onSubmit={submit} noValidate defaultValues={defaults}>
          <DialogTitle id="credits-title">{translate(label)}</DialogTitle>
          <DialogContent>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{record.email}</Typography>
            <Typography sx={{ mb: 2, color: 'text.secondary' }}>
              {translate('users.credits.current', { count: record.credits })}
            </Typography>
            {serverError && (
              <Alert severity="error" sx={{ mb: 2 }} role="alert">
                {serverError}
              </Alert>
            )}
            <NumberInput
              source="delta"
              label="users.credits.delta"
              step={1}
              validate={[
                required(),
                minValue(-CREDIT_ADJUSTMENT.maxAbsDelta),
                maxValue(CREDIT_ADJUSTMENT.maxAbsDelta),
                notZero(translate('users.credits.not_zero')),
              ]}
              autoFocus
              onChange={() => setServerError(null)}
            />
            <TextInput
              source="reason"
              label="users.credits.reason"
              helperText="users.credits.reason_help"
              multiline
              minRows={2}
              onChange={() => setServerError(null)}
              validate={[
                required(),
                minLength(CREDIT_ADJUSTMENT.reasonMinChars),
                maxLength(CREDIT_ADJUSTMENT.reasonMaxChars),
              ]}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={pending}>
              {translate('users.credits.submit')}
            </Button>
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
