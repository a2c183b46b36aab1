import type { ErrorCode } from '@cena/contracts';

/**
 * An expected failure with a stable code from libs/contracts. The global filter maps the code to
 * its HTTP status and a translated message; workers record the code on the video.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly details: {
      fields?: string[];
      args?: Record<string, unknown>;
      retryable?: boolean;
    } = {},
  ) {
    super(code);
    this.name = 'DomainError';
  }
}
