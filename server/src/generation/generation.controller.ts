import type { VideoDto } from '@cena/contracts';
import { DEFAULT_VIDEO_TITLE } from '@cena/contracts';
import { Body, Controller, HttpCode, Post, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiConsumes,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { GENERATE_ERRORS } from './generation.errors';
import { VideoModel } from '../videos/dto/video.model';
import { ApiErrors, BODY_ERRORS } from '../common/api-errors';
import { CurrentUser } from '../auth/auth.decorators';
import { AccountThrottlerGuard } from '../common/throttler/account-throttler.guard';
import type { UserEntity } from '../users/user.entity';
import { MediaUrlSigner } from '../videos/media-url-signer';
import { toVideoDto } from '../videos/video.mapper';
import { GenerateDto, LegacyVideoDto } from './dto/generate.dto';
import { GenerationService, type UploadedImage } from './generation.service';
import { ImageUploadInterceptor, UploadedImageFile } from './upload/multipart-upload';

@ApiTags('generation')
@ApiBearerAuth()
@Controller('api')
@UseGuards(AccountThrottlerGuard)
export class GenerationController {
  constructor(
    private readonly generation: GenerationService,
    private readonly urls: MediaUrlSigner,
  ) {}

  /** Answers 202 with the queued video; progress follows on `/api/videos/:id/events`. */
  @ApiOperation({
    summary: 'Make a video from a prompt (JSON) or a photo (multipart): queued, answered at once',
  })
  @ApiAcceptedResponse({
    type: VideoModel,
    description: 'Queued; progress on /api/videos/{id}/events.',
  })
  @ApiErrors(
    ...BODY_ERRORS,
    ...GENERATE_ERRORS,
    'image_required',
    'image_too_large',
    'image_too_many_pixels',
    'not_an_image',
    'upgrade_required',
  )
  @Post('generate')
  @HttpCode(202)
  @ApiConsumes('application/json', 'multipart/form-data')
  @UseInterceptors(ImageUploadInterceptor)
  async generate(
    @CurrentUser() user: UserEntity,
    @Body() body: GenerateDto,
    @UploadedImageFile() image?: UploadedImage,
  ): Promise<VideoDto> {
    const video = await this.generation.create(user, body, image);
    return toVideoDto(video, await this.urls.forOwner(video));
  }

  /** The spec's legacy call: same path as /api/generate, director mode. */
  @ApiOperation({ summary: 'Make a video from a description (the earlier call; director mode)' })
  @ApiAcceptedResponse({
    type: VideoModel,
    description: 'Queued; progress on /api/videos/{id}/events.',
  })
  @ApiErrors(...BODY_ERRORS, ...GENERATE_ERRORS)
  @Post('videos')
  @HttpCode(202)
  async legacy(@CurrentUser() user: UserEntity, @Body() body: LegacyVideoDto): Promise<VideoDto> {
    const video = await this.generation.create(user, {
      prompt: body.description,
      title: body.title,
      defaultTitle: DEFAULT_VIDEO_TITLE,
      duration: body.duration,
      soundtrack: body.musicType,
      tone: body.tone,
      aspectRatio: body.aspectRatio,
      mode: 'text',
    });
    return toVideoDto(video, await this.urls.forOwner(video));
  }
}
