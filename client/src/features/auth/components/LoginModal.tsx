import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_NS } from '../i18n';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Dialog } from '../../../components/Dialog';
import { loadAuthKit } from '../auth-service';
import { loginModalClosed, selectLoginModal } from '../session-slice';
import { AuthPanel } from './AuthPanel';

/**
 * Spec §2 "Login modal": 'Login ou Cadastro', or the 'generate' variant that promises the text
 * already written is kept. Success closes it (auth-service), toasts and goes to /dashboard.
 */
export function LoginModal() {
  const { t } = useTranslation(AUTH_NS);
  const dispatch = useAppDispatch();
  const { open, variant, tab } = useAppSelector(selectLoginModal);

  // Fetch the identity SDK as the modal opens, so the Google popup opens within the click.
  useEffect(() => {
    void loadAuthKit().catch(() => undefined);
  }, []);

  const generate = variant === 'generate';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && dispatch(loginModalClosed())}
      title={generate ? t('auth.modal.generateTitle') : t('auth.modal.title')}
      description={generate ? t('auth.modal.generateHeading') : t('auth.modal.heading')}
      size="md"
    >
      <AuthPanel variant={variant} initialTab={generate ? 'signup' : tab} />
    </Dialog>
  );
}
