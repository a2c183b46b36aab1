import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { fillTemplate, templateSlots } from '../style-template';

const INPUT =
  'h-11 w-full rounded-control border border-ink-300 bg-surface px-3 text-base text-ink-900 focus:border-violet-500 focus:ring-2 focus:ring-violet-500/30 focus:outline-none aria-[invalid=true]:border-danger-strong';

export interface StyleTemplateFormProps {
  id: string;
  /** The style's name, as its chip reads. */
  styleLabel: string;
  template: string;
  /** Put in the first slot, the business's name ('' leaves it empty). */
  businessName: string;
  /** The template with every slot filled. */
  onFill: (prompt: string) => void;
  onCancel: () => void;
}

/**
 * One input per slot of a style template; the text reaches the prompt only once every slot is
 * filled, so no '[...]' is ever drawn on the video (the server refuses one too).
 */
export function StyleTemplateForm({
  id,
  styleLabel,
  template,
  businessName,
  onFill,
  onCancel,
}: StyleTemplateFormProps) {
  const { t } = useTranslation('dashboard');
  const fieldId = useId();
  const slots = templateSlots(template);
  const [values, setValues] = useState<Record<string, string>>(() =>
    slots[0] ? { [slots[0].token]: businessName } : {},
  );
  const [missing, setMissing] = useState(false);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const isEmpty = (token: string) => !(values[token] ?? '').trim();
  // When the form opens, the first field still to fill (the name is often known already).
  const [firstToFill] = useState(() => (slots.length > 1 && businessName.trim() ? 1 : 0));
  useEffect(() => {
    inputs.current[firstToFill]?.focus();
  }, [firstToFill]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = slots.findIndex((slot) => isEmpty(slot.token));
    if (empty !== -1) {
      setMissing(true);
      inputs.current[empty]?.focus();
      return;
    }
    onFill(fillTemplate(template, values));
  };

  const errorId = `${fieldId}-missing`;
  return (
    <form
      id={id}
      noValidate
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onCancel();
        }
      }}
      aria-labelledby={`${fieldId}-title`}
      className="mt-3 flex flex-col gap-3 rounded-control border border-violet-500/40 bg-violet-50 p-3"
    >
      <div>
        <h3 id={`${fieldId}-title`} className="font-display text-sm font-bold text-ink-900">
          {t('home.styleForm.title', { style: styleLabel })}
        </h3>
        <p className="mt-0.5 text-sm text-ink-600">{t('home.styleForm.intro')}</p>
      </div>
      {slots.map((slot, index) => (
        <div key={slot.token} className="flex flex-col gap-1">
          <label
            htmlFor={`${fieldId}-${index}`}
            className="font-display text-sm font-semibold text-ink-900"
          >
            {slot.label}
          </label>
          <input
            ref={(node) => {
              inputs.current[index] = node;
            }}
            id={`${fieldId}-${index}`}
            className={INPUT}
            value={values[slot.token] ?? ''}
            autoComplete="off"
            aria-required="true"
            aria-invalid={(missing && isEmpty(slot.token)) || undefined}
            aria-describedby={missing && isEmpty(slot.token) ? errorId : undefined}
            onChange={(event) => setValues((v) => ({ ...v, [slot.token]: event.target.value }))}
          />
        </div>
      ))}
      {missing && slots.some((slot) => isEmpty(slot.token)) && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger-strong">
          {t('home.styleForm.missing')}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="violet" size="sm">
          {t('home.styleForm.submit')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {t('home.styleForm.cancel')}
        </Button>
      </div>
    </form>
  );
}
