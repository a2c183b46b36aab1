/**
 * Options for the allocator inside @napi-rs/canvas (mimalloc), read when the addon loads: so set
 * by this module, which `canvas.ts` imports before the addon. A value set in the environment
 * wins.
 *
 * By default mimalloc hands freed memory back to the system 10 ms after a free. Every frame's
 * `canvas.data()` is a fresh 3.7 MB (16:9) to 4.7 MB (1:1) copy, freed about a frame later, so
 * its memory went back and was faulted in (and zeroed, in 2 MB transparent huge pages) again
 * frame after frame: in some renders, most of node's CPU and twice its usual total. Kept for a
 * second, it is reused by the next frame's copy, and still returned once a render is over.
 */
process.env.MIMALLOC_PURGE_DELAY ??= '1000';
