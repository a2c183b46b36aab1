import { ApiError, type GeneratedVideo, type GenerateVideosOperation } from '@google/genai';
import { DomainError } from '../../../common/domain-error';

/** Google RPC codes of an operation error that a new attempt may not meet again. */
const TRANSIENT_RPC_CODES = new Set([
  4, // DEADLINE_EXCEEDED
  8, // RESOURCE_EXHAUSTED
  10, // ABORTED
  13, // INTERNAL
  14, // UNAVAILABLE
]);

/** Veo refused the content: the same request fails the same way, so no retry. */
export function providerRejected(detail: string, cause?: unknown): DomainError {
  return describe(new DomainError('provider_rejected'), detail, cause);
}

/** Anything else (network, 5xx, timeouts, ffmpeg): another attempt may succeed. */
export function providerFailed(detail: string, cause?: unknown): DomainError {
  return describe(new DomainError('provider_failed', { retryable: true }), detail, cause);
}

function describe(error: DomainError, detail: string, cause: unknown): DomainError {
  error.message = `${error.code}: ${detail}`;
  if (cause !== undefined) error.cause = cause;
  return error;
}

/**
 * The one video of a finished operation, or the domain error it stands for: an operation error
 * (content refused, unless its code is a transient one), or a response without samples (the
 * safety filters blocked the output).
 */
export function generatedVideoOf(operation: GenerateVideosOperation): GeneratedVideo {
  if (operation.error) {
    const code = Number(operation.error.code);
    const detail = `operation error ${code}: ${String(operation.error.message ?? '')}`;
    throw TRANSIENT_RPC_CODES.has(code) ? providerFailed(detail) : providerRejected(detail);
  }
  const response = operation.response;
  const video = response?.generatedVideos?.find((sample) => sample.video);
  if (video) return video;
  if (response?.raiMediaFilteredCount || response?.raiMediaFilteredReasons?.length) {
    const reasons = response.raiMediaFilteredReasons?.join('; ') ?? '';
    throw providerRejected(
      `blocked by the safety filters (${response.raiMediaFilteredCount ?? 0}): ${reasons}`,
    );
  }
  throw providerRejected('the operation finished without a video');
}

/** Maps what the SDK, the network or ffmpeg threw to the provider's domain errors. */
export function toDomainError(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  if (error instanceof ApiError) {
    const detail = `HTTP ${error.status}: ${error.message}`;
    // 400 INVALID_ARGUMENT / FAILED_PRECONDITION: this request will never be accepted.
    return error.status === 400 ? providerRejected(detail, error) : providerFailed(detail, error);
  }
  return providerFailed(error instanceof Error ? error.message : String(error), error);
}
