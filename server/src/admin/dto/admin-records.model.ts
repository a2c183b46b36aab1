import {
  type AdminPaymentDto,
  type AdminSubscriptionDto,
  type AdminUserDto,
  type AdminVideoDto,
  CHECKOUT_TYPES,
  type CheckoutType,
  CREDIT_REASONS,
  type CreditReason,
  type LedgerEntryDto,
  PAYMENT_STATUSES,
  type PaymentStatus,
  PLANS,
  type Plan,
  type RefundResultDto,
  type RevenueMonthDto,
  ROLES,
  type Role,
  VIDEO_MODES,
  VIDEO_STATUSES,
  type VideoMode,
  type VideoStatus,
} from '@cena/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** OpenAPI schemas of the back office's users, videos and money records (libs/contracts/admin). */

export class AdminUserModel implements AdminUserDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  email: string;

  @ApiProperty({ type: String, nullable: true })
  displayName: string | null;

  @ApiProperty({ type: String, nullable: true })
  photoURL: string | null;

  @ApiProperty({ enum: PLANS, enumName: 'Plan' })
  plan: Plan;

  @ApiProperty({ enum: ROLES, enumName: 'Role' })
  role: Role;

  @ApiProperty({ type: 'integer' })
  credits: number;

  @ApiProperty()
  locale: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  disabledAt: string | null;

  @ApiPropertyOptional({ type: 'integer', description: 'Completed videos.' })
  videoCount?: number;
}

export class LedgerEntryModel implements LedgerEntryDto {
  @ApiProperty()
  id: string;

  @ApiProperty({ format: 'uuid' })
  userId: string;

  @ApiProperty({ type: 'integer' })
  delta: number;

  @ApiProperty({ type: 'integer', nullable: true })
  balanceAfter: number | null;

  @ApiProperty({ enum: CREDIT_REASONS, enumName: 'CreditReason' })
  reason: CreditReason;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  videoId: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  paymentId: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  actorId: string | null;

  @ApiProperty({ type: String, nullable: true })
  note: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class AdminVideoModel implements AdminVideoDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  userId: string;

  @ApiProperty()
  userEmail: string;

  @ApiProperty()
  title: string;

  @ApiProperty()
  prompt: string;

  @ApiProperty({ enum: VIDEO_MODES, enumName: 'VideoMode' })
  mode: VideoMode;

  @ApiProperty({ enum: VIDEO_STATUSES, enumName: 'VideoStatus' })
  status: VideoStatus;

  @ApiProperty()
  provider: string;

  @ApiProperty()
  aspectRatio: string;

  @ApiProperty({ type: 'integer' })
  durationS: number;

  @ApiProperty({ type: 'integer' })
  costCredits: number;

  @ApiProperty({ type: String, nullable: true })
  errorCode: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Signed; null until completed.' })
  videoUrl: string | null;

  @ApiProperty({ type: String, nullable: true })
  thumbnailUrl: string | null;

  @ApiProperty()
  isPublic: boolean;

  @ApiProperty({
    description: "Its owner lets the community gallery show it ('Mostrar na comunidade').",
  })
  community: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  hiddenAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  approvedAt: string | null;

  @ApiProperty()
  refunded: boolean;

  @ApiProperty({ type: 'integer', nullable: true })
  renderMs: number | null;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    description: 'Views of its public page: once per viewer a day; crawlers and HEAD left out.',
  })
  views: number;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  completedAt: string | null;
}

/** `DELETE /api/admin/videos/:id` answers the id it deleted (react-admin's delete). */
export class DeletedModel {
  @ApiProperty({ format: 'uuid' })
  id: string;
}

export class AdminPaymentModel implements AdminPaymentDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  userId: string;

  @ApiProperty()
  userEmail: string;

  @ApiProperty({ enum: CHECKOUT_TYPES, enumName: 'CheckoutType' })
  kind: CheckoutType;

  @ApiProperty({ enum: PAYMENT_STATUSES, enumName: 'PaymentStatus' })
  status: PaymentStatus;

  @ApiProperty({ type: 'integer' })
  amountCents: number;

  @ApiProperty()
  currency: string;

  @ApiProperty({ type: 'integer' })
  credits: number;

  @ApiProperty()
  provider: string;

  @ApiProperty({ type: String, nullable: true })
  providerRef: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  refundedAt: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class RefundResultModel implements RefundResultDto {
  @ApiProperty({ type: AdminPaymentModel })
  payment: AdminPaymentModel;

  @ApiProperty({ type: 'integer', description: 'Credits taken back from the balance.' })
  creditsReversed: number;

  @ApiProperty({ description: 'True when the balance was too low to take the credits back.' })
  creditsKept: boolean;
}

export class AdminSubscriptionModel implements AdminSubscriptionDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  userId: string;

  @ApiProperty()
  userEmail: string;

  @ApiProperty({ enum: PLANS, enumName: 'Plan' })
  plan: Plan;

  @ApiProperty()
  status: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  currentPeriodEnd: string | null;

  @ApiProperty()
  cancelAtPeriodEnd: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class RevenueMonthModel implements RevenueMonthDto {
  @ApiProperty({ description: "'YYYY-MM', São Paulo time." })
  id: string;

  @ApiProperty({ type: 'integer' })
  revenueCents: number;

  @ApiProperty({ type: 'integer' })
  refundsCents: number;

  @ApiProperty({ type: 'integer' })
  payments: number;
}
