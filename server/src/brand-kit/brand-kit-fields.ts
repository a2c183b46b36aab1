import {
  BRAND_KIT_LIMITS,
  BRAND_KIT_TEXT_FIELDS,
  type BrandKitField,
  type BrandKitInput,
  type BrandKitTextField,
  type ErrorCode,
  HEX_COLOR_PATTERN,
} from '@cena/contracts';

/** Why a kit field is refused: the code names the rule, the field is the one it broke. */
export interface BrandKitFieldError {
  code: Extract<
    ErrorCode,
    'invalid_phone' | 'invalid_instagram' | 'invalid_website' | 'invalid_color' | 'field_too_long'
  >;
  field: BrandKitField;
  /** The field's limit, for field_too_long's message. */
  max?: number;
}

export type BrandKitFieldsResult =
  { ok: true; value: BrandKitInput } | { ok: false; error: BrandKitFieldError };

/** Every Brazilian area code (DDD) Anatel assigns. */
const AREA_CODES: ReadonlySet<string> = new Set(
  [
    11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43,
    44, 45, 46, 47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77,
    79, 81, 82, 83, 84, 85, 86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
  ].map(String),
);

/** Digits and the punctuation people write phone numbers with; a letter is never part of one. */
const PHONE_CHARACTERS = /^[\d\s().\-/+]+$/;
const COUNTRY_CODE = '55';

/**
 * A Brazilian number with its area code as '(11) 91234-5678' (mobile: nine digits starting with
 * 9) or '(11) 3456-7890' (landline: eight digits starting with 2–5); null when it is not one.
 * Any punctuation is accepted, '+55' (or a bare 55 before the area code) too; a '+' with another
 * country code is not a Brazilian number.
 */
export function normaliseBrazilianPhone(text: string): string | null {
  if (!PHONE_CHARACTERS.test(text)) return null;
  const international = text.trimStart().startsWith('+');
  if (text.indexOf('+') !== text.lastIndexOf('+') || (text.includes('+') && !international)) {
    return null;
  }
  let digits = text.replace(/\D/g, '');
  if (international) {
    if (!digits.startsWith(COUNTRY_CODE)) return null;
    digits = digits.slice(COUNTRY_CODE.length);
  } else if (digits.length > 11 && digits.startsWith(COUNTRY_CODE)) {
    digits = digits.slice(COUNTRY_CODE.length);
  } else if (digits.length > 10 && digits.startsWith('0')) {
    // The long-distance prefix some still write: '(011) 3456-7890'.
    digits = digits.slice(1);
  }
  const areaCode = digits.slice(0, 2);
  const number = digits.slice(2);
  if (!AREA_CODES.has(areaCode)) return null;
  if (number.length === 9 && number.startsWith('9')) {
    return `(${areaCode}) ${number.slice(0, 5)}-${number.slice(5)}`;
  }
  if (number.length === 8 && /^[2-5]/.test(number)) {
    return `(${areaCode}) ${number.slice(0, 4)}-${number.slice(4)}`;
  }
  return null;
}

const INSTAGRAM_PREFIX = /^(?:https?:\/\/)?(?:www\.)?instagram\.com\//i;
const INSTAGRAM_HANDLE = /^[a-z0-9._]+$/;

/**
 * An Instagram username as '@handle' (lower case, as Instagram shows it), from '@handle',
 * 'handle' or a profile link; `too_long` past Instagram's 30 characters; null when Instagram
 * would refuse it (other characters, a leading or trailing dot, two dots in a row).
 */
