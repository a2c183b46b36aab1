import type { AdminVideoDto, VideoStatus } from '@cena/contracts';
import { VIDEO_MODES, VIDEO_STATUSES } from '@cena/contracts';
import { Chip, Stack, Typography } from '@mui/material';
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

/** Public / hidden / waiting for approval, as the community gallery sees the video. */
export function GalleryField(_: FieldProps) {
  const record = useRecordContext<AdminVideoDto>();
  const translate = useTranslate();
  if (!record) return null;
  const chips: { key: string; color: 'default' | 'warning' | 'error' | 'success' }[] = [];
  if (record.hiddenAt) chips.push({ key: 'hidden', color: 'error' });
  else if (!record.isPublic) chips.push({ key: 'private', color: 'default' });
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
