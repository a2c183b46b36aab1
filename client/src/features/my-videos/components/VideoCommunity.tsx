import type { VideoDto } from '@cena/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastForError } from '../../../app/errors';
import { toast } from '../../../components/toast-store';
import { useSetVideoCommunityMutation } from '../../dashboard/api';
import { CommunityChoice } from '../../gallery/components/CommunityChoice';

/**
 * A video's 'Mostrar na comunidade' switch: the owner gives or withdraws consent at once (the
 * gallery drops it on its next request). A failed or expired video has nothing to show.
 */
export function VideoCommunity({
  video,
  className,
}: {
  video: Pick<VideoDto, 'id' | 'status' | 'community'>;
  className?: string;
}) {
  const { t } = useTranslation('gallery');
  const [setCommunity, state] = useSetVideoCommunityMutation();
  /** The owner's latest choice, shown at once while it is saved; dropped if saving fails. */
  const [pending, setPending] = useState<boolean | null>(null);
  if (video.status === 'failed' || video.status === 'expired') return null;

  const change = (community: boolean) => {
    setPending(community);
    setCommunity({ id: video.id, community })
      .unwrap()
      .then(() =>
        toast({
          title: t(community ? 'consent.shown' : 'consent.withdrawn'),
          variant: 'success',
        }),
      )
      .catch((error: unknown) => {
        setPending(null);
        toastForError(error);
      });
  };

  return (
    <CommunityChoice
      checked={pending ?? video.community}
      onCheckedChange={change}
      disabled={state.isLoading}
      className={className}
    />
  );
}
