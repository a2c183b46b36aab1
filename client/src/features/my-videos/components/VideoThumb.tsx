import type { VideoDto } from '@cena/contracts';
import { Film, Play } from 'lucide-react';
import { cn } from '../../../components/cn';

/**
 * The box of a clip in its own shape, to sit in a stage of fixed height: a 9:16 clip stands
 * upright and a 1:1 clip is square (both as tall as the stage), a 16:9 clip takes the width.
 */
export function clipBox(aspectRatio: VideoDto['aspectRatio']): string {
  if (aspectRatio === '9:16') return 'aspect-[9/16] h-full';
  if (aspectRatio === '1:1') return 'aspect-square h-full';
  return 'aspect-video w-full';
}

/**
 * The video's thumbnail (or a placeholder). 16:9 by default; `shaped` keeps the clip's own
 * shape (see clipBox), so nothing of a vertical or square clip is cropped, and moves the play
 * badge to a corner, off the clip's title.
 */
export function VideoThumb({
  video,
  shaped = false,
  className,
}: {
  video: Pick<VideoDto, 'thumbnailUrl' | 'status' | 'aspectRatio'>;
  shaped?: boolean;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'relative flex items-center justify-center overflow-hidden rounded-control bg-ink-100',
        shaped ? clipBox(video.aspectRatio) : 'aspect-video',
        className,
      )}
      data-shape={video.aspectRatio}
    >
      {video.thumbnailUrl ? (
        <img src={video.thumbnailUrl} alt="" loading="lazy" className="size-full object-cover" />
      ) : (
        <Film className="size-8 text-ink-300" aria-hidden="true" />
      )}
      {video.status === 'completed' && (
        <span
          aria-hidden="true"
          className={cn(
            'absolute flex items-center justify-center rounded-full bg-brand-gradient shadow',
            // In the clip's shape the badge sits in a corner: the clip's words stay readable.
            shaped ? 'right-2 bottom-2 size-9' : 'size-10',
          )}
        >
          <Play className="size-5 fill-ink-900 text-ink-900" />
        </span>
      )}
    </div>
  );
}
