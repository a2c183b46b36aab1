import type { TicketDto, TicketVideoDto } from '@cena/contracts';
import { Stack, Typography } from '@mui/material';
import { RecordContextProvider, ReferenceField, useCanAccess, useTranslate } from 'react-admin';
import { OpenVideoButton } from '../../shared/OpenVideoButton';
import { AdjustCreditsButton } from '../users/AdjustCreditsButton';
import { VideoStatusField, VideoThumb } from '../videos/VideoFields';

/**
 * The video a ticket is about, beside the thread: its first frame, title, state and cost, a link
 * to it and, for admins, its credits given back in context (the adjustment form filled in).
 */
export function TicketVideo({ ticket }: { ticket: TicketDto }) {
  const translate = useTranslate();
  const { canAccess: mayOpenVideos } = useCanAccess({ resource: 'videos', action: 'show' });
  const { canAccess: mayAdjustCredits } = useCanAccess({ resource: 'users', action: 'edit' });
  const video: TicketVideoDto | null | undefined = ticket.video;
  if (!ticket.videoId) return null;
  if (!video) {
    return <Typography color="text.secondary">{translate('support.video.missing')}</Typography>;
  }
  return (
    <Stack spacing={1} data-testid="ticket-video">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <VideoThumb video={video} />
        <Stack sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {video.title}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <RecordContextProvider value={video}>
              <VideoStatusField />
            </RecordContextProvider>
            <Typography variant="caption" color="text.secondary">
              {video.aspectRatio} · {translate('support.video.cost', { count: video.costCredits })}
            </Typography>
          </Stack>
        </Stack>
      </Stack>
      {mayOpenVideos && (
        <OpenVideoButton
          videoId={video.id}
          label="support.video.open"
          sx={{ alignSelf: 'start' }}
        />
      )}
      {video.refunded ? (
        <Typography variant="body2" color="text.secondary">
          {translate('support.video.refunded')}
        </Typography>
      ) : (
        mayAdjustCredits && (
          <ReferenceField source="userId" reference="users" link={false} record={ticket}>
            <AdjustCreditsButton
              label="support.video.refund"
              defaults={{
                delta: video.costCredits,
                reason: translate('support.video.refund_reason', { title: video.title }),
              }}
            />
          </ReferenceField>
        )
      )}
    </Stack>
  );
}
