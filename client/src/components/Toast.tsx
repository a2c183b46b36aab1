import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn';
import { currentToast, dismissToast, subscribeToasts, type ToastVariant } from './toast-store';

export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;

const VARIANTS: Record<ToastVariant, string> = {
  default: 'border-ink-100 bg-surface text-ink-900',
  success: 'border-success bg-surface text-ink-900',
  destructive: 'border-danger-strong bg-danger-strong text-white',
};

/**
 * Mount once near the root: Radix's toast provider with the spec's numbers (5 s, swipe 50,
 * hotkey F8) and the viewport in the bottom-right corner. On phones it sits at the top, just
 * under the sticky header (64 px and its border), full width minus margins: at the bottom it hid
 * the primary action ('Gerar', a dialog's buttons) that the thumb is about to press.
 */
export function Toaster() {
  const { t } = useTranslation();
  const state = useSyncExternalStore(subscribeToasts, currentToast, currentToast);
  const variant = state?.variant ?? 'default';
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
      swipeDirection="right"
      label={t('common.toast.label')}
    >
      {state && (
        <ToastPrimitive.Root
          key={state.id}
          open={state.open}
          onOpenChange={(open) => !open && dismissToast(state.id)}
          duration={state.duration}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 rounded-card border p-3 pr-11 shadow-soft sm:p-4 sm:pr-10',
            'data-[state=open]:animate-slide-in data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[state=closed]:opacity-0 transition-opacity',
            VARIANTS[variant],
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="font-display text-sm font-semibold">
              {state.title}
            </ToastPrimitive.Title>
            {state.description && (
              <ToastPrimitive.Description
                className={cn('text-sm', variant === 'destructive' ? 'text-white' : 'text-ink-600')}
              >
                {state.description}
              </ToastPrimitive.Description>
            )}
            {state.action && (
              <ToastPrimitive.Action
                altText={state.action.label}
                onClick={state.action.onClick}
                className="mt-1 justify-self-start rounded-control border border-current px-3 py-1 font-display text-sm font-semibold"
              >
                {state.action.label}
              </ToastPrimitive.Action>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label={t('common.actions.close')}
            className={cn(
              'absolute top-2 right-2 rounded-md p-1.5 opacity-90 hover:opacity-100 sm:top-3 sm:right-3 sm:p-1',
              variant === 'destructive' ? 'text-white' : 'text-ink-600',
            )}
          >
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport
        label={t('common.toast.region')}
        className="fixed inset-x-0 top-[4.25rem] z-[100] m-0 flex list-none flex-col gap-2 px-3 outline-none sm:top-auto sm:right-2 sm:bottom-2 sm:left-auto sm:w-full sm:max-w-[420px] sm:p-4"
      />
    </ToastPrimitive.Provider>
  );
}
