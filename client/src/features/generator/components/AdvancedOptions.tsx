import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner';
import { cn } from '../../../components/cn';
import type { GeneratorOptions } from '../generator-rules';

/** The panel (and its slider) loads when first opened: the landing's first paint skips it. */
const AdvancedOptionsPanel = lazy(() => import('./AdvancedOptionsPanel'));

export interface AdvancedOptionsProps {
  value: GeneratorOptions;
  onChange: (value: GeneratorOptions) => void;
}

/**
 * The optional panel: format (9:16, 1:1 or 16:9), title, tone, duration (4–8 s, step 1,
 * default 8) and soundtrack.
 */
export function AdvancedOptions({ value, onChange }: AdvancedOptionsProps) {
  const { t } = useTranslation('generator');
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="rounded-control border border-ink-100">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center justify-between gap-2 rounded-control px-3.5 py-3 font-display text-sm font-semibold text-ink-900 hover:bg-page"
      >
        {t('card.advanced.toggle')}
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 transition-transform duration-150', open && 'rotate-180')}
        />
      </button>
      {open && (
        <div id={`${id}-panel`} className="border-t border-ink-100 p-3.5">
          <Suspense fallback={<Spinner className="text-brand-500" />}>
            <AdvancedOptionsPanel value={value} onChange={onChange} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
