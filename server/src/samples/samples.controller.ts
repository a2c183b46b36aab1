import type { SampleVideoDto } from '@cena/contracts';
import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SampleVideoModel } from './dto/sample-video.model';
import { ApiErrors } from '../common/api-errors';
import { Public } from '../auth/auth.decorators';
import { MediaUrlSigner } from '../videos/media-url-signer';
import { toSampleVideoDto } from './samples.mapper';
import { SamplesService } from './samples.service';

/**
 * The landing's sample videos. Not under /api/videos: that controller's `GET :id` (signed in)
 * would claim the path depending on module order.
 */
@ApiTags('samples')
@Controller('api/samples')
export class SamplesController {
  constructor(
    private readonly samples: SamplesService,
    private readonly urls: MediaUrlSigner,
  ) {}

  /** Finished samples only; the sharing URLs change once a day, so a short cache is safe. */
  @ApiOperation({ summary: 'The landing page sample videos, rendered by Cena' })
  @ApiOkResponse({ type: [SampleVideoModel] })
  @ApiErrors('service_unavailable')
  @Public()
  @Get()
  @Header('Cache-Control', 'public, max-age=300, stale-while-revalidate=3600')
  async list(): Promise<SampleVideoDto[]> {
    const listed = await this.samples.listCompleted();
    return Promise.all(
      listed.map(async ({ video, sample }) =>
        toSampleVideoDto(video, sample, await this.urls.forPublicPages(video)),
      ),
    );
  }
}
