import type { VideoEvent } from '@cena/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../app/api';
import { useAppDispatch } from '../../../app/hooks';
import { toast } from '../../../components/toast-store';
import { useListVideosQuery } from '../api';
import { useVideoProgress } from '../hooks/use-video-progress';

/** How many in-progress videos are followed at once (a user rarely has more than one). */
const WATCHED = 3;

function VideoWatcher({ id }: { id: string }) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const onTerminal = useCallback(
    (event: VideoEvent) => {
      dispatch(api.util.invalidateTags(['Video', 'User']));
      if (event.status === 'completed') {
        toast({
          title: t('toasts.videoReady'),
          description: t('toasts.videoReadyDescription'),
          variant: 'success',
          action: {
            label: t('toasts.watch'),
            onClick: () => navigate(`/dashboard/my-videos?video=${event.id}`),
          },
        });
      } else {
        toast({
          title: t('toasts.videoFailed'),
          description: t('toasts.videoFailedDescription'),
          variant: 'destructive',
        });
      }
    },
    [dispatch, navigate, t],
  );
  useVideoProgress(id, onTerminal);
  return null;
}

/**
 * The in-app notice: when a video the user started finishes while they are on another screen,
 * a toast says so with a link to watch it. The dashboard turns it off while it shows that
 * video's own progress.
 */
export function VideoNotices() {
  const { data } = useListVideosQuery(
    { status: 'processing', pageSize: WATCHED },
    { refetchOnMountOrArgChange: true },
  );
  return (
    <>
      {data?.items.map((video) => (
        <VideoWatcher key={video.id} id={video.id} />
      ))}
    </>
  );
}
