import type {
  AllowanceNumbersDto,
  CheckoutType,
  CreditPackageKey,
  Plan,
  ProductKey,
  SubscriptionProductKey,
} from '@cena/contracts';

/** A feature line of a plan card: a key under `billing.catalogue.features`, with its numbers. */
export interface FeatureLine {
  key: string;
  args?: Record<string, number>;
}

/**
 * A feature line's numbers as they apply now: the signup bonus, the daily limits and the videos a
 * number of credits pays for come from the numbers staff set (`allowance`), whatever the line
 * stored; `monthlyCredits` is the offer's own. `count` is the number of videos the line states,
 * which picks its plural form (`zero`/`one`/`other` in `billing.catalogue.features`). Other lines
 * keep their stored numbers.
 */
export function featureArgs(
  line: FeatureLine,
  allowance: AllowanceNumbersDto,
  monthlyCredits = 0,
): Record<string, number> | undefined {
  const videos = (credits: number) =>
    allowance.videoCost > 0 ? Math.floor(credits / allowance.videoCost) : 0;
  switch (line.key) {
    case 'signup_bonus': {
      const count = videos(allowance.signupBonus);
      return { credits: allowance.signupBonus, videos: count, count };
    }
    case 'daily_limit':
      return { videos: allowance.basicDailyVideos, count: allowance.basicDailyVideos };
    case 'unlimited_fair_use':
      return { videos: allowance.businessDailyVideos, count: allowance.businessDailyVideos };
    case 'monthly_credits': {
      const count = videos(monthlyCredits);
      return { credits: monthlyCredits, videos: count, count };
    }
    default:
      return line.args;
  }
}

export interface FreePlanOffer {
  plan: 'basic';
  priceCents: 0;
  features: FeatureLine[];
}

export interface SubscriptionOffer {
  kind: 'subscription';
  productKey: SubscriptionProductKey;
  plan: Exclude<Plan, 'basic'>;
  priceCents: number;
  /** Granted once per paid invoice. */
  monthlyCredits: number;
  features: FeatureLine[];
}

export interface CreditPackageOffer {
  kind: 'credits';
  productKey: CreditPackageKey;
  credits: number;
  priceCents: number;
}

export type Product = SubscriptionOffer | CreditPackageOffer;

/** What Cena sells; a `billing.catalogue` settings row replaces it whole (back office). */
export interface BillingCatalogue {
  free: FreePlanOffer;
  subscriptions: SubscriptionOffer[];
  packages: CreditPackageOffer[];
}

const PRO_FEATURES: FeatureLine[] = [
  // Its numbers are the offer's credits over the video cost staff set (featureArgs).
  { key: 'monthly_credits' },
  { key: 'resolution_720p' },
  { key: 'no_daily_limit' },
  { key: 'no_watermark' },
  { key: 'top_priority' },
  { key: 'image_upload' },
  { key: 'priority_support' },
];

export const DEFAULT_BILLING_CATALOGUE: BillingCatalogue = {
  free: {
    plan: 'basic',
    priceCents: 0,
    features: [
      { key: 'signup_bonus' },
      { key: 'daily_limit' },
      { key: 'watermark' },
      { key: 'low_priority' },
      { key: 'max_duration', args: { seconds: 8 } },
      { key: 'resolution_720p' },
    ],
  },
  subscriptions: [
    {
      kind: 'subscription',
      productKey: 'pro_monthly',
      plan: 'pro',
      priceCents: 2900,
      monthlyCredits: 100,
      features: PRO_FEATURES,
    },
    {
      kind: 'subscription',
      productKey: 'business_monthly',
      plan: 'business',
      priceCents: 9900,
      // Business videos cost no credits (fair-use cap instead), so its invoices grant none.
      monthlyCredits: 0,
      features: [
        { key: 'everything_in_pro' },
        { key: 'unlimited_fair_use' },
        ...PRO_FEATURES.filter((f) => f.key !== 'monthly_credits'),
      ],
    },
  ],
  packages: [
    { kind: 'credits', productKey: 'credits_100', credits: 100, priceCents: 1990 },
    { kind: 'credits', productKey: 'credits_300', credits: 300, priceCents: 4990 },
  ],
};

/** The product a checkout asks for; undefined when the type and key do not match the catalogue. */
export function findProduct(
  catalogue: BillingCatalogue,
  type: CheckoutType,
  productKey: ProductKey | string,
): Product | undefined {
  const list: Product[] = type === 'subscription' ? catalogue.subscriptions : catalogue.packages;
  return list.find((p) => p.productKey === productKey);
}

export function productByKey(
  catalogue: BillingCatalogue,
  productKey: string | null | undefined,
): Product | undefined {
  if (!productKey) return undefined;
  return (
    findProduct(catalogue, 'subscription', productKey) ??
    findProduct(catalogue, 'credits', productKey)
  );
}
