import { LIMITS } from '@cena/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { REQUEST_CAPS } from './limits';

export class GenerateAlternativesDto {
  @ApiProperty({ description: `The user's idea, at most ${LIMITS.promptMaxChars} characters.` })
  @IsString()
  @MaxLength(REQUEST_CAPS.promptMaxChars)
  originalPrompt: string;

  @ApiPropertyOptional({
    type: [String],
    description: `Proposals already shown, the refinement first; without a session they count toward the limit of ${LIMITS.maxProposals}.`,
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(REQUEST_CAPS.previousSuggestionsMax)
  // The property leads the message: the error filter names fields by a message's first word.
  @IsString({ each: true, message: '$property must hold strings only' })
  @MaxLength(REQUEST_CAPS.suggestionMaxChars, {
    each: true,
    message: `$property must hold texts of at most ${REQUEST_CAPS.suggestionMaxChars} characters`,
  })
  previousSuggestions?: string[];

  @ApiPropertyOptional({ format: 'uuid', description: 'From POST /api/refine-prompt.' })
  @IsOptional()
  @IsUUID()
  sessionId?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: LIMITS.maxProposals, default: 1 })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(LIMITS.maxProposals)
  count?: number;
}

export class GenerateAlternativesResponseDto {
  @ApiPropertyOptional({ description: 'When one proposal was asked for.' })
  newAlternative?: string;

  @ApiPropertyOptional({ type: [String], description: 'When several were asked for (count > 1).' })
  alternatives?: string[];

  @ApiPropertyOptional({ type: [String], description: 'Tags of the single new proposal.' })
  tags?: string[];
}
