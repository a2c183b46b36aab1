import {
  type AllowanceNumbersDto,
  type BillingOverviewDto,
  CHECKOUT_TYPES,
  type CheckoutStatusDto,
  type CheckoutType,
  CREDIT_PACKAGE_KEYS,
  type CreateCheckoutResponse,
  type CreditPackageDto,
  type CreditPackageKey,
  PAYMENT_STATUSES,
  type PaymentDto,
  type PaymentStatus,
  PLANS,
  type Plan,
  type PlanOfferDto,
  type PlansResponse,
  type PortalResponse,
  SUBSCRIPTION_PRODUCT_KEYS,
  type SubscriptionProductKey,
} from '@cena/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { nullableEnum } from '../../common/schema-options';

export class PlanOfferModel implements PlanOfferDto {
  @ApiProperty({ enum: PLANS, enumName: 'Plan' })
  plan: Plan;

  @ApiProperty({
    ...nullableEnum(SUBSCRIPTION_PRODUCT_KEYS),
    description: 'Null for the free plan.',
  })
  productKey: SubscriptionProductKey | null;

  @ApiProperty()
  name: string;

  @ApiProperty()
  description: string;

  @ApiProperty({ type: 'integer' })
  priceCents: number;

  @ApiProperty({ description: "In the request's language, e.g. 'R$ 49,90'." })
  price: string;

  @ApiProperty({ description: "'/mês', '/month'…; empty for the free plan." })
  interval: string;

  @ApiProperty({ type: 'integer' })
  monthlyCredits: number;

  @ApiProperty({ type: [String] })
  features: string[];
}

export class CreditPackageModel implements CreditPackageDto {
  @ApiProperty({ enum: CREDIT_PACKAGE_KEYS })
  productKey: CreditPackageKey;

  @ApiProperty()
  name: string;

  @ApiProperty({ type: 'integer' })
  credits: number;

  @ApiProperty({ type: 'integer' })
  priceCents: number;

  @ApiProperty()
  price: string;
}

export class AllowanceNumbersModel implements AllowanceNumbersDto {
  @ApiProperty({ type: 'integer', description: 'Credits a video costs (settings).' })
  videoCost: number;

  @ApiProperty({
    type: 'integer',
    description: 'Credits an image video with magic expansion costs.',
  })
  imageExpansionCost: number;

  @ApiProperty({ type: 'integer', description: 'Credits a new account starts with.' })
  signupBonus: number;

  @ApiProperty({ type: 'integer', description: 'Videos a Basic account may make a São Paulo day.' })
  basicDailyVideos: number;

  @ApiProperty({
    type: 'integer',
    description: "Business's fair use: free videos a São Paulo day.",
  })
  businessDailyVideos: number;
}

export class PlansModel implements PlansResponse {
  @ApiProperty({ enum: ['BRL'] })
  currency: 'BRL';

  @ApiProperty({ type: [PlanOfferModel] })
  plans: PlanOfferModel[];

  @ApiProperty({ type: [CreditPackageModel] })
  packages: CreditPackageModel[];

  @ApiProperty({
    type: AllowanceNumbersModel,
    description: 'The numbers staff set, as they apply now.',
  })
  allowance: AllowanceNumbersModel;
}

export class CheckoutSessionModel implements CreateCheckoutResponse {
  @ApiProperty({ description: 'Where the browser goes to pay (Stripe Checkout or the sandbox).' })
  checkoutUrl: string;
}

export class PortalModel implements PortalResponse {
  @ApiProperty()
  url: string;
}

export class PaymentModel implements PaymentDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ enum: CHECKOUT_TYPES, enumName: 'CheckoutType' })
  kind: CheckoutType;

  @ApiProperty()
  productKey: string;

  @ApiProperty({ type: 'integer' })
  amountCents: number;

  @ApiProperty()
  amount: string;

  @ApiProperty({ type: 'integer' })
  credits: number;

  @ApiProperty({ enum: PAYMENT_STATUSES, enumName: 'PaymentStatus' })
  status: PaymentStatus;

  @ApiProperty({ type: String, nullable: true })
  receiptUrl: string | null;
}

export class BillingOverviewModel implements BillingOverviewDto {
  @ApiProperty({ enum: ['sandbox', 'stripe'] })
  provider: 'sandbox' | 'stripe';

  @ApiProperty({ enum: PLANS, enumName: 'Plan' })
  plan: Plan;

  @ApiProperty({ type: 'integer' })
  creditBalance: number;

  // Inline: a nullable reference cannot be written in OpenAPI 3.0 without a composition.
  @ApiProperty({
    type: 'object',
    nullable: true,
    required: ['productKey', 'status', 'renewsAt', 'cancelAtPeriodEnd'],
    properties: {
      productKey: { type: 'string', nullable: true },
      status: { type: 'string' },
      renewsAt: { type: 'string', format: 'date-time', nullable: true },
      cancelAtPeriodEnd: { type: 'boolean' },
    },
  })
  subscription: BillingOverviewDto['subscription'];

  @ApiProperty({ type: [PaymentModel] })
  payments: PaymentModel[];
}

export class CheckoutStatusModel implements CheckoutStatusDto {
  @ApiProperty()
  sessionId: string;

  @ApiProperty({ enum: CHECKOUT_TYPES, enumName: 'CheckoutType' })
  kind: CheckoutType;

  @ApiProperty()
  productKey: string;

  @ApiProperty({ type: 'integer' })
  credits: number;

  @ApiProperty({ description: 'True once the purchase has been applied.' })
  fulfilled: boolean;

  @ApiProperty({ enum: ['open', 'complete', 'expired'] })
  status: 'open' | 'complete' | 'expired';

  @ApiProperty(nullableEnum(PAYMENT_STATUSES))
  paymentStatus: PaymentStatus | null;

  @ApiProperty({ enum: PLANS, enumName: 'Plan' })
  plan: Plan;

  @ApiProperty({ type: 'integer' })
  creditBalance: number;
}
