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
 * the page hydrates, it tells hydratePrerendered when its part is done. A lazy page's own boundary
 * (the router's lazyPage) is one too: hydrated after the shell, like any Suspense boundary, so
 * the fields on it stay held until it is.
 */
export function HydrationSlice({
  children,
  fallback = null,
}: {
  children: ReactNode;
  /** Shown while a lazy part loads (never during hydration: its HTML is there). */
  fallback?: ReactNode;
}) {
  const id = useId();
  sliceRendered(id);
  return (
    <Suspense fallback={fallback}>
      {children}
      <SliceHydrated id={id} />
    </Suspense>
  );
}
