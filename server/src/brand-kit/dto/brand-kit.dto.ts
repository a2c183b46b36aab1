import {
  ASPECT_RATIOS,
  type AspectRatio,
  BRAND_KIT_LIMITS,
  type BrandKitInput,
  type BrandKitLogoRemovalRequest,
  type BrandKitPreviewRequest,
} from '@cena/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsArray,
  IsDefined,
  IsIn,
  IsString,
  Length,
  ValidateIf,
  ValidateNested,
} from 'class-validator';

/**
 * Present, and a string or null: the kit's own rules (brand-kit-fields.ts) check the rest, so
 * a bad value is answered with its field's code and message, not a generic validation error.
 */
const nullableText = () =>
  applyDecorators(
    ValidateIf((_, value: unknown) => value !== null),
    IsString(),
  );

export class BrandKitInputDto implements BrandKitInput {
  @ApiProperty({ type: String, nullable: true, maxLength: BRAND_KIT_LIMITS.businessNameMaxChars })
  @nullableText()
  businessName: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "A Brazilian number with its area code; answered as '(11) 91234-5678'.",
  })
  @nullableText()
  whatsapp: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "A Brazilian number with its area code; answered as '(11) 3456-7890'.",
  })
  @nullableText()
  phone: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "A username, '@username' or a profile link; answered as '@username'.",
  })
  @nullableText()
  instagram: string | null;

  @ApiProperty({ type: String, nullable: true, maxLength: BRAND_KIT_LIMITS.addressMaxChars })
  @nullableText()
  address: string | null;

  @ApiProperty({ type: String, nullable: true, maxLength: BRAND_KIT_LIMITS.hoursMaxChars })
  @nullableText()
  hours: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    maxLength: BRAND_KIT_LIMITS.websiteMaxChars,
    description: "An http(s) address or a bare host ('padaria.com.br').",
  })
  @nullableText()
  website: string | null;

  @ApiProperty({
    type: [String],
    maxItems: BRAND_KIT_LIMITS.maxColors,
    description: "Distinct '#rrggbb' colours.",
  })
  @IsArray()
  @IsString({ each: true })
  colors: string[];
}

export class BrandKitPreviewDto implements BrandKitPreviewRequest {
  @ApiProperty({ enum: ASPECT_RATIOS, enumName: 'AspectRatio' })
  @IsIn(ASPECT_RATIOS)
  aspectRatio: AspectRatio;

  @ApiProperty({ type: BrandKitInputDto })
  @IsDefined()
  @ValidateNested()
  @Type(() => BrandKitInputDto)
  kit: BrandKitInputDto;
}

export class LogoRemovalDto implements BrandKitLogoRemovalRequest {
  @ApiProperty({
    minLength: BRAND_KIT_LIMITS.removalReasonMinChars,
    maxLength: BRAND_KIT_LIMITS.removalReasonMaxChars,
    description: 'Why the logo breaks the rules: audited and quoted in the e-mail to the customer.',
  })
  // Surrounding blanks never count: a reason of spaces is empty.
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @Length(BRAND_KIT_LIMITS.removalReasonMinChars, BRAND_KIT_LIMITS.removalReasonMaxChars)
  reason: string;
}
