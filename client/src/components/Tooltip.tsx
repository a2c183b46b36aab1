import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { createContext, type ReactNode, useContext } from 'react';

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

const InsideProvider = createContext(false);

/**
 * The spec's tooltip timing (700 ms delay, 300 ms skip between neighbours). Wrap a region with
 * several tooltips in it so the skip delay spans them; a lone `Tooltip` brings its own. It is
 * not mounted at the root on purpose: Radix's tooltip pulls in floating-ui (~11 KB gzip), which
 * the landing does not use.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider
      delayDuration={TOOLTIP_DELAY_MS}
      skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
    >
      <InsideProvider.Provider value={true}>{children}</InsideProvider.Provider>
    </TooltipPrimitive.Provider>
  );
}

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element; it keeps its own accessible name. */
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  const inside = useContext(InsideProvider);
  const tooltip = (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          side={side}
          sideOffset={6}
          className="z-[60] max-w-xs rounded-md bg-ink-900 px-3 py-1.5 text-sm text-white shadow-soft data-[state=delayed-open]:animate-fade-in"
        >
          {content}
          <TooltipPrimitive.Arrow className="fill-ink-900" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
  return inside ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
