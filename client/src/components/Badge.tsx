import type { HTMLAttributes } from 'react';
import { cn } from './cn';

export type BadgeVariant =
  'violet' | 'brand' | 'neutral' | 'success' | 'warning' | 'danger' | 'pro';

const VARIANTS: Record<BadgeVariant, string> = {
  violet: 'bg-violet-500 text-white',
  brand: 'bg-brand-50 text-brand-strong',
  neutral: 'bg-ink-100 text-ink-900',
  success: 'bg-success-strong text-white',
  warning: 'bg-warning-50 text-warning-strong',
  danger: 'bg-danger-50 text-danger-strong',
  pro: 'bg-ink-900 text-white',
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: BadgeVariant;
}

export function Badge({ variant = 'neutral', className, ...rest }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide',
        VARIANTS[variant],
        className,
      )}
      {...rest}
    />
  );
}
