import type { ErrorCode } from '@cena/contracts';

/** Why a request for a video is refused once its body is read: its prompt, duration or allowance. */
export const GENERATE_ERRORS = [
  'prompt_required',
  'prompt_too_long',
  'prompt_placeholder',
  'invalid_duration',
  'insufficient_credits',
  'daily_limit_reached',
  'fair_use_limit_reached',
  // GENERATE_RATE_LIMIT_PER_MINUTE, per account, JSON and multipart alike.
  'rate_limited',
] as const satisfies readonly ErrorCode[];
