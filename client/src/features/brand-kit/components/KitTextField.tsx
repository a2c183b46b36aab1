import type { BrandKitTextField } from '@cena/contracts';
import type { HTMLInputTypeAttribute } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/cn';
import { FIELD, FIELD_ERROR, LABEL } from '../../support/components/fields';
import { TEXT_MAX_CHARS } from '../brand-kit-form';

/** How each field is typed on a phone's keyboard and filled by the browser. */
const INPUT: Record<
  BrandKitTextField,
  { type: HTMLInputTypeAttribute; autoComplete: string; inputMode?: 'tel' | 'url' }
> = {
  businessName: { type: 'text', autoComplete: 'organization' },
  whatsapp: { type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' },
  phone: { type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' },
  instagram: { type: 'text', autoComplete: 'off' },
  address: { type: 'text', autoComplete: 'street-address' },
  hours: { type: 'text', autoComplete: 'off' },
  // 'text', not 'url': the API takes 'padaria.com.br' without https://, which 'url' refuses.
  website: { type: 'text', autoComplete: 'url', inputMode: 'url' },
};

export interface KitTextFieldProps {
  field: BrandKitTextField;
  id: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** One of the kit's texts: its label, a helpful placeholder, and the API's error under it. */
export function KitTextField({ field, id, value, error, onChange }: KitTextFieldProps) {
  const { t } = useTranslation('brand-kit');
  const input = INPUT[field];
  const hint = t(`fields.${field}.hint`, { defaultValue: '' });
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="grid min-w-0 gap-1.5">
      <label htmlFor={id} className={LABEL}>
        {t(`fields.${field}.label`)}
      </label>
      <input
        id={id}
        name={field}
        type={input.type}
        inputMode={input.inputMode}
        autoComplete={input.autoComplete}
        spellCheck={field === 'businessName' || field === 'address' || field === 'hours'}
        value={value}
        maxLength={TEXT_MAX_CHARS[field]}
        placeholder={t(`fields.${field}.placeholder`)}
        aria-invalid={!!error}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
        className={cn(FIELD, 'h-11')}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-ink-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={FIELD_ERROR}>
          {error}
        </p>
      )}
    </div>
  );
}
