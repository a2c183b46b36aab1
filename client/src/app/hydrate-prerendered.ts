import { createElement, Fragment, type ReactNode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';

/**
 * Prerendered parts (HydrationSlice) the shell rendered whose own hydration has not committed
 * yet, while a page hydrates; `done` runs once the shell and every one of them have.
 */
const pendingSlices = new Set<string>();
/** Slices whose part has committed: a page re-rendered after that (useHydrated) re-renders them. */
const hydratedSlices = new Set<string>();
let shellHydrated = false;
let done: (() => void) | null = null;

function settle(): void {
  if (!done || !shellHydrated || pendingSlices.size > 0) return;
  const run = done;
  done = null;
  run();
}

/** A HydrationSlice rendered while the page hydrates: its part is still to be hydrated. */
export function sliceRendered(id: string): void {
  if (done && !hydratedSlices.has(id)) pendingSlices.add(id);
}

/** A HydrationSlice's part has committed (its effects run). */
export function sliceHydrated(id: string): void {
  pendingSlices.delete(id);
  if (done) hydratedSlices.add(id);
  settle();
}

function ShellHydrated(): null {
  useEffect(() => {
    shellHydrated = true;
    settle();
  }, []);
  return null;
}

/**
 * Hydrates `container` with `tree` (in a transition, so hydration yields every few milliseconds)
 * and calls `onHydrated` from an effect once all of it is hydrated: the shell and each slice.
 */
export function hydratePrerendered(
  container: HTMLElement,
  tree: ReactNode,
  onHydrated: () => void,
): void {
  pendingSlices.clear();
  hydratedSlices.clear();
  shellHydrated = false;
  done = onHydrated;
  startTransition(
    () =>
      void hydrateRoot(
        container,
        createElement(Fragment, null, tree, createElement(ShellHydrated)),
      ),
  );
}
