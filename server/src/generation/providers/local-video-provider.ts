import { EngineError, LocalEngine, type LocalEngineOptions } from '@cena/engine';
import { DomainError } from '../../common/domain-error';
import type { ProgressFn, RenderRequest, RenderResult, VideoProvider } from './video-provider';

/**
 * The video-provider port over Cena's own render engine (@cena/engine): the engine's failures
 * become the DomainError of the same stable code, so the worker records them as it does Veo's.
 */
export class LocalVideoProvider implements VideoProvider {
  readonly name = 'local' as const;
  private readonly engine: LocalEngine;

  constructor(options: LocalEngineOptions = {}) {
    this.engine = new LocalEngine(options);
  }

  async render(request: RenderRequest, onProgress: ProgressFn): Promise<RenderResult> {
    try {
      return await this.engine.render(request, onProgress);
    } catch (error) {
      throw error instanceof EngineError ? toDomainError(error) : error;
    }
  }
}

/** The engine's error as the server's, code, retryability, message and cause kept. */
export function toDomainError(error: EngineError): DomainError {
  const domain = new DomainError(error.code, error.retryable ? { retryable: true } : {});
  domain.message = error.message;
  domain.cause = error.cause;
  return domain;
}
