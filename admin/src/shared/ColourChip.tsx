import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A small chip naming `value` by the message `<prefix>.<value>`, coloured by `colours[value]`. */
export function ColourChip<K extends string>({
  value,
  prefix,
  colours,
}: {
  value: K;
  prefix: string;
  colours: Record<K, ChipProps['color']>;
}) {
  const translate = useTranslate();
  return <Chip size="small" color={colours[value]} label={translate(`${prefix}.${value}`)} />;
}
