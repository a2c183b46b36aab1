import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsDefined, IsIn, IsOptional, IsString, Matches } from 'class-validator';

/**
 * `PUT /api/admin/settings/:id`. react-admin's update sends the whole record back: its read-only
 * fields are accepted and ignored; only `value` is read (validated per key by the service).
 */
export class UpdateSettingDto {
  @IsDefined()
  value!: unknown;

  @Allow()
  id?: unknown;

  @Allow()
  defaultValue?: unknown;

  @Allow()
  updatedAt?: unknown;

  @Allow()
  updatedBy?: unknown;
}

/** `PUT /api/admin/ai`: switch the video provider or the Veo model at run time. */
export class AiUpdateDto {
  @ApiPropertyOptional({ enum: ['local', 'veo'] })
  @IsOptional()
  @IsIn(['local', 'veo'])
  videoProvider?: 'local' | 'veo';

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @Matches(/^[a-z0-9][a-z0-9._-]{0,99}$/)
  videoModel?: string;

  // Read-only fields of AiOverviewDto, sent back by a whole-record form: ignored.
  @Allow()
  id?: unknown;

  @Allow()
  promptProvider?: unknown;

  @Allow()
  promptModel?: unknown;

  @Allow()
  costs?: unknown;

  @Allow()
  failures?: unknown;

  @Allow()
  veoConfigured?: unknown;

  @Allow()
  pinnedByEnvironment?: unknown;
}
