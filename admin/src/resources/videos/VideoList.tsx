import { DateTimeField } from '../../fields/DateTimeField';
import {
  AutocompleteInput,
  Datagrid,
  List,
  NumberField,
  ReferenceInput,
  SelectInput,
  TextField,
  TextInput,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { searchFilter } from '../../shared/filters';
import {
  GalleryField,
  modeChoices,
  statusChoices,
  VideoModeField,
  VideoStatusField,
} from './VideoFields';

const filters = (searchPlaceholder: string) => [
  searchFilter(searchPlaceholder),
  <SelectInput key="status" source="status" choices={statusChoices} />,
  <SelectInput key="mode" source="mode" choices={modeChoices} />,
  <TextInput key="provider" source="provider" />,
  <ReferenceInput key="userId" source="userId" reference="users">
    <AutocompleteInput
      optionText="email"
      filterToQuery={(q: string) => ({ q })}
      label="resources.videos.fields.userId"
    />
  </ReferenceInput>,
];

/** `/admin/videos`: every customer's videos, filtered by status, mode, provider or user. */
export function VideoList() {
  const [locale = 'pt-BR'] = useLocaleState();
  const translate = useTranslate();
  return (
    <List
      filters={filters(translate('resources.videos.fields.q'))}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="title" />
        <TextField source="userEmail" sortable={false} />
        <VideoModeField source="mode" />
        <VideoStatusField source="status" />
        <TextField source="provider" />
        <GalleryField source="gallery" sortable={false} />
        <NumberField source="costCredits" locales={locale} />
        <DateTimeField source="createdAt" />
      </Datagrid>
    </List>
  );
}
