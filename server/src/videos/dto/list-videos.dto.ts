import { LIMITS } from '@cena/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export const STATUS_FILTERS = ['all', 'completed', 'processing', 'failed'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export class ListVideosDto {
  @ApiPropertyOptional({ enum: STATUS_FILTERS, default: 'all' })
  @IsOptional()
  @IsIn(STATUS_FILTERS)
  status?: StatusFilter;

  @ApiPropertyOptional({ description: 'Searches title and prompt' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  q?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: LIMITS.listMaxPage, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(LIMITS.listMaxPage)
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  pageSize?: number;
}
