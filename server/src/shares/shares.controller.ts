import type { VideoShareDto } from '@cena/contracts';
import { Controller, Delete, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser } from '../auth/auth.decorators';
import { ApiErrors } from '../common/api-errors';
import type { UserEntity } from '../users/user.entity';
import { OwnedVideoGuard } from '../videos/owned-video.guard';
import { VideoShareModel } from './dto/video-share.model';
import { SharesService } from './shares.service';

/** Sharing one of my videos: its public page `/v/<slug>` on, or off again. */
@ApiTags('videos')
@ApiBearerAuth()
@Controller('api/videos')
@UseGuards(OwnedVideoGuard)
export class SharesController {
  constructor(private readonly shares: SharesService) {}

  /**
   * Makes the video's public page (its preview image made now), or answers the page it already
   * has: sharing twice gives the same link.
   */
  @ApiOperation({ summary: 'Share one of my videos: its public page and link' })
  @ApiOkResponse({ type: VideoShareModel })
  @ApiErrors('invalid_text', 'not_found', 'video_not_shareable')
  @Post(':id/share')
  @HttpCode(200)
  share(@CurrentUser() user: UserEntity, @Param('id') id: string): Promise<VideoShareDto> {
    return this.shares.share(user, id);
  }

  /** Stops sharing: the page answers 404 and its preview image is deleted. No error if not shared. */
  @ApiOperation({ summary: 'Stop sharing one of my videos' })
  @ApiNoContentResponse({ description: 'The page is gone (or there was none).' })
  @ApiErrors('invalid_text', 'not_found')
  @Delete(':id/share')
  @HttpCode(204)
  async unshare(@CurrentUser() user: UserEntity, @Param('id') id: string): Promise<void> {
    await this.shares.unshare(user, id);
  }
}
