import type { VideoDto, VideoEvent } from '@cena/contracts';
import { Download, Play, Trash2 } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api';
import { useAppDispatch } from '../../../app/hooks';
import { useFormatters } from '../../../app/locale-format';
import { Button } from '../../../components/Button';
import { isTerminal, useVideoProgress } from '../../dashboard/hooks/use-video-progress';
import { videoFileName } from '../../dashboard/video-actions';
import { ShareActions, ShareViews } from '../../share/ShareActions';
import { VideoCommunity } from './VideoCommunity';
import { VideoStatusBadge } from './VideoStatusBadge';
import { VideoThumb } from './VideoThumb';

export interface VideoCardProps {
  video: VideoDto;
  onWatch: (video: VideoDto) => void;
  onDelete: (video: VideoDto) => void;
}

/** The key of a clip's format label ('9:16 · Vertical'), by its shape. */
export function formatKey(aspectRatio: VideoDto['aspectRatio']): string {
  if (aspectRatio === '9:16') return 'formats.vertical';
  if (aspectRatio === '1:1') return 'formats.square';
  return 'formats.landscape';
}

/**
 * One video of the grid, its thumbnail in the clip's own shape on a stage of one height (so the
 * grid's rows line up), with when it was made and its format; a card still being made follows
 * its progress live.
 */
export function VideoCard({ video, onWatch, onDelete }: VideoCardProps) {
  const { t } = useTranslation('videos');
  const { formatDateTime } = useFormatters();
  const dispatch = useAppDispatch();
  const running = !isTerminal(video.status);
  const onTerminal = useCallback(
    (_event: VideoEvent) => dispatch(api.util.invalidateTags(['Video', 'User'])),
    [dispatch],
  );
  const { event } = useVideoProgress(running ? video.id : null, onTerminal);
  const status = event?.status ?? video.status;
  const progress = Math.round(event?.progress ?? video.progress);
  const ready = video.status === 'completed' && video.videoUrl;
  const when = formatDateTime(video.createdAt);

  return (
    <article
      aria-label={video.title}
      className="flex w-full flex-col rounded-card bg-surface p-3 shadow-soft"
      data-testid="video-card"
    >
      <div className="flex h-56 items-center justify-center rounded-control bg-page">
        {ready ? (
          <button
            type="button"
            onClick={() => onWatch(video)}
            aria-label={`${t('actions.watch')}: ${video.title}`}
            className="flex h-full w-full items-center justify-center rounded-control"
          >
            <VideoThumb video={video} shaped />
          </button>
        ) : (
          <VideoThumb video={video} shaped />
        )}
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <VideoStatusBadge status={status} />
        <span className="text-xs font-semibold text-ink-600" data-testid="video-format">
          {t(formatKey(video.aspectRatio))}
        </span>
      </div>
      <h2 className="mt-2 line-clamp-2 font-display text-base font-semibold wrap-anywhere text-ink-900">
        {video.title}
      </h2>
      <time
        dateTime={video.createdAt}
        className="mt-0.5 text-xs text-ink-600"
        aria-label={t('createdAt', { date: when })}
        data-testid="video-date"
      >
        {when}
      </time>
      <p className="mt-1 line-clamp-2 text-sm wrap-anywhere text-ink-600">{video.prompt}</p>
      <ShareViews video={video} className="mt-1" />
      {running && (
        <div
          role="progressbar"
          aria-label={t(`status.${status}`)}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="mt-3 h-2 overflow-hidden rounded-full bg-ink-100"
        >
          <div
            className="h-full rounded-full bg-brand-500 transition-[width] duration-200"
            style={{ width: `${progress}%` }}
          />
        </div>
      )}
      <VideoCommunity video={video} className="mt-3 border-t border-ink-100 pt-3" />
      <div className="mt-auto flex flex-wrap gap-1 pt-3">
        {ready && (
          <>
            <Button
              size="sm"
              variant="ghost"
              icon={<Play className="size-4" />}
              onClick={() => onWatch(video)}
            >
              {t('actions.watch')}
            </Button>
            <a
              href={video.videoUrl!}
              download={videoFileName(video)}
              className="inline-flex h-9 items-center gap-1.5 rounded-control px-3 font-display text-sm font-semibold text-ink-900 hover:bg-ink-100"
            >
              <Download className="size-4" aria-hidden="true" />
              {t('actions.download')}
            </a>
            <ShareActions video={video} />
          </>
        )}
        {!running && (
          <Button
            size="sm"
            variant="ghost"
            className="text-danger-strong"
            icon={<Trash2 className="size-4" />}
            onClick={() => onDelete(video)}
          >
            {t('actions.delete')}
          </Button>
        )}
      </div>
    </article>
  );
}
