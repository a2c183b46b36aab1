import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

/** Type and key are checked against the catalogue by the service (`unknown_product`). */
export class CreateCheckoutDto {
  @ApiProperty({ enum: ['subscription', 'credits'] })
  @IsString()
  @MaxLength(32)
  type: string;

  @ApiProperty({ example: 'pro_monthly' })
  @IsString()
  @MaxLength(64)
  productKey: string;
}
