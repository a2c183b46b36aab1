/**
 * Stable machine codes of every error the API returns, with the HTTP status each maps to.
 * The message is translated from `errors.<code>` in libs/i18n.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  validation_failed: 400,
  prompt_required: 400,
  prompt_too_long: 400,
  /** The prompt still holds a template slot such as '[nome do restaurante]' (drawn as is). */
  prompt_placeholder: 400,
  image_required: 400,
  invalid_duration: 400,
  image_too_many_pixels: 400,
  invalid_text: 400,
  unknown_product: 400,
  invalid_signature: 400,
  /** An admin tried to remove their own admin role or disable themselves. */
  self_change_refused: 400,
  /** A credit adjustment would take the balance below zero (nothing written). */
  credits_below_zero: 400,
  /** Brand kit: a phone or WhatsApp that is not a Brazilian number with its area code. */
  invalid_phone: 400,
  /** Brand kit: an Instagram handle Instagram would not accept. */
  invalid_instagram: 400,
  /** Brand kit: a website that is not a plain http(s) address. */
  invalid_website: 400,
  /** Brand kit: a colour that is not #rrggbb, or more than two. */
  invalid_color: 400,
  /** Brand kit: a text longer than its field allows. */
  field_too_long: 400,
  /** Brand kit logo: more than 2 MB. */
  logo_too_large: 400,
  /** Brand kit logo: not a PNG, JPEG or WebP (an SVG included). */
  logo_not_an_image: 400,
  /** Brand kit logo: its header declares more pixels than a logo may have (a bomb). */
  logo_too_many_pixels: 400,
  /** Account deletion: the typed e-mail is not the account's (nothing changed). */
  confirm_email_mismatch: 400,
  unauthenticated: 401,
  insufficient_credits: 402,
  account_disabled: 403,
  forbidden: 403,
  upgrade_required: 403,
  not_found: 404,
  proposal_limit: 409,
  conflict: 409,
  /** Sharing: only a completed video that is not hidden, expired or deleted gets a public page. */
  video_not_shareable: 409,
  already_subscribed: 409,
  /** Data export: one is already being prepared for this account. */
  export_in_progress: 409,
  image_too_large: 413,
  payload_too_large: 413,
  not_an_image: 415,
  daily_limit_reached: 429,
  /** Business's fair-use cap of videos a day (a setting); not Basic's daily limit. */
  fair_use_limit_reached: 429,
  rate_limited: 429,
  internal_error: 500,
  provider_rejected: 502,
  provider_failed: 502,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** The one JSON shape of every error response. */
export interface ErrorBody {
  statusCode: number;
  code: ErrorCode;
  message: string;
  /** Field names for validation errors. */
  fields?: string[];
}
