import type { CheckoutType, ProductKey } from '@cena/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorBody } from '../../app/api';
import { toast } from '../../components/toast-store';
import { useCreateCheckoutMutation, useOpenPortalMutation } from './api';

/** Leaves the app for the provider's page (hosted checkout or portal). */
export function goTo(url: string): void {
  window.location.assign(url);
}

/**
 * Starts a checkout and sends the browser to it; spec §8's toasts when the answer has no URL
 * ('URL de pagamento não encontrada…') or the request fails ('Erro ao processar pagamento…').
 */
export function useStartCheckout() {
  const { t } = useTranslation(['client', 'errors']);
  const [create, state] = useCreateCheckoutMutation();
  const start = useCallback(
    async (type: CheckoutType, productKey: ProductKey) => {
      try {
        const { checkoutUrl } = await create({ type, productKey }).unwrap();
        if (!checkoutUrl) {
          toast({ title: t('client:toasts.checkout.noUrl'), variant: 'destructive' });
          return false;
        }
        goTo(checkoutUrl);
        return true;
      } catch (error) {
        const code = errorBody(error)?.code;
        toast({
          title: t('client:toasts.checkout.failed'),
          description: code === 'already_subscribed' ? t('errors:already_subscribed') : undefined,
          variant: 'destructive',
        });
        return false;
      }
    },
    [create, t],
  );
  return { start, isLoading: state.isLoading };
}

export function useOpenPortal() {
  const { t } = useTranslation('client');
  const [open, state] = useOpenPortalMutation();
  const openPortal = useCallback(async () => {
    try {
      const { url } = await open().unwrap();
      if (!url) {
        toast({ title: t('toasts.checkout.noUrl'), variant: 'destructive' });
        return;
      }
      goTo(url);
    } catch {
      toast({ title: t('toasts.checkout.failed'), variant: 'destructive' });
    }
  }, [open, t]);
  return { openPortal, isLoading: state.isLoading };
}
