import type { INestApplicationContext } from '@nestjs/common';
import type {
  RenderRequest,
  RenderResult,
  VideoProvider,
} from '../../src/generation/providers/video-provider';
import { VideoProviderRegistry } from '../../src/generation/providers/video-provider.registry';

interface Hold {
  /** Resolves when the held render has started (with its request). */
  started: Promise<RenderRequest>;
  /** Lets the render go on: it finishes normally, or throws `error`. */
  release(error?: Error): void;
}

interface Gate {
  markStarted: (request: RenderRequest) => void;
  opened: Promise<Error | undefined>;
  release: (error?: Error) => void;
  beforeRendering: boolean;
}

export interface ProviderGate {
  /**
   * Holds the next render whose prompt is exactly `prompt`: the real provider renders it, then it
   * waits for release() before its result (or the given error) reaches the worker. With
   * `beforeRendering` it waits before the provider starts (the row then stays as it is).
   */
  hold(prompt: string, options?: { beforeRendering?: boolean }): Hold;
  /** Lets every held render go on (for afterAll, so a failed test does not hang the worker). */
  releaseAll(): void;
}

/**
 * Puts the worker's real video provider behind gates, so a test can act (reconcile, delete,
 * fail) while a render is known to be in flight. Renders nobody holds pass straight through.
 */
export async function gateProvider(worker: INestApplicationContext): Promise<ProviderGate> {
  const registry = worker.get(VideoProviderRegistry);
  const real = await registry.current();
  const gates = new Map<string, Gate>();
  const held = new Set<Gate>();
  const gated: VideoProvider = {
    name: real.name,
    async render(request, onProgress): Promise<RenderResult> {
      const gate = gates.get(request.prompt);
      if (!gate) return real.render(request, onProgress);
      gates.delete(request.prompt);
      held.add(gate);
      gate.markStarted(request);
      try {
        const early = gate.beforeRendering ? await gate.opened : undefined;
        if (early) throw early;
        const result = await real.render(request, onProgress);
        const error = await gate.opened;
        if (error) throw error;
        return result;
      } finally {
        held.delete(gate);
      }
    },
  };
  jest.spyOn(registry, 'current').mockResolvedValue(gated);
  return {
    hold(prompt, options = {}) {
      let markStarted!: (request: RenderRequest) => void;
      let release!: (error?: Error) => void;
      const started = new Promise<RenderRequest>((resolve) => (markStarted = resolve));
      const opened = new Promise<Error | undefined>((resolve) => (release = resolve));
      gates.set(prompt, {
        markStarted,
        opened,
        release,
        beforeRendering: options.beforeRendering === true,
      });
      return { started, release };
    },
    releaseAll() {
      for (const gate of [...gates.values(), ...held]) gate.release();
    },
  };
}
