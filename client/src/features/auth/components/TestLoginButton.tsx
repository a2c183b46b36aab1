import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../../app/runtime-config';
import { Button, type ButtonProps } from '../../../components/Button';
import { toast } from '../../../components/toast-store';
import { testLogin } from '../auth-service';

/** Shown only when the server enables test login (`/api/client-config`). */
export function TestLoginButton(props: Omit<ButtonProps, 'onClick' | 'loading'>) {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  const [busy, setBusy] = useState(false);
  if (!config?.testLoginEnabled) return null;
  const run = async () => {
    setBusy(true);
    try {
      await testLogin();
    } catch {
      toast({ title: t('toasts.testLogin.title'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" {...props} loading={busy} onClick={() => void run()}>
      {busy ? t('testLogin.busy') : t('testLogin.button')}
    </Button>
  );
}
