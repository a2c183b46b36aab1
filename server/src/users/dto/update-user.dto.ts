import { LIMITS, LOCALES, type Locale } from '@cena/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Length } from 'class-validator';

export class UpdateUserDto {
  @ApiPropertyOptional({ maxLength: LIMITS.displayNameMaxChars })
  @IsOptional()
  @IsString()
  @Length(1, LIMITS.displayNameMaxChars)
  displayName?: string;

  @ApiPropertyOptional({ enum: LOCALES })
  @IsOptional()
  @IsIn(LOCALES)
  locale?: Locale;
}
