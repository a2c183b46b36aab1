import { LIMITS } from '@cena/contracts';
import { forwardRef, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/cn';
import { capPrompt } from '../generator-rules';

export interface PromptFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** A hint under the field (the director tab's tip). */
  hint?: string;
  rows?: number;
  className?: string;
  /** Visually hide the label (it stays the accessible name). */
  hideLabel?: boolean;
}

/** A description box with the live 'n/500' counter and the hard 500-character cap (spec §5). */
export const PromptField = forwardRef<HTMLTextAreaElement, PromptFieldProps>(function PromptField(
  { label, value, onChange, placeholder, hint, rows = 4, className, hideLabel },
  ref,
) {
  const { t } = useTranslation('generator');
  const id = useId();
  const max = LIMITS.promptMaxChars;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label
        htmlFor={id}
        className={cn('font-display text-sm font-semibold text-ink-900', hideLabel && 'sr-only')}
      >
        {label}
      </label>
      <div className="relative">
        <textarea
          ref={ref}
          id={id}
          value={value}
          rows={rows}
          maxLength={max}
          placeholder={placeholder}
          aria-describedby={`${id}-counter${hint ? ` ${id}-hint` : ''}`}
          onChange={(e) => onChange(capPrompt(e.target.value))}
          className="block w-full resize-y rounded-control border border-ink-300 bg-surface px-3.5 py-3 pb-8 text-base leading-normal text-ink-900 placeholder:text-ink-600 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
        />
        <span
          id={`${id}-counter`}
          aria-label={t('card.counterLabel', { count: value.length, max })}
          className={cn(
            'pointer-events-none absolute right-3 bottom-2 rounded bg-surface/90 px-1 text-xs tabular-nums',
            value.length >= max ? 'font-semibold text-danger-strong' : 'text-ink-600',
          )}
        >
          {value.length}/{max}
        </span>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-ink-600">
          {hint}
        </p>
      )}
    </div>
  );
});
