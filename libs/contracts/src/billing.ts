import type { Plan } from './enums';

/** What a checkout sells: a monthly plan or a one-off credit package. */
export const CHECKOUT_TYPES = ['subscription', 'credits'] as const;
export type CheckoutType = (typeof CHECKOUT_TYPES)[number];

export const SUBSCRIPTION_PRODUCT_KEYS = ['pro_monthly', 'business_monthly'] as const;
export type SubscriptionProductKey = (typeof SUBSCRIPTION_PRODUCT_KEYS)[number];

export const CREDIT_PACKAGE_KEYS = ['credits_100', 'credits_300'] as const;
export type CreditPackageKey = (typeof CREDIT_PACKAGE_KEYS)[number];

export const PRODUCT_KEYS = [...SUBSCRIPTION_PRODUCT_KEYS, ...CREDIT_PACKAGE_KEYS] as const;
export type ProductKey = (typeof PRODUCT_KEYS)[number];

/** Cena's business day and the times it shows customers (Brazil's main time zone). */
export const BUSINESS_TIME_ZONE = 'America/Sao_Paulo';

export const BILLING = {
  currency: 'brl',
  /** A Pix code of a one-time checkout stops being payable after this. */
  pixExpirySeconds: 30 * 60,
  /** A webhook signed longer ago than this is refused (replay protection). */
  webhookToleranceSeconds: 5 * 60,
} as const;

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface PlanOfferDto {
  plan: Plan;
  /** Null for the free plan: it is not sold. */
  productKey: SubscriptionProductKey | null;
  name: string;
  description: string;
  priceCents: number;
  /** The price in the request's language, e.g. 'R$ 29,00'. */
  price: string;
  /** '/mês', '/month' … empty for the free plan. */
  interval: string;
  monthlyCredits: number;
  features: string[];
}

export interface CreditPackageDto {
  productKey: CreditPackageKey;
  name: string;
  credits: number;
  priceCents: number;
  price: string;
}

/**
 * The numbers staff set in the back office (settings), as they apply now: every screen that
 * states a cost, the signup bonus or a daily limit reads them here, never from a constant.
 */
export interface AllowanceNumbersDto {
  /** Credits a video costs. */
  videoCost: number;
  /** Credits an image video with magic expansion costs. */
  imageExpansionCost: number;
  /** Credits a new account starts with. */
  signupBonus: number;
  /** Videos a Basic account may make a São Paulo day. */
  basicDailyVideos: number;
  /** Business's fair use: free videos a São Paulo day. */
  businessDailyVideos: number;
}

export interface PlansResponse {
  currency: 'BRL';
  plans: PlanOfferDto[];
  packages: CreditPackageDto[];
  allowance: AllowanceNumbersDto;
}

export interface CreateCheckoutRequest {
  type: CheckoutType;
  productKey: ProductKey;
}

export interface CreateCheckoutResponse {
  checkoutUrl: string;
}

export interface PaymentDto {
  id: string;
  createdAt: string;
  kind: CheckoutType;
  productKey: string;
  amountCents: number;
  amount: string;
  credits: number;
  status: PaymentStatus;
  receiptUrl: string | null;
}

export interface BillingOverviewDto {
  provider: 'sandbox' | 'stripe';
  plan: Plan;
  creditBalance: number;
  subscription: {
    productKey: string | null;
    status: string;
    renewsAt: string | null;
    cancelAtPeriodEnd: boolean;
  } | null;
  payments: PaymentDto[];
}

export interface PortalResponse {
  url: string;
}

/** What /obrigado shows about a checkout of the signed-in user. */
export interface CheckoutStatusDto {
  sessionId: string;
  kind: CheckoutType;
  productKey: string;
  credits: number;
  /** True once the purchase has been applied (credits granted or plan changed). */
  fulfilled: boolean;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: PaymentStatus | null;
  plan: Plan;
  creditBalance: number;
}
