import type { Category } from '@cena/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MuteButton, PlayPauseButton } from '../../../components/MediaButtons';
import { Spinner } from '../../../components/Spinner';
import { usePrefersReducedMotion } from '../../generator/hooks/use-media-query';
import { useSampleVideos } from '../../gallery/api';

/**
 * The side panel's 8-second sample: looping and muted, click to play or pause, a mute toggle
 * (spec §2). It starts by itself unless the visitor prefers reduced motion.
 */
export function SampleVideoPanel({ category }: { category?: Category }) {
  const { t } = useTranslation('landing');
  const { data } = useSampleVideos();
  const reduced = usePrefersReducedMotion();
  const player = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(true);
  const [failed, setFailed] = useState(false);
  /** Set once the visitor pauses: the loop then never restarts by itself. */
  const heldByViewer = useRef(false);
  const sample = data?.find((s) => s.category === category) ?? data?.[0];

  const toggle = () => {
    const el = player.current;
    if (!el) return;
    heldByViewer.current = !el.paused;
    if (el.paused) void el.play().catch(() => undefined);
    else el.pause();
  };

  // `autoPlay` alone can lose the race with React's `muted` property on first load.
  const startMuted = () => {
    const el = player.current;
    if (!el || reduced || heldByViewer.current || !el.paused) return;
    el.muted = muted;
    void el.play().catch(() => undefined);
  };

  return (
    <figure className="overflow-hidden rounded-card bg-surface shadow-soft">
      <div className="relative aspect-video bg-ink-900">
        {sample && !failed ? (
          <>
            <video
              ref={player}
              key={sample.id}
              src={sample.videoUrl}
              poster={sample.thumbnailUrl || undefined}
              autoPlay={!reduced}
              muted={muted}
              loop
              playsInline
              preload="auto"
              onPlay={() => setPlaying(true)}
              onPause={() => setPlaying(false)}
              onError={() => setFailed(true)}
              onCanPlay={startMuted}
              onClick={toggle}
              aria-label={t('panel.label')}
              className="size-full cursor-pointer object-cover"
            />
            <span className="absolute top-3 left-3 rounded-full bg-ink-900/75 px-2.5 py-1 text-xs font-semibold text-white">
              {t('panel.duration')}
            </span>
            <div className="absolute right-3 bottom-3 flex gap-2">
              <PlayPauseButton
                playing={playing}
                onClick={toggle}
                label={playing ? t('panel.pause') : t('panel.play')}
              />
              <MuteButton
                muted={muted}
                onClick={() => setMuted((m) => !m)}
                label={muted ? t('panel.unmute') : t('panel.mute')}
              />
            </div>
          </>
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-3 bg-brand-gradient p-6 text-center">
            {!data && <Spinner className="text-ink-900" />}
            {data && (
              <p className="font-display font-semibold text-ink-900">{t('panel.preparing')}</p>
            )}
          </div>
        )}
      </div>
      {sample && (
        <figcaption className="px-4 py-3 text-sm text-ink-600">
          {t('panel.caption', { title: sample.title })}
        </figcaption>
      )}
    </figure>
  );
}
