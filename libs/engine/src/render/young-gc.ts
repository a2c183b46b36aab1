import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type GcFunction = (options?: { type?: 'major' | 'minor'; execution?: 'sync' | 'async' }) => void;

let resolved = false;
let gc: GcFunction | undefined;

/**
 * Frees the pixel copies of frames already sent (`canvas.data()` returns a fresh 3.6 MB native
 * buffer per 720p frame). V8 counts them only as external memory and lets about 80 MB of them
 * pile up before it collects, which is most of a render's memory, and the allocator then keeps
 * mapping fresh pages for each new copy. A young-generation collection after each frame costs
 * about 0.1 ms and holds the render process near 150 MB instead of 250 MB.
 *
 * V8's `gc` is exposed on demand (`--expose-gc` set at run time, the function taken from a new
 * context) so the worker needs no special flag; where that is refused this does nothing.
 */
export function collectYoungGarbage(): void {
  exposedGc()?.({ type: 'minor' });
}

/**
 * A full collection, once a render is over: its canvases (30–40 MB of native pixels that V8 sees
 * as a few small objects) are freed now rather than whenever V8 next runs out of JS heap, which
 * in a worker may take many renders.
 */
export function collectAllGarbage(): void {
  exposedGc()?.({ type: 'major' });
}

/**
 * A full collection whose native frees have run once this resolves: V8 hands the finalizers of
 * native objects (canvases, pixel copies) to a task after the collection, so their memory goes
 * back only after a turn of the event loop. Run before a render allocates its canvases, the last
 * render's are reused rather than piled on them (30–60 MB in a worker taking jobs back to back).
 */
export async function releaseGarbage(): Promise<void> {
  collectAllGarbage();
  await new Promise((resolve) => setImmediate(resolve));
}

function exposedGc(): GcFunction | undefined {
  if (!resolved) {
    resolved = true;
    gc = resolveGc();
  }
  return gc;
}

function resolveGc(): GcFunction | undefined {
  const existing = (globalThis as { gc?: unknown }).gc;
  if (typeof existing === 'function') return existing as GcFunction;
  try {
    setFlagsFromString('--expose-gc');
    const exposed: unknown = runInNewContext('gc');
    return typeof exposed === 'function' ? (exposed as GcFunction) : undefined;
  } catch {
    return undefined;
  }
}
