import { LIMITS } from '@cena/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** `page` and `pageSize` of the customer app's paged lists (videos, support tickets). */
export class PageQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: LIMITS.listMaxPage, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(LIMITS.listMaxPage)
  page?: number;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: LIMITS.listPageSizeMax,
    default: LIMITS.listPageSizeDefault,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(LIMITS.listPageSizeMax)
  pageSize?: number;
}
