import type { ErrorCode } from '@cena/contracts';

/** The codes a render can fail with: the video-provider port's own (see VideoProvider.render). */
export type EngineErrorCode = Extract<ErrorCode, 'provider_rejected' | 'provider_failed'>;

/**
 * A render's expected failure, with the stable error code of libs/contracts it stands for:
 * 'provider_rejected' (the input is refused, retrying cannot help) or 'provider_failed'
 * (retryable). The server's adapter turns it into its DomainError with the same code.
 */
export class EngineError extends Error {
  constructor(
    readonly code: EngineErrorCode,
    readonly retryable = false,
  ) {
    super(code);
    this.name = 'EngineError';
  }
}
