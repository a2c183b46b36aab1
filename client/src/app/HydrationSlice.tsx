import { type ReactNode, Suspense, useEffect, useId } from 'react';
import { sliceHydrated, sliceRendered } from './hydrate-prerendered';

function SliceHydrated({ id }: { id: string }) {
  useEffect(() => sliceHydrated(id), [id]);
  return null;
}

/**
 * A part of a prerendered page React hydrates in a pass of its own (a Suspense boundary is
 * hydrated after the shell, each in its own task), so hydrating the page is several short tasks
 * instead of one long one. Without prerendered HTML it renders its children as they are. While
 * the page hydrates, it tells hydratePrerendered when its part is done.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  const id = useId();
  sliceRendered(id);
  return (
    <Suspense fallback={null}>
      {children}
      <SliceHydrated id={id} />
    </Suspense>
  );
}
