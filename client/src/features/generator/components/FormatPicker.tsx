import type { AspectRatio } from '@cena/contracts';
import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/cn';

/** The three shapes, in the order the customer posts them most (spec issue 13). */
const FORMATS: {
  ratio: AspectRatio;
  key: 'vertical' | 'square' | 'landscape';
  w: number;
  h: number;
}[] = [
  { ratio: '9:16', key: 'vertical', w: 9, h: 16 },
  { ratio: '1:1', key: 'square', w: 14, h: 14 },
  { ratio: '16:9', key: 'landscape', w: 16, h: 9 },
];

/** An outline of the clip's shape, centred in a 20x20 box. */
function ShapeIcon({ w, h }: { w: number; h: number }) {
  return (
    <svg viewBox="0 0 20 20" className="size-7 shrink-0" aria-hidden="true">
      <rect
        x={(20 - w) / 2}
        y={(20 - h) / 2}
        width={w}
        height={h}
        rx={1.5}
        fill="currentColor"
        fillOpacity={0.12}
        stroke="currentColor"
        strokeWidth={1.5}
      />
    </svg>
  );
}

/** 'YouTube/Website' may wrap after its slash in a narrow card, never inside a word. */
function BreakAfterSlash({ text }: { text: string }) {
  const parts = text.split('/');
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && (
        <>
          /<wbr />
        </>
      )}
    </Fragment>
  ));
}

export interface FormatPickerProps {
  value: AspectRatio;
  onChange: (value: AspectRatio) => void;
  labelClassName?: string;
}

/**
 * The clip's format as a group of native radios (arrow keys move the choice, each radio is
 * named by its label), drawn as cards with the shape's outline.
 */
export function FormatPicker({ value, onChange, labelClassName }: FormatPickerProps) {
  const { t } = useTranslation('generator');
  const name = useId();
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className={cn('mb-1.5', labelClassName)}>{t('card.advanced.format')}</legend>
      <div className="grid grid-cols-3 gap-2">
        {FORMATS.map(({ ratio, key, w, h }) => {
          const checked = value === ratio;
          return (
            <label
              key={ratio}
              className={cn(
                'flex min-w-0 cursor-pointer flex-col items-center gap-1 rounded-control border px-1 py-2.5 text-center transition-colors duration-150',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500/40',
                checked
                  ? 'border-brand-500 bg-brand-50 text-brand-strong'
                  : 'border-ink-300 bg-surface text-ink-600 hover:border-ink-600',
              )}
            >
              <input
                type="radio"
                name={name}
                value={ratio}
                checked={checked}
                onChange={() => onChange(ratio)}
                className="sr-only"
              />
              <ShapeIcon w={w} h={h} />
              <span className="text-[13px] leading-tight font-semibold text-ink-900 sm:text-sm">
                <BreakAfterSlash text={t(`card.advanced.formats.${key}`)} />
              </span>
              <span className="text-xs text-ink-600 tabular-nums">{ratio}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
