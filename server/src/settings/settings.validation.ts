import {
  CREDIT_PACKAGE_KEYS,
  GALLERY_MODERATION,
  SETTING_BOUNDS,
  SUBSCRIPTION_PRODUCT_KEYS,
} from '@cena/contracts';
import type { BillingCatalogue, FeatureLine, SubscriptionOffer } from '../billing/catalogue';
import { DomainError } from '../common/domain-error';
import { DEFAULT_SETTINGS, type SettingKey, type Settings } from './settings.defaults';

/** What a setting's validity depends on beyond its own value. */
export interface SettingsContext {
  /** A Gemini API key is configured, so 'veo' can actually render. */
  veoConfigured: boolean;
}

const VEO_MODEL = /^[a-z0-9][a-z0-9._-]{0,99}$/;
const FEATURE_KEY = /^[a-z0-9_]{1,60}$/;

function refuse(field: string): never {
  throw new DomainError('validation_failed', { fields: [field], args: { fields: field } });
}

export function isSettingKey(key: string): key is SettingKey {
  return Object.prototype.hasOwnProperty.call(DEFAULT_SETTINGS, key);
}

function integer(value: unknown, field: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max) {
    refuse(field);
  }
  return value;
}

function oneOf<T extends string>(value: unknown, field: string, allowed: readonly T[]): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) refuse(field);
  return value as T;
}

function record(value: unknown, field: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) refuse(field);
  return value as Record<string, unknown>;
}

function list(value: unknown, field: string): unknown[] {
  if (!Array.isArray(value)) refuse(field);
  return value;
}

function features(value: unknown, field: string): FeatureLine[] {
  return list(value, field).map((raw, i) => {
    const line = record(raw, `${field}.${i}`);
    const key = line.key;
    if (typeof key !== 'string' || !FEATURE_KEY.test(key)) refuse(`${field}.${i}.key`);
    if (line.args === undefined) return { key };
    const args = record(line.args, `${field}.${i}.args`);
    const checked: Record<string, number> = {};
    for (const [name, n] of Object.entries(args)) {
      if (!FEATURE_KEY.test(name)) refuse(`${field}.${i}.args`);
      checked[name] = integer(
        n,
        `${field}.${i}.args.${name}`,
        0,
        SETTING_BOUNDS.catalogueCreditsMax,
      );
    }
    return { key, args: checked };
  });
}

/**
 * The catalogue is replaced whole, but it must keep selling exactly the products the code and the
 * client know (every subscription and package key once), each at a sane price.
 */
function catalogue(value: unknown, field: string): BillingCatalogue {
  const root = record(value, field);
  const free = record(root.free, `${field}.free`);
  if (free.plan !== 'basic') refuse(`${field}.free.plan`);
  if (free.priceCents !== 0) refuse(`${field}.free.priceCents`);

  const subscriptionsField = `${field}.subscriptions`;
  const subscriptions = list(root.subscriptions, subscriptionsField).map((raw, i) => {
    const at = `${subscriptionsField}.${i}`;
    const s = record(raw, at);
    const productKey = oneOf(s.productKey, `${at}.productKey`, SUBSCRIPTION_PRODUCT_KEYS);
    const plan: SubscriptionOffer['plan'] = productKey === 'pro_monthly' ? 'pro' : 'business';
    if (s.plan !== plan) refuse(`${at}.plan`);
    return {
      kind: 'subscription' as const,
      productKey,
      plan,
      priceCents: integer(
        s.priceCents,
        `${at}.priceCents`,
        1,
        SETTING_BOUNDS.catalogueAmountCentsMax,
      ),
      monthlyCredits: integer(
        s.monthlyCredits,
        `${at}.monthlyCredits`,
        0,
        SETTING_BOUNDS.catalogueCreditsMax,
      ),
      features: features(s.features ?? [], `${at}.features`),
    };
  });
  const packagesField = `${field}.packages`;
  const packages = list(root.packages, packagesField).map((raw, i) => {
    const at = `${packagesField}.${i}`;
    const p = record(raw, at);
    return {
      kind: 'credits' as const,
      productKey: oneOf(p.productKey, `${at}.productKey`, CREDIT_PACKAGE_KEYS),
      credits: integer(p.credits, `${at}.credits`, 1, SETTING_BOUNDS.catalogueCreditsMax),
      priceCents: integer(
        p.priceCents,
        `${at}.priceCents`,
        1,
        SETTING_BOUNDS.catalogueAmountCentsMax,
      ),
    };
  });
  const sameKeys = (keys: string[], expected: readonly string[]) =>
    keys.length === expected.length && expected.every((k) => keys.includes(k));
  if (!sameKeys(subscriptions.map((s) => s.productKey) as string[], SUBSCRIPTION_PRODUCT_KEYS)) {
    refuse(subscriptionsField);
  }
  if (!sameKeys(packages.map((p) => p.productKey) as string[], CREDIT_PACKAGE_KEYS)) {
    refuse(packagesField);
  }
  return {
    free: {
      plan: 'basic',
      priceCents: 0,
      features: features(free.features ?? [], `${field}.free.features`),
    },
    subscriptions,
    packages,
  };
}

/**
 * Checks a back-office value for `key` and returns it as it will be stored (unknown properties of
 * the catalogue dropped). Out of range → `validation_failed` naming the field: the key itself, or
 * the path inside the catalogue (`billing.catalogue.packages.0.priceCents`).
 */
export function validateSetting<K extends SettingKey>(
  key: K,
  value: unknown,
  context: SettingsContext,
): Settings[K] {
  const name: SettingKey = key;
  const checked = ((): unknown => {
    switch (name) {
      case 'credits.signupBonus':
        return integer(value, key, 0, SETTING_BOUNDS.signupBonusMax);
      case 'credits.videoCost':
      case 'credits.imageExpansionCost':
        return integer(value, key, 0, SETTING_BOUNDS.creditCostMax);
      case 'limits.basicDailyVideos':
      case 'limits.businessDailyVideos':
        return integer(value, key, 0, SETTING_BOUNDS.dailyLimitMax);
      case 'retention.basicDays':
        return integer(
          value,
          key,
          SETTING_BOUNDS.retentionDaysMin,
          SETTING_BOUNDS.retentionDaysMax,
        );
      case 'generation.processingDeadlineMinutes':
        return integer(value, key, 1, SETTING_BOUNDS.processingDeadlineMinutesMax);
      case 'providers.video': {
        const provider = oneOf(value, key, ['local', 'veo'] as const);
        if (provider === 'veo' && !context.veoConfigured) refuse(key);
        return provider;
      }
      case 'providers.veoModel':
        if (typeof value !== 'string' || !VEO_MODEL.test(value)) refuse(key);
        return value;
      case 'gallery.moderation':
        return oneOf(value, key, GALLERY_MODERATION);
      case 'billing.catalogue':
        return catalogue(value, key);
      case 'alerts.failureRatePercent':
        return integer(value, key, 1, 100);
      case 'alerts.queueOldestWaitingMinutes':
        return integer(value, key, 1, SETTING_BOUNDS.processingDeadlineMinutesMax);
      case 'alerts.failureRateMinSample':
      case 'alerts.queueWaitingMax':
      case 'alerts.webhookFailuresMin':
      case 'alerts.providerErrorsMin':
      case 'alerts.paymentFailuresMin':
        return integer(value, key, 1, SETTING_BOUNDS.alertCountMax);
      default: {
        // A new key must get its own rule here before the back office can change it.
        const unhandled: never = name;
        return refuse(unhandled);
      }
    }
  })();
  return checked as Settings[K];
}
