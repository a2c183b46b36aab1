import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { cn } from './cn';

export interface SwitchProps extends Omit<
  ComponentPropsWithoutRef<'button'>,
  'onChange' | 'value' | 'defaultValue'
> {
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * A native `<button role="switch">` (Space and Enter toggle it, as any button); give it an
 * accessible name (`aria-label`, or a `<label htmlFor>` with `id`). Not Radix's Switch: the
 * landing's generator card draws one, and its few KB count against issue 7's budget.
 */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  { checked, onCheckedChange, className, onClick, disabled, ...rest },
  ref,
) {
  const state = checked ? 'checked' : 'unchecked';
  return (
    <button
      ref={ref}
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={state}
      data-disabled={disabled ? '' : undefined}
      disabled={disabled}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors duration-150',
        'bg-ink-300 data-[state=checked]:bg-brand-strong disabled:opacity-50',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onCheckedChange?.(!checked);
      }}
      {...rest}
    >
      <span
        data-state={state}
        className="pointer-events-none block size-5 rounded-full bg-white shadow transition-transform duration-150 data-[state=checked]:translate-x-5"
      />
    </button>
  );
});
