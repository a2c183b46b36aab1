import {
  BRAND_KIT_LIMITS,
  type AdminUserDto,
  type BrandKit,
  type BrandKitLogoRemovalRequest,
} from '@cena/contracts';
import HideImageIcon from '@mui/icons-material/HideImage';
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
  minLength,
  required,
  TextInput,
  useNotify,
  useTranslate,
} from 'react-admin';
import { adminRequest, apiErrorBody } from '../../shared/adminApi';

/**
 * 'Remover logotipo': for a logo that breaks the rules. Asks for the reason (audited and quoted in
 * the e-mail the customer gets), then hands the kit without its logo to `onRemoved`.
 */
export function RemoveLogoButton({
  user,
  onRemoved,
}: {
  user: AdminUserDto;
  onRemoved: (kit: BrandKit) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const close = () => {
    setOpen(false);
    setServerError(null);
  };

  const submit = async (values: Record<string, unknown>) => {
    const body: BrandKitLogoRemovalRequest = { reason: String(values.reason ?? '').trim() };
    setPending(true);
    setServerError(null);
    try {
      const kit = await adminRequest<BrandKit>(`users/${user.id}/brand-kit/logo`, {
        method: 'DELETE',
        body,
      });
      notify('brand_kit.remove_logo.done', { type: 'success' });
      close();
      onRemoved(kit);
    } catch (error) {
      setServerError(apiErrorBody(error)?.message ?? translate('ra.notification.http_error'));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button
        color="error"
        variant="outlined"
        startIcon={<HideImageIcon />}
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'start' }}
      >
        {translate('brand_kit.remove_logo.button')}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="logo-title">
        <Form onSubmit={submit} noValidate>
          <DialogTitle id="logo-title" sx={{ overflowWrap: 'anywhere' }}>
            {translate('brand_kit.remove_logo.title', { email: user.email })}
          </DialogTitle>
          <DialogContent>
            <Typography sx={{ mb: 2 }}>{translate('brand_kit.remove_logo.content')}</Typography>
            {serverError && (
              <Alert severity="error" sx={{ mb: 2 }} role="alert">
                {serverError}
              </Alert>
            )}
            <TextInput
              source="reason"
              label="brand_kit.remove_logo.reason"
              helperText="brand_kit.remove_logo.reason_help"
              multiline
              minRows={2}
              autoFocus
              onChange={() => setServerError(null)}
              validate={[
                required(),
                minLength(BRAND_KIT_LIMITS.removalReasonMinChars),
                maxLength(BRAND_KIT_LIMITS.removalReasonMaxChars),
              ]}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" variant="contained" color="error" disabled={pending}>
              {translate('brand_kit.remove_logo.submit')}
            </Button>
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
