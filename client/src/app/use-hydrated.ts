import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the build's prerender (client/src/prerender.tsx) and while the browser hydrates that
 * HTML, true from the render after (and from the first render when nothing was prerendered).
 * What depends on the browser or on fetched data waits for it, so hydration finds the markup
 * the prerender wrote.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
