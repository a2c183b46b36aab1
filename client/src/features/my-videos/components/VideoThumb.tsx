import type { VideoDto } from '@cena/contracts';
import { Film, Play } from 'lucide-react';
import { cn } from '../../../components/cn';

/** The video's thumbnail (or a placeholder) in its own shape's box. */
export function VideoThumb({
  video,
  className,
}: {
  video: Pick<VideoDto, 'thumbnailUrl' | 'status'>;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'relative flex aspect-video items-center justify-center overflow-hidden rounded-control bg-ink-100',
        className,
      )}
    >
      {video.thumbnailUrl ? (
        <img src={video.thumbnailUrl} alt="" loading="lazy" className="size-full object-cover" />
      ) : (
        <Film className="size-8 text-ink-300" aria-hidden="true" />
      )}
      {video.status === 'completed' && (
        <span
          aria-hidden="true"
          className="absolute flex size-10 items-center justify-center rounded-full bg-brand-gradient shadow"
        >
          <Play className="size-5 fill-ink-900 text-ink-900" />
        </span>
      )}
    </div>
  );
}
