import type { AdminVideoDto, VideoStatus } from '@cena/contracts';
import { VIDEO_MODES, VIDEO_STATUSES } from '@cena/contracts';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { ColourChip } from '../../shared/ColourChip';

interface FieldProps {
  label?: string;
  sortable?: boolean;
  source?: string;
}

export const statusChoices = VIDEO_STATUSES.map((id) => ({ id, name: `videos.status.${id}` }));
export const modeChoices = VIDEO_MODES.map((id) => ({ id, name: `videos.mode.${id}` }));

const STATUS_COLOUR: Record<VideoStatus, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  queued: 'default',
  processing: 'info',
  completed: 'success',
  failed: 'error',
  expired: 'default',
};

export function VideoStatusField(_: FieldProps) {
  const record = useRecordContext<AdminVideoDto>();
  if (!record) return null;
  return <ColourChip value={record.status} prefix="videos.status" colours={STATUS_COLOUR} />;
}

export function VideoModeField(_: FieldProps) {
  const record = useRecordContext<AdminVideoDto>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {translate(`videos.mode.${record.mode}`)}
    </Typography>
  );
}

/** The video's first frame in a box of its own shape, so staff tell videos apart at a glance. */
export function VideoThumbField(_: FieldProps) {
  const record = useRecordContext<AdminVideoDto>();
  if (!record) return null;
  return <VideoThumb video={record} />;
}

export function VideoThumb({
  video,
}: {
  video: Pick<AdminVideoDto, 'aspectRatio' | 'thumbnailUrl'>;
}) {
  const [w, h] = video.aspectRatio.split(':').map(Number);
  const height = 44;
  const width = Math.round((height * (w || 16)) / (h || 9));
  const box = { width, height, borderRadius: '4px', flexShrink: 0 };
  if (!video.thumbnailUrl) {
    return (
      <Box component="span" sx={{ ...box, display: 'inline-block', bgcolor: 'action.hover' }} />
    );
  }
  return (
    <Box
      component="img"
      src={video.thumbnailUrl}
      alt=""
      loading="lazy"
      sx={{ ...box, objectFit: 'cover', display: 'block', bgcolor: 'grey.900' }}
    />
  );
}

/**
 * A video's thumbnail as a phone list row's icon. The row's icon slot is 56 px wide and a 16:9
 * thumbnail 78 px, so without room of its own it ran into the title.
 */
export function VideoRowIcon(video: Pick<AdminVideoDto, 'aspectRatio' | 'thumbnailUrl'>) {
  return (
    <Box sx={{ display: 'flex', mr: 2 }}>
      <VideoThumb video={video} />
    </Box>
  );
}

/**
 * Public / hidden / kept out by its owner / waiting for approval, as the community gallery sees
 * the video. Staff hiding comes first; the owner's consent ('Mostrar na comunidade') next.
 */
export function GalleryField(_: FieldProps) {
  const record = useRecordContext<AdminVideoDto>();
  const translate = useTranslate();
  if (!record) return null;
  const chips: { key: string; color: 'default' | 'warning' | 'error' | 'success' }[] = [];
  if (record.hiddenAt) chips.push({ key: 'hidden', color: 'error' });
  else if (!record.isPublic) chips.push({ key: 'private', color: 'default' });
  else if (!record.community) chips.push({ key: 'owner_off', color: 'default' });
  else if (record.status === 'completed' && !record.approvedAt)
    chips.push({ key: 'pending_approval', color: 'warning' });
  else if (record.status === 'completed') chips.push({ key: 'public', color: 'success' });
  if (chips.length === 0) return <span>—</span>;
  return (
    <Stack direction="row" spacing={0.5}>
      {chips.map(({ key, color }) => (
        <Chip
          key={key}
          size="small"
          variant="outlined"
          color={color}
          label={translate(`videos.gallery.${key}`)}
        />
      ))}
    </Stack>
  );
}
