import { LIMITS } from '@cena/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { REQUEST_CAPS } from './limits';

export class FormatFinalPromptDto {
  @ApiProperty({
    description: `The proposal the user accepted, maybe edited; at most ${LIMITS.promptMaxChars} characters.`,
  })
  @IsString()
  @MaxLength(REQUEST_CAPS.promptMaxChars)
  approvedPrompt: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Records the final prompt on this session.' })
  @IsOptional()
  @IsUUID()
  sessionId?: string;
}

export class FormatFinalPromptResponseDto {
  @ApiProperty({ description: "The approved text, tidied, in the user's language." })
  finalPrompt: string;

  @ApiProperty({ description: 'Structured English prompt for the video model.' })
  englishPrompt: string;
}
