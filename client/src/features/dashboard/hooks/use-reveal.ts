import { type RefObject, useEffect } from 'react';

/**
 * Brings a panel that just replaced another into view (on a phone the assistant, progress or
 * result would otherwise appear above the fold while the user looks at the quick actions).
 */
export function useRevealOnMount(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const { top, bottom } = element.getBoundingClientRect();
    if (top >= 0 && bottom <= window.innerHeight) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
  }, [ref]);
}
