import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner';
import { usePrefersReducedMotion } from '../../generator/hooks/use-media-query';
import { SAMPLE_VIDEO_COUNT, useSampleVideos } from '../api';
import { sampleToPreview } from '../sample-tags';
import { CarouselControls } from './CarouselControls';
import type { FullscreenVideo } from './FullscreenVideoDialog';
import { SAMPLE_CARD_GAP, SAMPLE_CARD_WIDTH, SampleVideoCard } from './SampleVideoCard';
import type { PreviewVideo } from './VideoPreviewDialog';

const FullscreenVideoDialog = lazy(() => import('./FullscreenVideoDialog'));
const VideoPreviewDialog = lazy(() => import('./VideoPreviewDialog'));

/** Spec §9: the active dot follows the scroll 150 ms after it stops. */
const SCROLL_END_DELAY_MS = 150;
const STEP = SAMPLE_CARD_WIDTH + SAMPLE_CARD_GAP;

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
      <CarouselControls
        count={videos.length}
        current={active}
        onGo={scrollTo}
        previousLabel={t('samples.previous')}
        nextLabel={t('samples.next')}
        dotLabel={(i) => t('samples.goTo', { n: i + 1, title: videos[i].title })}
        previousDisabled={active === 0}
        nextDisabled={active >= lastStart}
      />
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
