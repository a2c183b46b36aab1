import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_NS } from '../i18n';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { toast } from '../../../components/toast-store';
import { logout } from '../auth-service';
import { logoutDialogToggled, selectLogoutDialogOpen } from '../session-slice';

/** Spec §2 "Logout confirmation": 'Deseja sair da sua conta?', Cancelar / Sair ('Saindo...'). */
export function LogoutDialog() {
  const { t } = useTranslation(AUTH_NS);
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectLogoutDialogOpen);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await logout();
      dispatch(logoutDialogToggled(false));
    } catch {
      toast({
        title: t('auth.toasts.logoutError'),
        description: t('auth.toasts.logoutErrorDescription'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && dispatch(logoutDialogToggled(next))}
      title={t('auth.logout.title')}
      description={t('auth.logout.description')}
      size="sm"
      hideClose={busy}
      footer={
        <>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => dispatch(logoutDialogToggled(false))}
          >
            {t('auth.logout.cancel')}
          </Button>
          <Button variant="danger" loading={busy} onClick={() => void confirm()}>
            {busy ? t('auth.logout.busy') : t('auth.logout.confirm')}
          </Button>
        </>
      }
    />
  );
}
