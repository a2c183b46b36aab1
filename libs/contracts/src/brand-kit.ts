import type { AspectRatio } from './enums';
import type { AcceptedImageType } from './limits';

/**
 * The brand kit (one per account, `GET/PUT /api/brand-kit`, logo at `PUT/DELETE
 * /api/brand-kit/logo`): the business's name, contacts, colours and logo that every video uses.
 */
export const BRAND_KIT_LIMITS = {
  logoMaxBytes: 2 * 1024 * 1024,
  /** Longest side a logo may declare in its header (a decompression bomb is refused). */
  logoMaxSidePx: 4096,
  logoMaxPixels: 4096 * 4096,
  maxColors: 2,
  businessNameMaxChars: 60,
  addressMaxChars: 120,
  hoursMaxChars: 80,
  websiteMaxChars: 100,
  /** Instagram's own limit for a username. */
  instagramMaxChars: 30,
  /** Logo uploads per account per 10 minutes (each one is decoded and quantized). */
  logoUploadsPer10Min: 20,
  /** End-card previews per account per minute (each one is drawn); a screen debounces its own. */
  previewsPerMinute: 40,
  /** Staff's reason for removing a logo (audited, quoted in the e-mail to the customer). */
  removalReasonMinChars: 3,
  removalReasonMaxChars: 500,
} as const;

/** The kit's text fields, in the order the screen shows them. */
export const BRAND_KIT_TEXT_FIELDS = [
  'businessName',
  'whatsapp',
  'phone',
  'instagram',
  'address',
  'hours',
  'website',
] as const;
export type BrandKitTextField = (typeof BRAND_KIT_TEXT_FIELDS)[number];

/** Every field a brand-kit error may name (`ErrorBody.fields`). */
export type BrandKitField = BrandKitTextField | 'colors' | 'logo';

/** A colour as the kit stores it: `#rrggbb`, lower case. */
export const HEX_COLOR_PATTERN = /^#[0-9a-f]{6}$/;

/** What `PUT /api/brand-kit` takes: every text field (null or '' clears it) and 0–2 colours. */
export type BrandKitInput = Record<BrandKitTextField, string | null> & { colors: string[] };

export interface BrandKitLogo {
  /** A signed media URL, readable by its owner (and staff) only. */
  url: string;
  mimeType: AcceptedImageType;
  width: number;
  height: number;
  /** Colours extracted from the logo, most prominent first, for the customer to confirm. */
  suggestedColors: string[];
}

/** What `GET /api/brand-kit` answers (an empty kit before the first save). */
export interface BrandKit extends BrandKitInput {
  logo: BrandKitLogo | null;
  /** ISO time of the last change; null before the first save. */
  updatedAt: string | null;
}

/**
 * `POST /api/brand-kit/preview`: the end card as a PNG for a kit being edited (the same rules as
 * PUT, the saved logo), in one of the video shapes.
 */
export interface BrandKitPreviewRequest {
  aspectRatio: AspectRatio;
  kit: BrandKitInput;
}

/**
 * `DELETE /api/admin/users/:id/brand-kit/logo`: staff remove a logo that breaks the rules; the
 * reason is audited and told to the customer by e-mail.
 */
export interface BrandKitLogoRemovalRequest {
  reason: string;
}
