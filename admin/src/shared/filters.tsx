import { SearchInput } from 'react-admin';

/** A list's always-shown, wide free-text search (source `q`) with `placeholder`. */
export function searchFilter(placeholder: string) {
  return (
    <SearchInput key="q" source="q" alwaysOn placeholder={placeholder} sx={{ minWidth: 340 }} />
  );
}
