import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../../components/cn';

const ARROW =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-ink-300 bg-surface text-ink-900 shadow-sm hover:bg-page disabled:cursor-not-allowed disabled:opacity-40';

/**
 * The most dots a carousel shows: seven 24 px targets and two arrows fit one line on a 320 px
 * phone. Past that, the dots are a window that follows the current slide.
 */
export const MAX_DOTS = 7;

/**
 * The slides whose dots are shown: all of them up to `MAX_DOTS`, else `MAX_DOTS` in a row with
 * the current one in the middle (at the ends, as close to it as the row allows).
 */
export function visibleDots(count: number, current: number): number[] {
  const shown = Math.min(count, MAX_DOTS);
  const first = Math.max(0, Math.min(current - Math.floor(shown / 2), count - shown));
  return Array.from({ length: shown }, (_, i) => first + i);
}

export interface CarouselControlsProps {
  /** How many slides: one dot each, `MAX_DOTS` of them at a time. */
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
  className?: string;
}

/**
 * Previous and next arrows around the dots, shared by the gallery's carousels. The dots stay on
 * one line however many slides there are: a window of `MAX_DOTS`, whose edge dots are smaller
 * while more slides lie beyond them.
 */
export function CarouselControls({
  count,
  current,
  onGo,
  previousLabel,
  nextLabel,
  dotLabel,
  previousDisabled = false,
  nextDisabled = false,
  className,
}: CarouselControlsProps) {
  const dots = visibleDots(count, current);
  const moreBefore = dots[0] > 0;
  const moreAfter = dots[dots.length - 1] < count - 1;
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
      <div data-testid="carousel-dots" className="flex shrink-0 items-center gap-0.5">
        {dots.map((i, position) => {
          const edge =
            (position === 0 && moreBefore) || (position === dots.length - 1 && moreAfter);
          return (
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
                  'block rounded-full transition-all duration-200',
                  i === current
                    ? 'h-2 w-5 bg-brand-500'
                    : cn('bg-ink-300 group-hover:bg-ink-600', edge ? 'size-1.5' : 'size-2'),
                )}
              />
            </button>
          );
        })}
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
