import { Body, Controller, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../auth/auth.decorators';
import { ApiErrors, BODY_ERRORS } from '../common/api-errors';
import { AccountThrottlerGuard } from '../common/throttler/account-throttler.guard';
import type { UserEntity } from '../users/user.entity';
import { BRAND_KIT_FIELD_ERRORS } from './brand-kit.errors';
import { BrandKitService } from './brand-kit.service';
import { BrandKitPreviewDto } from './dto/brand-kit.dto';

/** The end card a kit being edited would give, drawn by the render engine. */
@ApiTags('brand-kit')
@ApiBearerAuth()
@Controller('api/brand-kit/preview')
export class BrandKitPreviewController {
  constructor(private readonly brandKits: BrandKitService) {}

  /** The fields as typed (not saved), the saved logo; the PNG is the video's own size. */
  @ApiOperation({ summary: "Preview my videos' end card with a kit being edited (PNG)" })
  @ApiProduces('image/png')
  @ApiOkResponse({
    description: 'The end card, VIDEO_SIZES[aspectRatio] pixels.',
    content: { 'image/png': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiErrors(...BODY_ERRORS, ...BRAND_KIT_FIELD_ERRORS, 'rate_limited')
  @Post()
  @HttpCode(200)
  @UseGuards(AccountThrottlerGuard)
  async preview(
    @CurrentUser() user: UserEntity,
    @Body() body: BrandKitPreviewDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const png = await this.brandKits.preview(user, body);
    // A picture of unsaved input: never worth keeping.
    void reply.type('image/png').header('cache-control', 'no-store');
    return png;
  }
}
