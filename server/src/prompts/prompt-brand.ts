import { BRAND_KIT_TEXT_FIELDS, type BrandKitInput } from '@cena/contracts';

import type { PromptBrand } from './engines/prompt-engine';

/** The kit's filled text fields, as the prompt assistant knows them; undefined when none is. */
export function promptBrandOf(kit: BrandKitInput): PromptBrand | undefined {
  const brand: PromptBrand = {};
  for (const field of BRAND_KIT_TEXT_FIELDS) {
    const value = kit[field]?.trim();
    if (value) brand[field] = value;
  }
  return Object.keys(brand).length > 0 ? brand : undefined;
}
