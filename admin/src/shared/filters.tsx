import { SearchInput, SelectInput, type SelectInputProps, useTranslate } from 'react-admin';

/** A list's always-shown, wide free-text search (source `q`) with `placeholder`. */
export function searchFilter(placeholder: string) {
  return (
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={placeholder}
      sx={{ minWidth: { sm: 340 } }}
    />
  );
}

/** A SelectInput whose choices are `choices` named by the message `<prefix>.<id>`. */
export function TranslatedSelectInput({
  choices,
  prefix,
  ...props
}: Omit<SelectInputProps, 'choices'> & { choices: readonly string[]; prefix: string }) {
  const translate = useTranslate();
  return (
    <SelectInput
      {...props}
      choices={choices.map((id) => ({ id, name: translate(`${prefix}.${id}`) }))}
    />
  );
}
