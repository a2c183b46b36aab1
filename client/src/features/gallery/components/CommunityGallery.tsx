import { ExternalLink, Film, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../app/locale-format';
import { Badge } from '../../../components/Badge';
import { Spinner } from '../../../components/Spinner';
import { cn } from '../../../components/cn';
import { usePrefersReducedMotion } from '../../generator/hooks/use-media-query';
import { useLatestVideos } from '../api';
import { CarouselControls } from './CarouselControls';

/** Spec §9: the gallery advances every 4 s until the first manual action. */
export const GALLERY_AUTO_ADVANCE_MS = 4000;

/** 'Inspire-se com a Comunidade': the latest public videos, one slide at a time. */
export function CommunityGallery() {
  const { t } = useTranslation('gallery');
  const { formatDate } = useFormatters();
  const { data, isLoading, isError } = useLatestVideos();
  const reduced = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [manual, setManual] = useState(false);
  const [paused, setPaused] = useState(false);
  const videos = data ?? [];
  const count = videos.length;
  const current = count ? index % count : 0;

  useEffect(() => {
    if (manual || paused || reduced || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), GALLERY_AUTO_ADVANCE_MS);
    return () => clearInterval(timer);
  }, [manual, paused, reduced, count]);

  const go = (next: number) => {
    setManual(true);
    setIndex(((next % count) + count) % count);
  };

  if (isLoading) {
    return (
      <div className="flex items-center justify-center py-16">
        <Spinner size="lg" label={t('community.loading')} className="text-brand-500" />
      </div>
    );
  }
  if (isError || !count) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-card bg-surface px-6 py-12 text-center shadow-soft">
        <Film className="size-8 text-brand-strong" aria-hidden="true" />
        <p className="max-w-md font-display text-lg font-semibold text-ink-900">
          {t('community.waiting')}
        </p>
      </div>
    );
  }

  return (
    <div
      role="region"
      aria-roledescription={t('community.carousel')}
      aria-label={t('community.title')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="overflow-hidden rounded-card bg-surface shadow-soft">
        <div
          aria-live={manual ? 'polite' : 'off'}
          className={cn('flex', !reduced && 'transition-transform duration-500 ease-out')}
          style={{ transform: `translateX(-${current * 100}%)` }}
        >
          {videos.map((video, i) => (
            <div
              key={video.id}
              role="group"
              aria-roledescription={t('community.slide')}
              aria-label={t('community.position', { n: i + 1, total: count })}
              aria-hidden={i !== current}
              inert={i !== current}
              className="grid w-full shrink-0 md:grid-cols-2"
            >
              <div className="relative aspect-video bg-ink-100">
                {video.thumbnailUrl ? (
                  <img
                    src={video.thumbnailUrl}
                    alt=""
                    loading="lazy"
                    className="size-full object-cover"
                  />
                ) : (
                  <div className="flex size-full items-center justify-center bg-brand-gradient">
                    <Film className="size-12 text-ink-900/70" aria-hidden="true" />
                  </div>
                )}
              </div>
              <div className="flex flex-col gap-3 p-5 sm:p-7">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant="violet">
                    <Users className="size-3.5" aria-hidden="true" />
                    {t('community.badge')}
                  </Badge>
                  <time dateTime={video.createdAt} className="text-sm text-ink-600">
                    {formatDate(video.createdAt)}
                  </time>
                </div>
                <p className="line-clamp-2 text-base leading-normal text-ink-900">{video.prompt}</p>
                <a
                  href={video.videoUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => setManual(true)}
                  className="mt-auto inline-flex h-11 items-center justify-center gap-2 self-start rounded-control bg-brand-gradient px-5 font-display font-semibold text-ink-900 shadow-sm hover:brightness-105"
                >
                  <ExternalLink className="size-4" aria-hidden="true" />
                  {t('community.watch')}
                  <span className="sr-only">{t('community.newTab')}</span>
                </a>
              </div>
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <CarouselControls
          count={count}
          current={current}
          onGo={go}
          previousLabel={t('community.previous')}
          nextLabel={t('community.next')}
          dotLabel={(i) => t('community.goTo', { n: i + 1 })}
          className="mt-4"
        />
      )}
    </div>
  );
}
