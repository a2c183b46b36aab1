import type { VideoDto } from '@cena/contracts';
import { DEFAULT_VIDEO_TITLE, LIMITS } from '@cena/contracts';
import { Body, Controller, HttpCode, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../auth/auth.decorators';
import type { UserEntity } from '../users/user.entity';
import { MediaUrlSigner } from '../videos/media-url-signer';
import { toVideoDto } from '../videos/video.mapper';
import { GenerateDto, LegacyVideoDto } from './dto/generate.dto';
import { GenerationService } from './generation.service';
import { type CappedFile, cappedMemoryStorage } from './upload/capped-memory-storage';

const imageUpload = FileInterceptor('image', {
  storage: cappedMemoryStorage(LIMITS.imageMaxBytes),
  limits: { files: 1, fields: 30, fieldSize: 64 * 1024 },
});

@ApiTags('generation')
@ApiBearerAuth()
@Controller('api')
export class GenerationController {
  constructor(
    private readonly generation: GenerationService,
    private readonly urls: MediaUrlSigner,
  ) {}

  /** Answers 202 with the queued video; progress follows on `/api/videos/:id/events`. */
  @Post('generate')
  @HttpCode(202)
  @ApiConsumes('application/json', 'multipart/form-data')
  @UseInterceptors(imageUpload)
  async generate(
    @CurrentUser() user: UserEntity,
    @Body() body: GenerateDto,
    @UploadedFile() image?: CappedFile,
  ): Promise<VideoDto> {
    const video = await this.generation.create(user, body, image);
    return toVideoDto(video, await this.urls.forOwner(video));
  }

  /** The spec's legacy call: same path as /api/generate, director mode. */
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
