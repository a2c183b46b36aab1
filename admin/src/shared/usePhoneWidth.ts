import { type Theme, useMediaQuery } from '@mui/material';

/** True below MUI's 'sm' breakpoint (600 px): where a list reads better as react-admin's SimpleList. */
export function usePhoneWidth(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
}
