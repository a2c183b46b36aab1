import type { ProgressFn, RenderRequest, RenderResult } from '@cena/engine';

export type {
  BrandContactKind,
  ProgressFn,
  RenderBrand,
  RenderRequest,
  RenderResult,
} from '@cena/engine';

export interface VideoProvider {
  readonly name: 'local' | 'veo';
  /**
   * Renders the clip. Throws DomainError('provider_rejected') when the provider refuses the
   * content (not retryable) and DomainError('provider_failed', { retryable: true }) otherwise.
   */
  render(request: RenderRequest, onProgress: ProgressFn): Promise<RenderResult>;
}
