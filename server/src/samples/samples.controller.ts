import type { SampleVideoDto } from '@cena/contracts';
import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { SampleVideoModel } from './dto/sample-video.model';
import { ApiErrors } from '../common/api-errors';
import { Public } from '../auth/auth.decorators';
import { MediaUrlSigner } from '../videos/media-url-signer';
import { toSampleVideoDto } from './samples.mapper';
import { SAMPLE_CATALOGUE } from './sample-catalogue';
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

  /**
   * Finished samples only; the sharing URLs change once a day, so a short cache is safe once all
   * of them are there. Until then the list is not stored: a browser (or a CDN) would keep an
   * early, short list for minutes, and the landing's polling would read that copy again.
   */
  @ApiOperation({ summary: 'The landing page sample videos, rendered by Cena' })
  @ApiOkResponse({ type: [SampleVideoModel] })
  @ApiErrors('service_unavailable')
  @Public()
  @Get()
  async list(@Res({ passthrough: true }) res: FastifyReply): Promise<SampleVideoDto[]> {
    const listed = await this.samples.listCompleted();
    res.header(
      'Cache-Control',
      listed.length >= SAMPLE_CATALOGUE.length
        ? 'public, max-age=300, stale-while-revalidate=3600'
        : 'no-store',
    );
    return Promise.all(
      listed.map(async ({ video, sample }) =>
        toSampleVideoDto(video, sample, await this.urls.forPublicPages(video)),
      ),
    );
  }
}
