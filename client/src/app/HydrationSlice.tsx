import { type ReactNode, Suspense } from 'react';

/**
 * A part of a prerendered page React hydrates in a pass of its own (a Suspense boundary is
 * hydrated after the shell, each in its own task), so hydrating the page is several short tasks
 * instead of one long one. Without prerendered HTML it renders its children as they are.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
