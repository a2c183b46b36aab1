import type { AspectRatio, BrandKitInput } from '@cena/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/cn';
import { Spinner } from '../../../components/Spinner';
import { useEndCardPreview } from '../hooks/use-end-card-preview';

const SHAPES: Record<'9:16' | '16:9', { box: string; label: string }> = {
  '9:16': { box: 'aspect-[9/16]', label: 'preview.vertical' },
  '16:9': { box: 'aspect-video', label: 'preview.horizontal' },
};

/**
 * One end card as the renderer draws it for this kit, in one shape: a quiet skeleton before the
 * first image, then the last image, kept while a newer one loads.
 */
export function EndCardPreview({
  aspectRatio,
  kit,
  version,
  className,
}: {
  aspectRatio: Extract<AspectRatio, '9:16' | '16:9'>;
  kit: BrandKitInput | null;
  version: string;
  className?: string;
}) {
  const { t } = useTranslation('brand-kit');
  const { image, loading, failed } = useEndCardPreview(aspectRatio, kit, version);
  const shape = SHAPES[aspectRatio];
  const format = t(shape.label);
  return (
    <figure className={cn('grid min-w-0 gap-2', className)}>
      <div
        className={cn(
          'relative w-full overflow-hidden rounded-card border border-ink-100 bg-ink-100',
          shape.box,
        )}
        aria-busy={loading}
        data-testid={`end-card-preview-${aspectRatio === '9:16' ? 'vertical' : 'horizontal'}`}
      >
        {image ? (
          <img
            src={image}
            alt={t('preview.alt', { format })}
            className="size-full object-cover"
            data-testid="end-card-image"
          />
        ) : failed ? (
          <p className="grid size-full place-items-center p-4 text-center text-sm text-ink-600">
            {t('preview.unavailable')}
          </p>
        ) : (
          <div className="size-full motion-safe:animate-pulse" aria-hidden="true">
            <div className="size-full bg-linear-to-b from-ink-100 to-ink-300/60" />
          </div>
        )}
        {loading && (
          <span className="absolute top-2 right-2 grid size-8 place-items-center rounded-full bg-surface/90 text-ink-600 shadow-sm">
            <Spinner size="sm" label={t('preview.loading')} />
          </span>
        )}
      </div>
      <figcaption className="text-center text-sm font-medium text-ink-600">{format}</figcaption>
    </figure>
  );
}
