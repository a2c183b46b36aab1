import { LIMITS } from '@cena/contracts';

/**
 * Size caps that only keep absurd bodies out (400 validation_failed). The product's own limits
 * (a prompt of at most LIMITS.promptMaxChars after trimming) are domain rules checked by the
 * service, so they answer with their own codes.
 */
export const REQUEST_CAPS = {
  promptMaxChars: LIMITS.requestTextMaxChars,
  previousSuggestionsMax: 10,
  suggestionMaxChars: 1_000,
} as const;
