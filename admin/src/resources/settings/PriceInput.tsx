import { SETTING_BOUNDS } from '@cena/contracts';
import { InputAdornment, TextField } from '@mui/material';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import {
  FieldTitle,
  InputHelperText,
  required,
  useInput,
  useLocaleState,
  useTranslate,
  type Validator,
} from 'react-admin';
import { formatAmount, formatMoney, parseAmount } from '../../shared/format';

const MIN_CENTS = 1;
const MAX_CENTS = SETTING_BOUNDS.catalogueAmountCentsMax;

/** The text shown for the stored cents; what the staff member typed while it cannot be read. */
const shown = (value: unknown, locale: string): string =>
  typeof value === 'number' && Number.isFinite(value)
    ? formatAmount(value, locale)
    : typeof value === 'string'
      ? value
      : '';

function priceValidators(locale: string): Validator[] {
  const money = (cents: number) => formatMoney(cents, locale);
  const readable: Validator = (value: unknown) =>
    typeof value === 'string'
      ? { message: 'settings.errors.amount', args: { example: formatAmount(1990, locale) } }
      : undefined;
  const inRange: Validator = (value: unknown) =>
    typeof value === 'number' && (value < MIN_CENTS || value > MAX_CENTS)
      ? {
          message: 'settings.errors.amountRange',
          args: { min: money(MIN_CENTS), max: money(MAX_CENTS) },
        }
      : undefined;
  return [required(), readable, inRange];
}

/**
 * A price stored in cents (what the api takes), shown and typed in reais the staff member's way:
 * '19,90' in pt-BR. While the text cannot be read as an amount the form holds the text itself,
 * so validation names the problem; on leaving the input a readable amount is written back in full
 * ('19,9' → '19,90').
 */
export function PriceInput({ source }: { source: string }) {
  const translate = useTranslate();
  const [locale = 'pt-BR'] = useLocaleState();
  const { field, fieldState, id, isRequired } = useInput({
    source,
    validate: priceValidators(locale),
    // The field's value is the cents (or the unreadable text): no conversion on the way in or out.
    format: (value: unknown) => value,
    parse: (value: unknown) => value,
  });
  const [text, setText] = useState(() => shown(field.value, locale));
  const focused = useRef(false);

  // A value set from outside (the form's reset after a save, a change of language).
  useEffect(() => {
    if (!focused.current) setText(shown(field.value, locale));
  }, [field.value, locale]);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    setText(typed);
    const cents = parseAmount(typed, locale);
    field.onChange(cents === null ? null : Number.isNaN(cents) ? typed : cents);
  };

  const { ref, onBlur, ...rest } = field;
  return (
    <TextField
      {...rest}
      id={id}
      inputRef={ref}
      value={text}
      onChange={change}
      onFocus={() => {
        focused.current = true;
      }}
      onBlur={() => {
        focused.current = false;
        onBlur();
        setText(shown(field.value, locale));
      }}
      className={`ra-input ra-input-${source}`}
      size="small"
      margin="dense"
      fullWidth
      error={fieldState.invalid}
      label={<FieldTitle label="settings.catalogue.price" isRequired={isRequired} />}
      helperText={
        <InputHelperText
          error={fieldState.error?.message}
          helperText={translate('settings.range', {
            min: formatMoney(MIN_CENTS, locale),
            max: formatMoney(MAX_CENTS, locale),
          })}
        />
      }
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
      }}
    />
  );
}
