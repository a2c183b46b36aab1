import type { BrandKit } from '@cena/contracts';
import { Body, Controller, Delete, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../auth/auth.decorators';
import { LogoRemovalDto } from '../brand-kit/dto/brand-kit.dto';
import { BrandKitModel } from '../brand-kit/dto/brand-kit.model';
import { ApiErrors, BODY_ERRORS } from '../common/api-errors';
import type { UserEntity } from '../users/user.entity';
import { AdminBrandKitService } from './admin-brand-kit.service';

/** A customer's brand kit in the back office: read-only, but a logo that breaks the rules can go. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/admin/users/:id/brand-kit')
export class AdminBrandKitController {
  constructor(private readonly brandKits: AdminBrandKitService) {}

  @ApiOperation({ summary: "A user's brand kit (empty when they never saved one)" })
  @ApiOkResponse({ type: BrandKitModel })
  @ApiErrors('invalid_text', 'not_found')
  @Get()
  get(@Param('id') id: string): Promise<BrandKit> {
    return this.brandKits.get(id);
  }

  /** Audited with the reason; the customer is told by e-mail, the reason quoted. */
  @ApiOperation({ summary: "Remove a user's logo that breaks the rules, with a reason" })
  @ApiOkResponse({ type: BrandKitModel })
  @ApiErrors(...BODY_ERRORS, 'not_found')
  @Delete('logo')
  removeLogo(
    @CurrentUser() actor: UserEntity,
    @Param('id') id: string,
    @Body() body: LogoRemovalDto,
  ): Promise<BrandKit> {
    return this.brandKits.removeLogo(actor, id, body.reason);
  }
}
