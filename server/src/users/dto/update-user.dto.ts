import { LIMITS, LOCALES, type Locale } from '@cena/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, Length, ValidateIf } from 'class-validator';

export class UpdateUserDto {
  @ApiPropertyOptional({ maxLength: LIMITS.displayNameMaxChars })
  @ValidateIf((_, value: unknown) => value !== undefined) // null is not a profile value
  @IsString()
  @Length(1, LIMITS.displayNameMaxChars)
  displayName?: string;

  @ApiPropertyOptional({ enum: LOCALES })
  @ValidateIf((_, value: unknown) => value !== undefined) // null is not a profile value
  @IsIn(LOCALES)
  locale?: Locale;
}
