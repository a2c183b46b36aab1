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
  /** Alerts (scheduled check, last hour): failed renders over this share of ended ones… */
  'alerts.failureRatePercent': 20,
  /** …once at least this many renders ended in the hour. */
  'alerts.failureRateMinSample': 10,
  /** Queue backlog: more waiting render jobs than this… */
  'alerts.queueWaitingMax': 50,
  /** …or the oldest waiting job older than this. */
  'alerts.queueOldestWaitingMinutes': 15,
  /** Webhook events that failed to apply in the last hour (at least this many). */
  'alerts.webhookFailuresMin': 1,
  /** Renders failed as provider_failed / provider_rejected in the last hour (at least this many). */
  'alerts.providerErrorsMin': 5,
  /** Payments failed in the last hour (at least this many). */
  'alerts.paymentFailuresMin': 3,
};

export type Settings = typeof DEFAULT_SETTINGS;
export type SettingKey = keyof Settings;
