import { CREDIT_COSTS, type GalleryModeration } from '@cena/contracts';
import { type BillingCatalogue, DEFAULT_BILLING_CATALOGUE } from '../billing/catalogue';

/**
 * Tunable product numbers; a row of the `settings` table overrides its key. The prices start
 * from the ones the client shows (libs/contracts).
 */
export const DEFAULT_SETTINGS = {
  'credits.signupBonus': 20,
  'credits.videoCost': CREDIT_COSTS.video as number,
  'credits.imageExpansionCost': CREDIT_COSTS.imageWithExpansion as number,
  'limits.basicDailyVideos': 5,
  /** Business's fair-use cap: videos a São Paulo day, at no credit cost. */
  'limits.businessDailyVideos': 100,
  'retention.basicDays': 30,
  'generation.processingDeadlineMinutes': 15,
  'providers.video': 'local' as 'local' | 'veo',
  'providers.veoModel': 'veo-3.0-fast-generate-001',
  /** 'auto': a completed public video joins the gallery at once; 'approval': after staff approve. */
  'gallery.moderation': 'auto' as GalleryModeration,
  'billing.catalogue': DEFAULT_BILLING_CATALOGUE as BillingCatalogue,
};

export type Settings = typeof DEFAULT_SETTINGS;
export type SettingKey = keyof Settings;
