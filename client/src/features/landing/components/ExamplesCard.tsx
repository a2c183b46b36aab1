import { PlayCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { usePrefersReducedMotion } from '../../generator/hooks/use-media-query';
import { useSampleVideos } from '../../gallery/api';
import { GALLERY_ANCHOR } from '../anchors';

/** The sample-videos card: three thumbnails and 'Ver exemplos', which scrolls to the gallery. */
export function ExamplesCard() {
  const { t } = useTranslation('landing');
  const { data } = useSampleVideos();
  const reduced = usePrefersReducedMotion();
  const thumbnails = (data ?? []).slice(1, 4);

  const show = () => {
    const target = document.getElementById(GALLERY_ANCHOR);
    if (!target) {
      window.location.hash = GALLERY_ANCHOR;
      return;
    }
    target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  };

  return (
    <div className="flex flex-wrap items-center gap-4 rounded-card bg-surface p-4 shadow-soft">
      <div className="flex shrink-0 -space-x-4" aria-hidden="true">
        {thumbnails.length
          ? thumbnails.map((s) => (
              <img
                key={s.id}
                src={s.thumbnailUrl}
                alt=""
                className="size-12 rounded-full border-2 border-surface object-cover"
              />
            ))
          : [0, 1, 2].map((i) => (
              <span
                key={i}
                className="size-12 rounded-full border-2 border-surface bg-brand-gradient"
              />
            ))}
      </div>
      <div className="min-w-48 flex-1">
        <p className="font-display font-semibold text-ink-900">{t('examplesCard.title')}</p>
        <p className="text-sm text-ink-600">{t('examplesCard.text')}</p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        onClick={show}
        icon={<PlayCircle className="size-4" />}
        className="w-full shrink-0 sm:w-auto"
      >
        {t('examplesCard.cta')}
      </Button>
    </div>
  );
}
