import { useRef } from 'react';
import type { VideoDto } from '@cena/contracts';
import { AlertTriangle, CheckCircle2, Download, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRevealOnMount } from '../hooks/use-reveal';
import { Button } from '../../../components/Button';
import { cn } from '../../../components/cn';
import { LINK_BUTTON } from './link-styles';
import { ShareActions } from '../../share/ShareActions';
import { videoFileName } from '../video-actions';

export interface VideoResultProps {
  video: VideoDto;
  onCreateAnother: () => void;
}

/** The player's box in the clip's own shape (an upright clip is not squeezed into 16:9). */
export function videoShape(aspectRatio: VideoDto['aspectRatio']): string {
  if (aspectRatio === '9:16') return 'mx-auto aspect-[9/16] max-h-[70vh] max-w-full';
  if (aspectRatio === '1:1') return 'mx-auto aspect-square max-h-[70vh] max-w-full';
  return 'aspect-video w-full';
}

/** Why a video failed, in plain words; the credits came back (the server refunds every failure). */
export function failureReasonKey(video: Pick<VideoDto, 'status' | 'errorCode'>): string {
  if (video.status === 'expired') return 'result.failedReasons.expired';
  if (video.errorCode === 'provider_rejected') return 'result.failedReasons.provider_rejected';
  return 'result.failedReasons.default';
}

/** The finished video (muted autoplay, controls) with download, share and 'Criar outro'. */
export function VideoResult({ video, onCreateAnother }: VideoResultProps) {
  const { t } = useTranslation('dashboard');
  const panel = useRef<HTMLElement>(null);
  useRevealOnMount(panel);
  if (video.status !== 'completed' || !video.videoUrl) {
    return (
      <section
        ref={panel}
        aria-labelledby="result-title"
        role="alert"
        className="rounded-card border border-danger/40 bg-surface p-4 shadow-soft sm:p-6"
      >
        <div className="flex items-center gap-2">
          <AlertTriangle className="size-6 text-danger-strong" aria-hidden="true" />
          <h2 id="result-title" className="font-display text-lg font-bold text-ink-900">
            {t('result.failedTitle')}
          </h2>
        </div>
        <p className="mt-3 text-ink-900">{t(failureReasonKey(video))}</p>
        {video.status === 'failed' && (
          <p className="mt-1 font-medium text-success-strong">{t('result.creditsBack')}</p>
        )}
        <Button className="mt-5" onClick={onCreateAnother}>
          {t('result.tryAgain')}
        </Button>
      </section>
    );
  }
  return (
    <section
      ref={panel}
      aria-labelledby="result-title"
      className="rounded-card bg-surface p-4 shadow-soft sm:p-6"
      data-testid="video-result"
      data-video-id={video.id}
    >
      <div className="flex items-center gap-2">
        <CheckCircle2 className="size-6 text-success-strong" aria-hidden="true" />
        <h2 id="result-title" className="font-display text-lg font-bold text-ink-900">
          {t('result.title')}
        </h2>
      </div>
      <video
        key={video.id}
        src={video.videoUrl}
        poster={video.thumbnailUrl ?? undefined}
        controls
        muted
        autoPlay
        playsInline
        className={cn('mt-4 rounded-control bg-ink-900', videoShape(video.aspectRatio))}
        data-testid="result-video"
      />
      <p className="mt-3 line-clamp-2 text-sm wrap-anywhere text-ink-600">{video.prompt}</p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <a
          href={video.videoUrl}
          download={videoFileName(video)}
          className={cn(LINK_BUTTON.base, LINK_BUTTON.primary)}
        >
          <Download className="size-4" aria-hidden="true" />
          {t('result.download')}
        </a>
        <ShareActions video={video} variant="secondary" size="md" />
        <Button variant="ghost" icon={<Plus className="size-4" />} onClick={onCreateAnother}>
          {t('result.createAnother')}
        </Button>
      </div>
    </section>
  );
}