export function normaliseInstagram(text: string): string | 'too_long' | null {
  let handle = text.trim().replace(INSTAGRAM_PREFIX, '');
  // A profile link may end in a slash or carry a query ('?igsh=…').
  handle = handle.replace(/[?#].*$/, '').replace(/\/$/, '');
  if (handle.startsWith('@')) handle = handle.slice(1);
  handle = handle.toLowerCase();
  if (!INSTAGRAM_HANDLE.test(handle)) return null;
  if (handle.startsWith('.') || handle.endsWith('.') || handle.includes('..')) return null;
  if (handle.length > BRAND_KIT_LIMITS.instagramMaxChars) return 'too_long';
  return `@${handle}`;
}

/** A host name: labels of letters, digits and hyphens, a dot between, a top-level domain of letters. */
const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/**
 * An http(s) address, or a bare host with a dot ('padaria.com.br', 'padaria.com.br/cardapio'),
 * as typed (a root path's trailing slash dropped); null for anything else (another scheme,
 * spaces, credentials, a host without a dot).
 */
export function normaliseWebsite(text: string): string | null {
  const trimmed = text.trim();
  if (/[\s<>"'`{}|\\^]/.test(trimmed)) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed);
  if (hasScheme && !/^https?:\/\//i.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(hasScheme ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  if (url.username || url.password || url.port) return null;
  if (!HOST_NAME.test(url.hostname)) return null;
  return trimmed.replace(/^([^/]*\/\/[^/]+|[^/]+)\/$/, '$1');
}

/** One line of text: controls and runs of whitespace (line breaks too) become one space. */
function oneLine(text: string): string {
  return text
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const TEXT_LIMITS: Partial<Record<BrandKitTextField, number>> = {
  businessName: BRAND_KIT_LIMITS.businessNameMaxChars,
  address: BRAND_KIT_LIMITS.addressMaxChars,
  hours: BRAND_KIT_LIMITS.hoursMaxChars,
  website: BRAND_KIT_LIMITS.websiteMaxChars,
};

/** The stored form of one text field, or why it is refused; null clears the field. */
function normaliseTextField(
  field: BrandKitTextField,
  raw: string | null,
): { value: string | null } | { error: BrandKitFieldError } {
  const text = raw === null ? '' : oneLine(raw);
  if (text === '') return { value: null };
  const max = TEXT_LIMITS[field];
  if (max !== undefined && text.length > max) {
    return { error: { code: 'field_too_long', field, max } };
  }
  switch (field) {
    case 'whatsapp':
    case 'phone': {
      const phone = normaliseBrazilianPhone(text);
      return phone ? { value: phone } : { error: { code: 'invalid_phone', field } };
    }
    case 'instagram': {
      const handle = normaliseInstagram(text);
      if (handle === 'too_long') {
        return {
          error: { code: 'field_too_long', field, max: BRAND_KIT_LIMITS.instagramMaxChars },
        };
      }
      return handle ? { value: handle } : { error: { code: 'invalid_instagram', field } };
    }
    case 'website': {
      const website = normaliseWebsite(text);
      return website ? { value: website } : { error: { code: 'invalid_website', field } };
    }
    default:
      return { value: text };
  }
}

/** '#rrggbb' colours, lower case, at most BRAND_KIT_LIMITS.maxColors and no two alike. */
function normaliseColors(colors: string[]): string[] | null {
  if (colors.length > BRAND_KIT_LIMITS.maxColors) return null;
  const normalised = colors.map((color) => color.trim().toLowerCase());
  if (!normalised.every((color) => HEX_COLOR_PATTERN.test(color))) return null;
  return new Set(normalised).size === normalised.length ? normalised : null;
}

/**
 * The kit's rules in one place: each text field trimmed to one line, '' cleared to null, phones
 * as '(11) 91234-5678', Instagram as '@handle', a website as an http(s) or bare address, every
 * length within BRAND_KIT_LIMITS, 0–2 distinct '#rrggbb' colours. The first field that breaks a
 * rule (in the screen's order, colours last) is the error; nothing is half-applied.
 */
export function normaliseBrandKitFields(input: BrandKitInput): BrandKitFieldsResult {
  const texts = {} as Record<BrandKitTextField, string | null>;
  for (const field of BRAND_KIT_TEXT_FIELDS) {
    const result = normaliseTextField(field, input[field]);
    if ('error' in result) return { ok: false, error: result.error };
    texts[field] = result.value;
  }
  const colors = normaliseColors(input.colors);
  if (!colors) return { ok: false, error: { code: 'invalid_color', field: 'colors' } };
  return { ok: true, value: { ...texts, colors } };
}
