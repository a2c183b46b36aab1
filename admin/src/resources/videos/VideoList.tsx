import type { AdminVideoDto } from '@cena/contracts';
import { Stack } from '@mui/material';
import { DateTimeField } from '../../fields/DateTimeField';
import {
  AutocompleteInput,
  Datagrid,
  FunctionField,
  List,
  NumberField,
  ReferenceInput,
  SelectInput,
  SimpleList,
  TextField,
  TextInput,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { engineLabel } from '../../shared/codeLabels';
import { searchFilter } from '../../shared/filters';
import { usePhoneWidth } from '../../shared/usePhoneWidth';
import {
  GalleryField,
  modeChoices,
  statusChoices,
  VideoModeField,
  VideoStatusField,
  VideoRowIcon,
  VideoThumbField,
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

/**
 * `/admin/videos`: every customer's videos, filtered by status, mode, provider or user; on a
 * phone, each video's title, customer and mode, status and gallery state.
 */
export function VideoList() {
  const [locale = 'pt-BR'] = useLocaleState();
  const translate = useTranslate();
  const phone = usePhoneWidth();
  return (
    <List
      filters={filters(translate('resources.videos.fields.q'))}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      {phone ? (
        <SimpleList<AdminVideoDto>
          rowClick="show"
          leftIcon={VideoRowIcon}
          primaryText={(video) => video.title}
          secondaryText={(video) =>
            [video.userEmail, translate(`videos.mode.${video.mode}`), video.aspectRatio].join(' · ')
          }
          tertiaryText={() => (
            <Stack direction="row" spacing={0.5} component="span">
              <VideoStatusField />
              <GalleryField />
            </Stack>
          )}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <VideoThumbField source="thumbnailUrl" sortable={false} />
          <TextField source="title" />
          <TextField source="userEmail" sortable={false} />
          <VideoModeField source="mode" />
          <TextField source="aspectRatio" sortable={false} />
          <VideoStatusField source="status" />
          <FunctionField<AdminVideoDto>
            source="provider"
            render={(video) => engineLabel(translate, video.provider)}
          />
          <GalleryField source="gallery" sortable={false} />
          <NumberField source="costCredits" locales={locale} />
          <NumberField source="views" locales={locale} sortable={false} />
          <DateTimeField source="createdAt" />
        </Datagrid>
      )}
    </List>
  );
}
