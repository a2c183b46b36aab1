import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn';

export interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The accessible name; also the visible heading unless `hideTitle`. */
  title: ReactNode;
  description?: ReactNode;
  hideTitle?: boolean;
  /** An element that opens the dialog (focus returns to it on close). */
  trigger?: ReactNode;
  children?: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Hide the corner close button (e.g. while busy). */
  hideClose?: boolean;
  className?: string;
  /** Where focus goes when the dialog opens (defaults to the first focusable element). */
  onOpenAutoFocus?: (event: Event) => void;
}

const SIZES = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-lg', xl: 'max-w-3xl' };

/**
 * Radix dialog: modal, focus trapped inside and returned to the trigger on close, Escape and a
 * click outside close it, titled for assistive technology.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  hideTitle,
  trigger,
  children,
  footer,
  size = 'md',
  hideClose,
  className,
  onOpenAutoFocus,
}: DialogProps) {
  const { t } = useTranslation();
  // Radix returns focus to its own Trigger only; a dialog opened from elsewhere (a header
  // button, a menu item, the store) returns it to whatever had focus when it opened.
  const returnFocus = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink-900/60 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          onOpenAutoFocus={(event) => {
            const active = document.activeElement;
            returnFocus.current = active instanceof HTMLElement ? active : null;
            onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={(event) => {
            if (trigger) return;
            event.preventDefault();
            const target = returnFocus.current;
            if (target?.isConnected) target.focus();
          }}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-surface p-5 shadow-soft outline-none sm:p-7',
            'data-[state=open]:animate-pop-in',
            SIZES[size],
            className,
          )}
        >
          <DialogPrimitive.Title
            className={cn(
              'pr-8 font-display text-xl font-bold text-ink-900',
              hideTitle && 'sr-only',
            )}
          >
            {title}
          </DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description className="mt-2 text-ink-600">
              {description}
            </DialogPrimitive.Description>
          ) : (
            <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
          )}
          {children && <div className="mt-5">{children}</div>}
          {footer && (
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              {footer}
            </div>
          )}
          {!hideClose && (
            <DialogPrimitive.Close
              aria-label={t('common.actions.close')}
              className="absolute top-3 right-3 rounded-md p-2 text-ink-600 hover:bg-ink-100 hover:text-ink-900"
            >
              <X className="size-5" aria-hidden="true" />
            </DialogPrimitive.Close>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Wrap a button so it closes the surrounding dialog. */
export const DialogClose = DialogPrimitive.Close;
