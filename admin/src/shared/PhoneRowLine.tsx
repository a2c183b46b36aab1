import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A line of its own under a phone row's secondary text, for what must be read whole: a reason,
 * an error or a note, wrapped anywhere (a long id or address included), in the text's colour.
 */
export function PhoneRowNote({ children }: { children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{ display: 'block', mt: 0.5, color: 'text.primary', overflowWrap: 'anywhere' }}
    >
      {children}
    </Box>
  );
}

/** A phone row's action button, on a line of its own under its text. */
export function PhoneRowAction({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
      {children}
    </Box>
  );
}
