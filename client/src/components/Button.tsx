import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import { cn } from './cn';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'violet';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disables the button and shows a spinner before the label (the label should say what runs). */
  loading?: boolean;
  /** An icon before the label; hidden from assistive technology. */
  icon?: ReactNode;
  fullWidth?: boolean;
}

/**
 * `primary` is the brand gradient. Its label is ink, not white: white on coral is 3.1:1 and on
 * the gradient's orange end 2:1, below WCAG AA for button-sized text (BRAND.md asks for 4.5:1).
 */
const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    'bg-brand-gradient text-ink-900 shadow-sm hover:brightness-105 active:brightness-95 disabled:opacity-60',
  secondary:
    'bg-surface text-ink-900 border border-ink-300 hover:bg-page active:bg-ink-100 disabled:opacity-60',
  ghost: 'bg-transparent text-ink-900 hover:bg-ink-100 active:bg-ink-300/50 disabled:opacity-60',
  danger:
    'bg-danger-strong text-white hover:brightness-110 active:brightness-95 disabled:opacity-60',
  violet: 'bg-violet-500 text-white hover:brightness-110 active:brightness-95 disabled:opacity-60',
};

/** Minimum heights, so a full-width label that wraps on a narrow phone grows the button. */
const SIZES: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 py-1 text-sm gap-1.5',
  md: 'min-h-11 px-5 py-1.5 text-base gap-2',
  lg: 'min-h-13 px-7 py-2 text-base sm:text-lg gap-2',
  icon: 'size-10 p-0',
};

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    icon,
    fullWidth,
    className,
    children,
    disabled,
    type = 'button',
    ...rest
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cn(
        'inline-flex items-center justify-center rounded-control font-display font-semibold transition duration-150 ease-out select-none',
        VARIANTS[variant],
        SIZES[size],
        fullWidth ? 'w-full text-center' : 'whitespace-nowrap',
        className,
      )}
      {...rest}
    >
      {loading ? (
        <Spinner size="sm" />
      ) : icon ? (
        <span aria-hidden="true" className="inline-flex">
          {icon}
        </span>
      ) : null}
      {children}
    </button>
  );
});
