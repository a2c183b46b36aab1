import type { VideoCommunityUpdate } from '@cena/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

/** `PUT /api/videos/:id/community` (VideoCommunityUpdate). */
export class VideoCommunityDto implements VideoCommunityUpdate {
  @ApiProperty({
    description: 'Show the video in the community gallery (true) or take it out at once (false)',
  })
  @IsBoolean()
  community: boolean;
}
