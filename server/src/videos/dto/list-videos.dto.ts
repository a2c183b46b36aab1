import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../common/page-query.dto';

export const STATUS_FILTERS = ['all', 'completed', 'processing', 'failed'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export class ListVideosDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: STATUS_FILTERS, default: 'all' })
  @IsOptional()
  @IsIn(STATUS_FILTERS)
  status?: StatusFilter;

  @ApiPropertyOptional({ description: 'Searches title and prompt' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  q?: string;
}
