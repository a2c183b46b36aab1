import { CATEGORIES, type Category, LIMITS, LOCALES, type Locale } from '@cena/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { REQUEST_CAPS } from './limits';

export class RefinePromptDto {
  @ApiProperty({
    description: `The user's idea; trimmed, then at most ${LIMITS.promptMaxChars} characters.`,
    example: 'Promoção de pão de queijo na Padaria Bom Dia',
  })
  @IsString()
  @MaxLength(REQUEST_CAPS.promptMaxChars)
  userPrompt: string;

  @ApiPropertyOptional({ enum: LOCALES, description: "Defaults to the account's locale." })
  @IsOptional()
  @IsIn(LOCALES)
  userLanguage?: Locale;
}

export class RefinePromptResponseDto {
  @ApiProperty()
  refinedPrompt: string;

  @ApiProperty({ type: [String] })
  tags: string[];

  @ApiProperty({ format: 'uuid', description: 'Pass it to the next calls of this refinement.' })
  sessionId: string;

  @ApiProperty({ enum: CATEGORIES })
  category: Category;
}
