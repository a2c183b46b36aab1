import type { BrandKitTextField } from '@cena/contracts';

import { collapseWhitespace, fold } from '@cena/engine';
import type { PromptBrand } from '../prompt-engine';

/**
 * The kit's fields that tell people how to reach the business: the end card shows them, so a kit
 * holding any of them has already answered "what should people do after the video?".
 */
export const BRAND_REACH_FIELDS: readonly BrandKitTextField[] = [
  'whatsapp',
  'phone',
  'instagram',
  'website',
  'address',
];

/** The kit's business name, trimmed, when it has one. */
export function brandName(brand: PromptBrand | undefined): string | undefined {
  const name = collapseWhitespace(brand?.businessName ?? '');
  return name === '' ? undefined : name;
}

/** Whether the kit says how to reach the business. */
export function brandReaches(brand: PromptBrand | undefined): boolean {
  return BRAND_REACH_FIELDS.some((field) => collapseWhitespace(brand?.[field] ?? '') !== '');
}

/** Whether `text` already holds `name`, accents, case and spacing aside. */
export function mentionsName(text: string, name: string): boolean {
  return fold(collapseWhitespace(text)).includes(fold(collapseWhitespace(name)));
}

/**
 * The customer's prompt, with the kit's business name in front when the prompt does not name the
 * business yet ('Padaria Pão Dourado: promoção de sonho…'): every proposal made from it then
 * names the business, as the kit says it.
 */
export function withBusinessName(prompt: string, brand: PromptBrand | undefined): string {
  const name = brandName(brand);
  if (name === undefined || mentionsName(prompt, name)) return prompt;
  return `${name}: ${prompt}`;
}
