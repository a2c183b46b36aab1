import { ChevronLeft, ChevronRight } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner';
import { cn } from '../../../components/cn';
import { usePrefersReducedMotion } from '../../generator/hooks/use-media-query';
import { SAMPLE_VIDEO_COUNT, useSampleVideos } from '../api';
import { sampleToPreview } from '../sample-tags';
import type { FullscreenVideo } from './FullscreenVideoDialog';
import { SAMPLE_CARD_GAP, SAMPLE_CARD_WIDTH, SampleVideoCard } from './SampleVideoCard';
import type { PreviewVideo } from './VideoPreviewDialog';

const FullscreenVideoDialog = lazy(() => import('./FullscreenVideoDialog'));
const VideoPreviewDialog = lazy(() => import('./VideoPreviewDialog'));

/** Spec §9: the active dot follows the scroll 150 ms after it stops. */
const SCROLL_END_DELAY_MS = 150;
const STEP = SAMPLE_CARD_WIDTH + SAMPLE_CARD_GAP;

const ARROW =
  'inline-flex size-10 items-center justify-center rounded-full border border-ink-300 bg-surface text-ink-900 shadow-sm hover:bg-page disabled:cursor-not-allowed disabled:opacity-40';

export interface SampleVideoCarouselProps {
  /** 'Usar este modelo' from a card's details. */
  onUseTemplate: (prompt: string) => void;
}

/** The community carousel of the 7 sample videos (spec §2): 320 px cards, 16 px apart. */
export function SampleVideoCarousel({ onUseTemplate }: SampleVideoCarouselProps) {
  const { t } = useTranslation('gallery');
  const { data, isLoading } = useSampleVideos();
  const videos = (data ?? []).slice(0, SAMPLE_VIDEO_COUNT);
  const track = useRef<HTMLUListElement>(null);
  const reduced = usePrefersReducedMotion();
  const [active, setActive] = useState(0);
  const [fullscreen, setFullscreen] = useState<FullscreenVideo | null>(null);
  const [preview, setPreview] = useState<PreviewVideo | null>(null);

  const lastStart = Math.max(0, videos.length - 1);
  const scrollTo = useCallback(
    (index: number) => {
      const clamped = Math.max(0, Math.min(lastStart, index));
      setActive(clamped);
      track.current?.scrollTo({ left: clamped * STEP, behavior: reduced ? 'auto' : 'smooth' });
    },
    [lastStart, reduced],
  );

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 4;
        setActive(atEnd ? lastStart : Math.round(el.scrollLeft / STEP));
      }, SCROLL_END_DELAY_MS);
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      el.removeEventListener('scroll', onScroll);
    };
  }, [lastStart, videos.length]);

  if (isLoading) {
    return (
      <div className="flex items-center justify-center gap-3 py-16 text-ink-600">
        <Spinner />
        {t('samples.loading')}
      </div>
    );
  }
  if (!videos.length) {
    return <p className="py-12 text-center text-ink-600">{t('samples.empty')}</p>;
  }

  return (
    <div
      role="region"
      aria-roledescription={t('samples.carousel')}
      aria-label={t('samples.regionLabel')}
      className="flex flex-col gap-4"
    >
      <ul
        ref={track}
        className="-mx-4 flex snap-x snap-mandatory scroll-px-4 overflow-x-auto px-4 pt-1 pb-4 [scrollbar-width:none] sm:mx-0 sm:scroll-px-0 sm:px-0"
        style={{ gap: SAMPLE_CARD_GAP }}
      >
        {videos.map((video, i) => (
          <SampleVideoCard
            key={video.id}
            video={video}
            position={i + 1}
            total={videos.length}
            onFullscreen={setFullscreen}
            onDetails={(v) => setPreview(sampleToPreview(v, t))}
          />
        ))}
      </ul>
      <div className="flex items-center justify-center gap-3">
        <button
          type="button"
          className={ARROW}
          onClick={() => scrollTo(active - 1)}
          disabled={active === 0}
          aria-label={t('samples.previous')}
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <div className="flex items-center gap-0.5">
          {videos.map((video, i) => (
            <button
              key={video.id}
              type="button"
              onClick={() => scrollTo(i)}
              aria-label={t('samples.goTo', { n: i + 1, title: video.title })}
              aria-current={i === active ? 'true' : undefined}
              className="group inline-flex size-6 items-center justify-center rounded-full"
            >
              <span
                className={cn(
                  'block h-2 rounded-full transition-all duration-200',
                  i === active ? 'w-5 bg-brand-500' : 'w-2 bg-ink-300 group-hover:bg-ink-600',
                )}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          className={ARROW}
          onClick={() => scrollTo(active + 1)}
          disabled={active >= lastStart}
          aria-label={t('samples.next')}
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
      </div>
      <Suspense fallback={null}>
        {fullscreen && (
          <FullscreenVideoDialog video={fullscreen} onClose={() => setFullscreen(null)} />
        )}
        {preview && (
          <VideoPreviewDialog
            video={preview}
            onOpenChange={(open) => !open && setPreview(null)}
            onUseTemplate={onUseTemplate}
          />
        )}
      </Suspense>
    </div>
  );
}
