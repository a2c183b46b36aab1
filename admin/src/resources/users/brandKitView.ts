import {
  BRAND_KIT_TEXT_FIELDS,
  type AcceptedImageType,
  type BrandKit,
  type BrandKitTextField,
} from '@cena/contracts';

export interface BrandKitRow {
  field: BrandKitTextField;
  /** The value as the customer saved it; null when they left it blank. */
  value: string | null;
}

/** The kit's text fields in the order the customer's screen shows them, blank ones as null. */
export function brandKitRows(kit: BrandKit): BrandKitRow[] {
  return BRAND_KIT_TEXT_FIELDS.map((field) => {
    const value = kit[field]?.trim();
    return { field, value: value ? value : null };
  });
}

/** Nothing saved: no text, no colour, no logo. */
export function isEmptyBrandKit(kit: BrandKit): boolean {
  return (
    kit.logo === null &&
    kit.colors.length === 0 &&
    brandKitRows(kit).every((row) => row.value === null)
  );
}

const IMAGE_TYPE_NAMES: Record<AcceptedImageType, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
};

/** 'image/png' → 'PNG'; an unknown type as it came. */
export function imageTypeName(mimeType: string): string {
  return IMAGE_TYPE_NAMES[mimeType as AcceptedImageType] ?? mimeType;
}

/**
 * A logo as the audit log records it (`{ key, mimeType, width, height }`), read as
 * 'PNG · 512 × 256 px'; null for anything else.
 */
export function logoSummary(value: unknown): string | null {
  if (value === null || typeof value !== 'object') return null;
  const { mimeType, width, height } = value as Record<string, unknown>;
  if (typeof mimeType !== 'string' || typeof width !== 'number' || typeof height !== 'number') {
    return null;
  }
  return `${imageTypeName(mimeType)} · ${width} × ${height} px`;
}
