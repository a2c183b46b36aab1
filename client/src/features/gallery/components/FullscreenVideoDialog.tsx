import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/Dialog';

export interface FullscreenVideo {
  title: string;
  videoUrl: string;
  thumbnailUrl?: string;
}

/** A sample played large, with the browser's controls. Loaded only when opened. */
export default function FullscreenVideoDialog({
  video,
  onClose,
}: {
  video: FullscreenVideo | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('gallery');
  if (!video) return null;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('samples.fullscreenTitle', { title: video.title })}
      size="xl"
    >
      <video
        src={video.videoUrl}
        poster={video.thumbnailUrl}
        controls
        autoPlay
        playsInline
        className="aspect-video max-h-[75dvh] w-full rounded-control bg-black"
      />
    </Dialog>
  );
}
