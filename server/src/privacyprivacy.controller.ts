import type { DataExport, DeletionReceipt } from '@cena/contracts';
import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser } from '../auth/auth.decorators';
import { ApiErrors, BODY_ERRORS } from '../common/api-errors';
import { AccountThrottlerGuard } from '../common/throttler/account-throttler.guard';
import type { UserEntity } from '../users/user.entity';
import { DeletionRequestDto } from './dto/deletion-request.dto';
import { DataExportModel, DeletionReceiptModel } from './dto/privacy.model';
import { PrivacyService } from './privacy.service';

/** The signed-in customer's LGPD rights (Lei 13.709, art. 18): a copy of their data, deletion. */
@ApiTags('privacy')
@ApiBearerAuth()
@Controller('api/privacy')
export class PrivacyController {
  constructor(private readonly privacy: PrivacyService) {}

  @ApiOperation({
    summary: 'Ask for a copy of my data (built in the background, e-mailed when ready)',
  })
  @ApiAcceptedResponse({ type: DataExportModel })
  @ApiErrors('export_in_progress', 'rate_limited')
  @Post('exports')
  @HttpCode(202)
  @UseGuards(AccountThrottlerGuard)
  requestExport(@CurrentUser() user: UserEntity): Promise<DataExport> {
    return this.privacy.requestExport(user);
  }

  @ApiOperation({ summary: 'My data exports, newest first, with a download link while valid' })
  @ApiOkResponse({ type: [DataExportModel] })
  @ApiErrors()
  @Get('exports')
  listExports(@CurrentUser() user: UserEntity): Promise<DataExport[]> {
    return this.privacy.listExports(user);
  }

  @ApiOperation({
    summary: 'Delete my account: closed at once, its data erased in the background',
  })
  @ApiAcceptedResponse({ type: DeletionReceiptModel })
  @ApiErrors(...BODY_ERRORS, 'confirm_email_mismatch', 'provider_failed', 'rate_limited')
  @Post('deletion')
  @HttpCode(202)
  @UseGuards(AccountThrottlerGuard)
  requestDeletion(
    @CurrentUser() user: UserEntity,
    @Body() body: DeletionRequestDto,
  ): Promise<DeletionReceipt> {
    return this.privacy.requestDeletion(user, body.confirmEmail);
  }
}
