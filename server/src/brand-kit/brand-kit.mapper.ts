import type { BrandKit } from '@cena/contracts';
import type { BrandKitEntity } from './brand-kit.entity';

/** What an account that never saved a kit reads. */
export const EMPTY_BRAND_KIT: BrandKit = {
  businessName: null,
  whatsapp: null,
  phone: null,
  instagram: null,
  address: null,
  hours: null,
  website: null,
  colors: [],
  logo: null,
  updatedAt: null,
};

/** The kit as the API answers it; `logoUrl` is the logo's signed media URL (null: no logo). */
export function toBrandKitDto(kit: BrandKitEntity | null, logoUrl: string | null): BrandKit {
  if (!kit) return { ...EMPTY_BRAND_KIT, colors: [] };
  const hasLogo = kit.logoKey !== null && kit.logoMimeType !== null && logoUrl !== null;
  return {
    businessName: kit.businessName,
    whatsapp: kit.whatsapp,
    phone: kit.phone,
    instagram: kit.instagram,
    address: kit.address,
    hours: kit.hours,
    website: kit.website,
    colors: [...kit.colors],
    logo: hasLogo
      ? {
          url: logoUrl,
          mimeType: kit.logoMimeType!,
          width: kit.logoWidth ?? 0,
          height: kit.logoHeight ?? 0,
          suggestedColors: [...kit.logoSuggestedColors],
        }
      : null,
    updatedAt: kit.updatedAt.toISOString(),
  };
}
