import { Button, type ButtonProps } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * A row's action, labelled at every width: react-admin's Button shows only its icon on a phone,
 * and has no name at all when disabled. `label` is a translation key.
 */
export function RowActionButton({
  label,
  icon,
  ...props
}: { label: string; icon: ReactNode } & Pick<
  ButtonProps,
  'color' | 'variant' | 'disabled' | 'onClick'
>) {
  const translate = useTranslate();
  return (
    <Button size="small" startIcon={icon} sx={{ whiteSpace: 'nowrap' }} {...props}>
      {translate(label)}
    </Button>
  );
}
