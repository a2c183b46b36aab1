import { type AcceptedImageType, BRAND_KIT_TEXT_FIELDS, type BrandKitInput } from '@cena/contracts';
import type { BrandContactKind, RenderBrand } from '../generation/providers/video-provider';

/** The kit's contacts, each under the kind the end card shows it as. */
const CONTACT_KINDS = BRAND_KIT_TEXT_FIELDS.filter(
  (field): field is BrandContactKind => field !== 'businessName',
);

/**
 * The kit as a render uses it: the business name, the contacts that are set, the colours and the
 * logo's bytes. Undefined when the kit holds nothing at all (a render then looks as it always did).
 */
export function toRenderBrand(
  kit: BrandKitInput,
  logo?: { bytes: Buffer; mimeType: AcceptedImageType },
): RenderBrand | undefined {
  const contacts: RenderBrand['contacts'] = {};
  for (const kind of CONTACT_KINDS) {
    const value = kit[kind];
    if (value) contacts[kind] = value;
  }
  const businessName = kit.businessName ?? undefined;
  const empty =
    !businessName && Object.keys(contacts).length === 0 && kit.colors.length === 0 && !logo;
  if (empty) return undefined;
  return {
    ...(businessName ? { businessName } : {}),
    contacts,
    colors: [...kit.colors],
    ...(logo ? { logo } : {}),
  };
}
