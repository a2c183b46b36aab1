import * as SliderPrimitive from '@radix-ui/react-slider';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { cn } from './cn';

export interface SliderProps extends ComponentPropsWithoutRef<typeof SliderPrimitive.Root> {
  /** Accessible name of the thumb (the slider role lives on it). */
  thumbLabel: string;
  /** Spoken value, e.g. "8 segundos". */
  valueText?: string;
}

/** Radix slider with one thumb (arrow keys step, Home/End jump). */
export const Slider = forwardRef<HTMLSpanElement, SliderProps>(function Slider(
  { className, thumbLabel, valueText, ...rest },
  ref,
) {
  return (
    <SliderPrimitive.Root
      ref={ref}
      className={cn('relative flex h-6 w-full touch-none items-center select-none', className)}
      {...rest}
    >
      <SliderPrimitive.Track className="relative h-2 grow overflow-hidden rounded-full bg-ink-100">
        <SliderPrimitive.Range className="absolute h-full bg-brand-500" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-label={thumbLabel}
        aria-valuetext={valueText}
        className="block size-5 rounded-full border-2 border-brand-strong bg-white shadow transition-transform hover:scale-110"
      />
    </SliderPrimitive.Root>
  );
});
