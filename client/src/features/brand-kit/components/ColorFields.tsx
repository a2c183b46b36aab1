import { Check, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/cn';
import { type ColorSlots, normaliseHex } from '../brand-kit-form';
import { FIELD, FIELD_ERROR, LABEL } from '../../support/components/fields';

/** A colour input needs a colour: an empty or half-typed slot shows white in its swatch. */
const EMPTY_SWATCH = '#ffffff';
const SLOTS = [0, 1] as const;

export interface ColorFieldsProps {
  colors: ColorSlots;
  /** The logo's colours, most prominent first; none before a logo. */
  suggested: string[];
  error?: string;
  onPick: (color: string) => void;
  onChange: (slot: 0 | 1, text: string) => void;
  onRemove: (slot: 0 | 1) => void;
}

/**
 * The brand colours: the logo's suggestions as chips (one click sets Cor 1, the next Cor 2) and
 * the two slots, each a colour picker, its hex code and a remove button.
 */
export function ColorFields({
  colors,
  suggested,
  error,
  onPick,
  onChange,
  onRemove,
}: ColorFieldsProps) {
  const { t } = useTranslation('brand-kit');
  const id = useId();
  const chosen = new Set(colors.map(normaliseHex));

  return (
    <fieldset className="grid min-w-0 gap-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="sr-only">{t('colors.title')}</legend>
      {suggested.length > 0 && (
        <div className="grid gap-2">
          <p id={`${id}-suggested`} className={LABEL}>
            {t('colors.suggested')}
          </p>
          <p className="text-sm text-ink-600">{t('colors.suggestedHint')}</p>
          <ul aria-labelledby={`${id}-suggested`} className="flex flex-wrap gap-2">
            {suggested.map((color) => {
              const picked = chosen.has(color);
              return (
                <li key={color}>
                  <button
                    type="button"
                    aria-pressed={picked}
                    aria-label={t('colors.pick', { color: color.toUpperCase() })}
                    onClick={() => onPick(color)}
                    data-testid="suggested-color"
                    data-color={color}
                    className={cn(
                      'flex min-h-11 items-center gap-2 rounded-full border py-1.5 pr-3 pl-1.5 font-mono text-sm text-ink-900 transition-colors duration-150',
                      picked
                        ? 'border-violet-500 bg-violet-50'
                        : 'border-ink-300 bg-surface hover:border-ink-600',
                    )}
                  >
                    <span
                      aria-hidden="true"
                      className="grid size-8 place-items-center rounded-full border border-ink-900/15"
                      style={{ backgroundColor: color }}
                    >
                      {picked && (
                        <span className="grid size-5 place-items-center rounded-full bg-surface text-violet-500">
                          <Check className="size-3.5" strokeWidth={3} />
                        </span>
                      )}
                    </span>
                    {color.toUpperCase()}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {SLOTS.map((slot) => {
          const text = colors[slot];
          const n = slot + 1;
          const hexId = `${id}-hex-${slot}`;
          return (
            <div key={slot} className="grid min-w-0 gap-1.5">
              <label htmlFor={hexId} className={LABEL}>
                {t('colors.slot', { n })}
              </label>
              <div className="flex items-center gap-2">
                <input
                  type="color"
                  aria-label={t('colors.picker', { n })}
                  value={normaliseHex(text) ?? EMPTY_SWATCH}
                  onChange={(event) => onChange(slot, event.target.value)}
                  className="h-11 w-12 shrink-0 cursor-pointer rounded-control border border-ink-300 bg-surface p-1"
                />
                <input
                  id={hexId}
                  value={text}
                  placeholder={t('colors.placeholder')}
                  spellCheck={false}
                  autoComplete="off"
                  maxLength={7}
                  aria-invalid={!!error && !!text && !normaliseHex(text)}
                  onChange={(event) => onChange(slot, event.target.value)}
                  className={cn(FIELD, 'h-11 min-w-0 flex-1 font-mono uppercase')}
                />
                <button
                  type="button"
                  onClick={() => onRemove(slot)}
                  disabled={!text}
                  aria-label={t('colors.remove', { n })}
                  className="grid size-11 shrink-0 place-items-center rounded-control text-ink-600 hover:bg-ink-100 hover:text-ink-900 disabled:cursor-default disabled:opacity-40 disabled:hover:bg-transparent"
                >
                  <X className="size-5" aria-hidden="true" />
                </button>
              </div>
            </div>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} className={FIELD_ERROR}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
