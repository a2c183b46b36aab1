import { DateField, type DateFieldProps, useLocaleState } from 'react-admin';

/** A date and time on one line in the screen's language: '23/11/2026, 18:53' in pt-BR. */
export function DateTimeField(props: Omit<DateFieldProps, 'showTime' | 'options' | 'locales'>) {
  const [locale = 'pt-BR'] = useLocaleState();
  return (
    <DateField
      {...props}
      showTime
      locales={locale}
      options={{ dateStyle: 'short', timeStyle: 'short' }}
      sx={{ whiteSpace: 'nowrap' }}
    />
  );
}
