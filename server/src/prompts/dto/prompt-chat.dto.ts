import { LIMITS, LOCALES, TONES, type Locale, type Tone } from '@cena/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';

const CHAT_ROLES = ['user', 'assistant'] as const;

export class ChatMessageDto {
  @ApiProperty({ enum: CHAT_ROLES })
  @IsIn(CHAT_ROLES)
  role: (typeof CHAT_ROLES)[number];

  @ApiProperty({ maxLength: LIMITS.chatMessageMaxChars })
  @IsString()
  @MaxLength(LIMITS.chatMessageMaxChars)
  content: string;
}

export class PromptChatDto {
  @ApiProperty({
    type: [ChatMessageDto],
    description: "The whole conversation so far, ending with the user's message.",
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(LIMITS.chatMaxMessages)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => ChatMessageDto)
  messages: ChatMessageDto[];

  @ApiPropertyOptional({ enum: LOCALES, description: "Defaults to the account's locale." })
  @IsOptional()
  @IsIn(LOCALES)
  userLanguage?: Locale;
}

export class PromptChatResponseDto {
  @ApiProperty()
  reply: string;

  @ApiProperty({ description: 'True once the assistant has the final prompt.' })
  done: boolean;

  @ApiPropertyOptional({
    maxLength: LIMITS.promptMaxChars,
    description:
      "Once done: the customer's own words (business, offer, call to action), what the video may show.",
  })
  finalPrompt?: string;

  @ApiPropertyOptional({
    enum: TONES,
    description: "The tone chosen; once done, the category's default if none was.",
  })
  tone?: Tone;

  @ApiPropertyOptional({
    maxLength: LIMITS.promptMaxChars,
    description:
      "Once done: the assistant's framing (look, mood, audience), to send as refinedPrompt; never shown in the video.",
  })
  direction?: string;
}
