import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../../components/cn';

const ARROW =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-ink-300 bg-surface text-ink-900 shadow-sm hover:bg-page disabled:cursor-not-allowed disabled:opacity-40';

export interface CarouselControlsProps {
  /** How many slides: one dot each. */
  count: number;
  /** The active slide (its dot is wide and marked `aria-current`). */
  current: number;
  /** Called with the slide to show: `current - 1`, `current + 1` or a dot's index. */
  onGo: (index: number) => void;
  previousLabel: string;
  nextLabel: string;
  /** The accessible name of the dot for slide `index` (0-based). */
  dotLabel: (index: number) => string;
  /** Arrows disabled at the ends (a carousel that does not wrap around). */
  previousDisabled?: boolean;
  nextDisabled?: boolean;
  /** Lets the dots wrap onto more lines when there are many. */
  wrapDots?: boolean;
  className?: string;
}

/** Previous and next arrows around one dot a slide, shared by the gallery's carousels. */
export function CarouselControls({
  count,
  current,
  onGo,
  previousLabel,
  nextLabel,
  dotLabel,
  previousDisabled = false,
  nextDisabled = false,
  wrapDots = false,
  className,
}: CarouselControlsProps) {
  return (
    <div className={cn('flex items-center justify-center gap-3', className)}>
      <button
        type="button"
        onClick={() => onGo(current - 1)}
        disabled={previousDisabled}
        aria-label={previousLabel}
        className={ARROW}
      >
        <ChevronLeft className="size-5" aria-hidden="true" />
      </button>
      <div className={cn('flex items-center gap-0.5', wrapDots && 'flex-wrap justify-center')}>
        {Array.from({ length: count }, (_, i) => (
          <button
            key={i}
            type="button"
            onClick={() => onGo(i)}
            aria-label={dotLabel(i)}
            aria-current={i === current ? 'true' : undefined}
            className="group inline-flex size-6 items-center justify-center rounded-full"
          >
            <span
              className={cn(
                'block h-2 rounded-full transition-all duration-200',
                i === current ? 'w-5 bg-brand-500' : 'w-2 bg-ink-300 group-hover:bg-ink-600',
              )}
            />
          </button>
        ))}
      </div>
      <button
        type="button"
        onClick={() => onGo(current + 1)}
        disabled={nextDisabled}
        aria-label={nextLabel}
        className={ARROW}
      >
        <ChevronRight className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}
