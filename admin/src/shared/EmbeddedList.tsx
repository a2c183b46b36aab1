import { List, type ListProps } from 'react-admin';

/**
 * A list shown inside a page rather than as one: its own list state (not the page's URL), no
 * title or actions, 10 a page, padded to the card it sits in.
 */
export function EmbeddedList(props: ListProps & { resource: string }) {
  return (
    <List
      disableSyncWithLocation
      perPage={10}
      title={false}
      actions={false}
      sx={{ px: 2, pb: 2 }}
      {...props}
    />
  );
}
