import type { BrandKit } from '@cena/contracts';
import { Body, Controller, Delete, Get, Put, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser } from '../auth/auth.decorators';
import { ApiErrors, BODY_ERRORS } from '../common/api-errors';
import { AccountThrottlerGuard } from '../common/throttler/account-throttler.guard';
import type { UserEntity } from '../users/user.entity';
import { BRAND_KIT_FIELD_ERRORS, LOGO_ERRORS } from './brand-kit.errors';
import { BrandKitService } from './brand-kit.service';
import { BrandKitInputDto } from './dto/brand-kit.dto';
import { BrandKitModel } from './dto/brand-kit.model';
import type { UploadedLogo } from './logo-check';
import { LOGO_FIELD, LogoUploadInterceptor, UploadedLogoFile } from './logo-upload';

/** The signed-in account's own brand kit; nobody else's is reachable here. */
@ApiTags('brand-kit')
@ApiBearerAuth()
@Controller('api/brand-kit')
export class BrandKitController {
  constructor(private readonly brandKits: BrandKitService) {}

  @ApiOperation({ summary: 'My brand kit (empty before the first save)' })
  @ApiOkResponse({ type: BrandKitModel })
  @ApiErrors()
  @Get()
  get(@CurrentUser() user: UserEntity): Promise<BrandKit> {
    return this.brandKits.get(user.id);
  }

  /** Every field at once ('' or null clears one); the logo stays as it is. */
  @ApiOperation({ summary: 'Save my brand kit: names, contacts and colours, normalised' })
  @ApiOkResponse({ type: BrandKitModel })
  @ApiErrors(...BODY_ERRORS, ...BRAND_KIT_FIELD_ERRORS)
  @Put()
  save(@CurrentUser() user: UserEntity, @Body() body: BrandKitInputDto): Promise<BrandKit> {
    return this.brandKits.save(user.id, body);
  }

  @ApiOperation({
    summary: 'Upload my logo (PNG, JPEG or WebP): replaces the old one, suggests colours',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [LOGO_FIELD],
      properties: { [LOGO_FIELD]: { type: 'string', format: 'binary' } },
    },
  })
  @ApiOkResponse({ type: BrandKitModel })
  @ApiErrors('bad_request', 'payload_too_large', 'rate_limited', ...LOGO_ERRORS)
  @Put('logo')
  @UseGuards(AccountThrottlerGuard)
  @UseInterceptors(LogoUploadInterceptor)
  uploadLogo(
    @CurrentUser() user: UserEntity,
    @UploadedLogoFile() logo?: UploadedLogo,
  ): Promise<BrandKit> {
    return this.brandKits.uploadLogo(user.id, logo);
  }

  @ApiOperation({ summary: 'Remove my logo' })
  @ApiOkResponse({ type: BrandKitModel })
  @ApiErrors()
  @Delete('logo')
  async removeLogo(@CurrentUser() user: UserEntity): Promise<BrandKit> {
    await this.brandKits.removeLogo(user.id);
    return this.brandKits.get(user.id);
  }
}
