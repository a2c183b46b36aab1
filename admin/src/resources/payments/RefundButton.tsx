import type { AdminPaymentDto, RefundResultDto } from '@cena/contracts';
import UndoIcon from '@mui/icons-material/Undo';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { adminRequest, apiErrorBody } from '../../shared/adminApi';

type Phase =
  | { step: 'closed' }
  | { step: 'confirm' }
  | { step: 'sending' }
  | { step: 'done'; result: RefundResultDto }
  | { step: 'failed'; message: string };

/**
 * Refunds a paid payment after a confirmation, then says what the server did with the package's
 * credits: taken back, or kept because the customer's balance no longer held them.
 */
export function RefundButton() {
  const record = useRecordContext<AdminPaymentDto>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const [phase, setPhase] = useState<Phase>({ step: 'closed' });
  if (!record) return null;
  const refundable = record.status === 'paid' && !record.refundedAt;

  const refund = async () => {
    setPhase({ step: 'sending' });
    try {
      const result = await adminRequest<RefundResultDto>(`payments/${record.id}/refund`, {
        method: 'POST',
      });
      setPhase({ step: 'done', result });
    } catch (error) {
      setPhase({
        step: 'failed',
        message: apiErrorBody(error)?.message ?? translate('payments.refund.failed'),
      });
    }
  };
  const close = () => {
    if (phase.step === 'done') refresh();
    setPhase({ step: 'closed' });
  };

  return (
    <>
      <Button
        startIcon={<UndoIcon />}
        color="error"
        disabled={!refundable}
        onClick={() => setPhase({ step: 'confirm' })}
      >
        {translate('payments.refund.action')}
      </Button>
      <Dialog open={phase.step !== 'closed'} onClose={close} maxWidth="sm" fullWidth>
        <DialogTitle>{translate('payments.refund.title')}</DialogTitle>
        <DialogContent>
          {(phase.step === 'confirm' || phase.step === 'sending') && (
            <DialogContentText>
              {translate(
                record.kind === 'credits'
                  ? 'payments.refund.confirmCredits'
                  : 'payments.refund.confirmSubscription',
                { email: record.userEmail, credits: record.credits },
              )}
            </DialogContentText>
          )}
          {phase.step === 'done' && (
            <Alert severity={phase.result.creditsKept ? 'warning' : 'success'} role="status">
              {phase.result.creditsKept
                ? translate('payments.refund.creditsKept', { credits: record.credits })
                : translate('payments.refund.creditsReversed', {
                    credits: phase.result.creditsReversed,
                  })}
            </Alert>
          )}
          {phase.step === 'failed' && (
            <Alert severity="error" role="alert">
              {phase.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          {phase.step === 'confirm' || phase.step === 'sending' ? (
            <>
              <Button onClick={close} disabled={phase.step === 'sending'}>
                {translate('ra.action.cancel')}
              </Button>
              <Button
                color="error"
                variant="contained"
                onClick={refund}
                disabled={phase.step === 'sending'}
              >
                {translate('payments.refund.confirm')}
              </Button>
            </>
          ) : (
            <Button onClick={close}>{translate('ra.action.close')}</Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
