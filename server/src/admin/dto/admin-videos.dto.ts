import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsBoolean, ValidateIf } from 'class-validator';

const given = (_: unknown, value: unknown) => value !== undefined;

/**
 * `PUT /api/admin/videos/:id` (AdminVideoUpdate). react-admin's update may send the whole record
 * back: the read-only fields of AdminVideoDto are accepted and ignored.
 */
export class AdminVideoUpdateDto {
  @ApiPropertyOptional({ description: 'Hide from (true) or restore to (false) the gallery' })
  @ValidateIf(given)
  @IsBoolean()
  hidden?: boolean;

  @ApiPropertyOptional({ description: "Approve for the gallery (moderation 'approval')" })
  @ValidateIf(given)
  @IsBoolean()
  approved?: boolean;

  @Allow() id?: unknown;
  @Allow() userId?: unknown;
  @Allow() userEmail?: unknown;
  @Allow() title?: unknown;
  @Allow() prompt?: unknown;
  @Allow() mode?: unknown;
  @Allow() status?: unknown;
  @Allow() provider?: unknown;
  @Allow() aspectRatio?: unknown;
  @Allow() durationS?: unknown;
  @Allow() costCredits?: unknown;
  @Allow() errorCode?: unknown;
  @Allow() videoUrl?: unknown;
  @Allow() thumbnailUrl?: unknown;
  @Allow() isPublic?: unknown;
  @Allow() community?: unknown;
  @Allow() views?: unknown;
  @Allow() hiddenAt?: unknown;
  @Allow() approvedAt?: unknown;
  @Allow() refunded?: unknown;
  @Allow() renderMs?: unknown;
  @Allow() createdAt?: unknown;
  @Allow() completedAt?: unknown;
}
