import type { SampleVideoDto } from '@cena/contracts';
import { Info, Maximize2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEDIA_BUTTON, MuteButton, PlayPauseButton } from '../../../components/MediaButtons';
import { usePrefersReducedMotion } from '../../generator/hooks/use-media-query';
import { useNearViewport, useVisibleRatio } from '../hooks/use-visibility';

export const SAMPLE_CARD_WIDTH = 320;
export const SAMPLE_CARD_GAP = 16;

const ICON_BUTTON = `${MEDIA_BUTTON} size-9`;

export interface SampleVideoCardProps {
  video: SampleVideoDto;
  position: number;
  total: number;
  onFullscreen: (video: SampleVideoDto) => void;
  onDetails: (video: SampleVideoDto) => void;
}

/**
 * One card of the community carousel: plays muted by itself only while at least half of it is
 * visible (never with reduced motion, never again after its viewer paused it), its own mute
 * toggle, full screen and details. Escape pauses every card.
 */
export function SampleVideoCard({
  video,
  position,
  total,
  onFullscreen,
  onDetails,
}: SampleVideoCardProps) {
  const { t } = useTranslation('gallery');
  const card = useRef<HTMLLIElement>(null);
  const player = useRef<HTMLVideoElement>(null);
  const near = useNearViewport(card);
  const halfVisible = useVisibleRatio(card, 0.5);
  const reduced = usePrefersReducedMotion();
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(true);
  const [failed, setFailed] = useState(false);
  const [heldByViewer, setHeldByViewer] = useState(false);

  useEffect(() => {
    const el = player.current;
    if (!el || failed) return;
    if (halfVisible && !reduced && !heldByViewer) {
      el.muted = muted;
      void el.play().catch(() => undefined);
    } else if (!halfVisible) {
      el.pause();
    }
    // `muted` is applied by its own toggle; re-running on it would restart playback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [halfVisible, reduced, heldByViewer, failed, near]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      player.current?.pause();
      setHeldByViewer(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const toggle = () => {
    const el = player.current;
    if (!el) return;
    if (el.paused) {
      setHeldByViewer(false);
      void el.play().catch(() => undefined);
    } else {
      setHeldByViewer(true);
      el.pause();
    }
  };

  const toggleMute = () => {
    const el = player.current;
    const next = !muted;
    setMuted(next);
    if (el) el.muted = next;
  };

  return (
    <li
      ref={card}
      aria-roledescription={t('samples.slide')}
      aria-label={t('samples.position', { n: position, total, title: video.title })}
      className="flex shrink-0 snap-start flex-col overflow-hidden rounded-card bg-surface shadow-soft"
      style={{ width: SAMPLE_CARD_WIDTH }}
      data-testid="sample-video-card"
    >
      <div className="relative aspect-video bg-ink-900">
        {failed ? (
          video.thumbnailUrl && (
            <img src={video.thumbnailUrl} alt="" className="size-full object-cover" />
          )
        ) : (
          <video
            ref={player}
            src={video.videoUrl}
            poster={video.thumbnailUrl || undefined}
            muted
            loop
            playsInline
            preload={near ? 'metadata' : 'none'}
            onPlay={() => setPlaying(true)}
            onPause={() => setPlaying(false)}
            onError={() => setFailed(true)}
            onClick={toggle}
            className="size-full cursor-pointer object-cover"
          />
        )}
        {!failed && (
          <div className="absolute inset-x-2 bottom-2 flex items-center gap-1.5">
            <PlayPauseButton
              playing={playing}
              onClick={toggle}
              label={t(playing ? 'samples.pause' : 'samples.play', { title: video.title })}
              size="sm"
            />
            <MuteButton
              muted={muted}
              onClick={toggleMute}
              label={t(muted ? 'samples.unmute' : 'samples.mute', { title: video.title })}
              size="sm"
            />
            <button
              type="button"
              onClick={() => {
                player.current?.pause();
                setHeldByViewer(true);
                onFullscreen(video);
              }}
              aria-label={t('samples.fullscreen', { title: video.title })}
              className={`${ICON_BUTTON} ml-auto`}
            >
              <Maximize2 className="size-4" aria-hidden="true" />
            </button>
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="font-display text-base font-semibold text-ink-900">{video.title}</h3>
        <p className="line-clamp-2 text-sm text-ink-600">{video.prompt}</p>
        <button
          type="button"
          onClick={() => onDetails(video)}
          aria-label={t('samples.detailsOf', { title: video.title })}
          className="mt-2 inline-flex items-center gap-1.5 self-start rounded-control text-sm font-semibold text-brand-strong hover:underline"
        >
          <Info className="size-4" aria-hidden="true" />
          {t('samples.details')}
        </button>
      </div>
    </li>
  );
}
