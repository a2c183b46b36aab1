import type { Category } from '@cena/contracts';
import { Pause, Play, Volume2, VolumeX } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner';
import { usePrefersReducedMotion } from '../../generator/hooks/use-media-query';
import { useSampleVideos } from '../../gallery/api';

const CONTROL =
  'inline-flex size-10 items-center justify-center rounded-full bg-ink-900/75 text-white hover:bg-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

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
              <button
                type="button"
                onClick={toggle}
                aria-label={playing ? t('panel.pause') : t('panel.play')}
                className={CONTROL}
              >
                {playing ? (
                  <Pause className="size-5" aria-hidden="true" />
                ) : (
                  <Play className="size-5" aria-hidden="true" />
                )}
              </button>
              <button
                type="button"
                onClick={() => setMuted((m) => !m)}
                aria-pressed={!muted}
                aria-label={muted ? t('panel.unmute') : t('panel.mute')}
                className={CONTROL}
              >
                {muted ? (
                  <VolumeX className="size-5" aria-hidden="true" />
                ) : (
                  <Volume2 className="size-5" aria-hidden="true" />
                )}
              </button>
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
