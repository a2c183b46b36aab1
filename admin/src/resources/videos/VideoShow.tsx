import { DateTimeField } from '../../fields/DateTimeField';
import type { AdminVideoDto } from '@cena/contracts';
import { Box, Typography } from '@mui/material';
import {
  BooleanField,
  FunctionField,
  NumberField,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { engineLabel, failureLabel } from '../../shared/codeLabels';
import { VideoActions } from './VideoActions';
import { GalleryField, VideoModeField, VideoStatusField } from './VideoFields';

/** The rendered video, not autoplaying (BRAND.md), with its poster. */
function Player() {
  const record = useRecordContext<AdminVideoDto>();
  const translate = useTranslate();
  if (!record) return null;
  if (!record.videoUrl)
    return <Typography sx={{ color: 'text.secondary' }}>{translate('videos.no_file')}</Typography>;
  const vertical = record.aspectRatio === '9:16';
  return (
    <Box
      component="video"
      controls
      preload="metadata"
      src={record.videoUrl}
      poster={record.thumbnailUrl ?? undefined}
      aria-label={record.title}
      sx={{
        width: vertical ? 270 : 640,
        maxWidth: '100%',
        aspectRatio: record.aspectRatio.replace(':', ' / '),
        borderRadius: 3,
        background: '#14121F',
      }}
    />
  );
}

export function VideoShow() {
  const [locale = 'pt-BR'] = useLocaleState();
  const translate = useTranslate();
  return (
    <Show<AdminVideoDto> actions={<VideoActions />}>
      <SimpleShowLayout>
        <Player />
        <TextField source="title" />
        <ReferenceField source="userId" reference="users" link="show">
          <TextField source="email" />
        </ReferenceField>
        <TextField source="prompt" />
        <VideoModeField source="mode" />
        <VideoStatusField source="status" />
        <GalleryField source="gallery" />
        <FunctionField<AdminVideoDto>
          source="provider"
          render={(video) => engineLabel(translate, video.provider)}
        />
        <TextField source="aspectRatio" />
        <NumberField source="durationS" locales={locale} />
        <NumberField source="costCredits" locales={locale} />
        <BooleanField source="refunded" />
        <FunctionField<AdminVideoDto>
          source="errorCode"
          render={(video) => (video.errorCode ? failureLabel(translate, video.errorCode) : '—')}
        />
        <FunctionField<AdminVideoDto>
          source="renderMs"
          render={(video) =>
            video.renderMs === null
              ? '—'
              : new Intl.NumberFormat(locale, {
                  style: 'unit',
                  unit: 'second',
                  maximumFractionDigits: 1,
                }).format(video.renderMs / 1000)
          }
        />
        <NumberField source="views" locales={locale} />
        <DateTimeField source="createdAt" />
        <DateTimeField source="completedAt" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
