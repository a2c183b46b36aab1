import { CREDIT_ADJUSTMENT, PLANS, type Plan, ROLES, type Role } from '@cena/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  Allow,
  IsBoolean,
  IsIn,
  IsInt,
  IsString,
  Length,
  Max,
  Min,
  NotEquals,
  ValidateIf,
} from 'class-validator';

const given = (_: unknown, value: unknown) => value !== undefined;

/**
 * `PUT /api/admin/users/:id` (AdminUserUpdate). react-admin's update sends the whole record
 * back: the read-only fields of AdminUserDto are accepted and ignored.
 */
export class AdminUserUpdateDto {
  @ApiPropertyOptional({ enum: PLANS })
  @ValidateIf(given)
  @IsIn(PLANS)
  plan?: Plan;

  @ApiPropertyOptional({ enum: ROLES })
  @ValidateIf(given)
  @IsIn(ROLES)
  role?: Role;

  @ApiPropertyOptional()
  @ValidateIf(given)
  @IsBoolean()
  disabled?: boolean;

  @Allow() id?: unknown;
  @Allow() email?: unknown;
  @Allow() displayName?: unknown;
  @Allow() photoURL?: unknown;
  @Allow() credits?: unknown;
  @Allow() locale?: unknown;
  @Allow() createdAt?: unknown;
  @Allow() disabledAt?: unknown;
  @Allow() videoCount?: unknown;
}

/** `POST /api/admin/users/:id/credits` (CreditAdjustmentRequest). */
export class CreditAdjustmentDto {
  @ApiProperty({ minimum: -CREDIT_ADJUSTMENT.maxAbsDelta, maximum: CREDIT_ADJUSTMENT.maxAbsDelta })
  @IsInt()
  @NotEquals(0)
  @Min(-CREDIT_ADJUSTMENT.maxAbsDelta)
  @Max(CREDIT_ADJUSTMENT.maxAbsDelta)
  delta!: number;

  @ApiProperty({
    minLength: CREDIT_ADJUSTMENT.reasonMinChars,
    maxLength: CREDIT_ADJUSTMENT.reasonMaxChars,
  })
  @IsString()
  @Length(CREDIT_ADJUSTMENT.reasonMinChars, CREDIT_ADJUSTMENT.reasonMaxChars)
  reason!: string;
}
