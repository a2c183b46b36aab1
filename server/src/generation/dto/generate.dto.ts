import {
  ASPECT_RATIOS,
  type AspectRatio,
  DEFAULT_VIDEO_TITLE,
  LIMITS,
  SOUNDTRACKS,
  type Soundtrack,
  TONES,
  type Tone,
  VIDEO_MODES,
  type VideoMode,
} from '@cena/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';

/** Multipart sends every field as text: 'true'/'false' become booleans here. */
export const toBoolean = ({ value }: { value: unknown }) =>
  value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value;

/** Absurd sizes are refused by validation; the prompt's own limit has its own code (service). */
const HARD_TEXT_CAP = LIMITS.requestTextMaxChars;

/** `POST /api/generate`, as JSON or multipart (the same fields plus `image`). */
export class GenerateDto {
  @ApiPropertyOptional({
    description: `The description of the video (≤ ${LIMITS.promptMaxChars} characters)`,
  })
  @IsOptional()
  @IsString()
  @MaxLength(HARD_TEXT_CAP)
  prompt?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(HARD_TEXT_CAP)
  refinedPrompt?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(HARD_TEXT_CAP * 2)
  englishPrompt?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  isRefinedPrompt?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  hasImage?: boolean;

  @ApiPropertyOptional({ enum: VIDEO_MODES, default: 'text' })
  @IsOptional()
  @IsIn(VIDEO_MODES)
  mode?: VideoMode;

  @ApiPropertyOptional({
    minimum: LIMITS.durationMinS,
    maximum: LIMITS.durationMaxS,
    default: LIMITS.durationDefaultS,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  duration?: number;

  @ApiPropertyOptional({ enum: TONES })
  @IsOptional()
  @IsIn(TONES)
  tone?: Tone;

  @ApiPropertyOptional({ enum: SOUNDTRACKS })
  @IsOptional()
  @IsIn(SOUNDTRACKS)
  soundtrack?: Soundtrack;

  @ApiPropertyOptional({ maxLength: LIMITS.titleMaxChars })
  @IsOptional()
  @IsString()
  @MaxLength(LIMITS.titleMaxChars)
  title?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  magicExpansion?: boolean;

  @ApiPropertyOptional({ enum: ASPECT_RATIOS, default: '16:9' })
  @IsOptional()
  @IsIn(ASPECT_RATIOS)
  aspectRatio?: AspectRatio;

  @ApiPropertyOptional({
    default: false,
    description: "'Mostrar na comunidade': the finished video may appear in the community gallery.",
  })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  community?: boolean;
}

/** The spec's legacy call `POST /api/videos`. */
export class LegacyVideoDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(HARD_TEXT_CAP)
  description?: string;

  @ApiPropertyOptional({ default: DEFAULT_VIDEO_TITLE, maxLength: LIMITS.titleMaxChars })
  @IsOptional()
  @IsString()
  @MaxLength(LIMITS.titleMaxChars)
  title?: string;

  @ApiPropertyOptional({ minimum: LIMITS.durationMinS, maximum: LIMITS.durationMaxS })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  duration?: number;

  @ApiPropertyOptional({ enum: SOUNDTRACKS })
  @IsOptional()
  @IsIn(SOUNDTRACKS)
  musicType?: Soundtrack;

  @ApiPropertyOptional({ enum: TONES })
  @IsOptional()
  @IsIn(TONES)
  tone?: Tone;

  @ApiPropertyOptional({ enum: ASPECT_RATIOS, default: '16:9' })
  @IsOptional()
  @IsIn(ASPECT_RATIOS)
  aspectRatio?: AspectRatio;
}
