import type { AiOverviewDto } from '@cena/contracts';
import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AiOverviewModel } from './dto/admin-ops.model';
import { ApiErrors, BODY_ERRORS } from '../common/api-errors';
import { CurrentUser, Roles } from '../auth/auth.decorators';
import type { UserEntity } from '../users/user.entity';
import { AdminAiService } from './admin-ai.service';
import { AiUpdateDto } from './dto/admin-finance.dto';

@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/admin/ai')
export class AdminAiController {
  constructor(private readonly ai: AdminAiService) {}

  @ApiOperation({ summary: 'The AI providers in use, their costs and recent failures' })
  @ApiOkResponse({ type: AiOverviewModel })
  @Get()
  get(): Promise<AiOverviewDto> {
    return this.ai.overview();
  }

  @ApiOperation({ summary: 'Switch the video provider or model' })
  @ApiOkResponse({ type: AiOverviewModel })
  @ApiErrors(...BODY_ERRORS)
  @Put()
  update(@Body() body: AiUpdateDto, @CurrentUser() actor: UserEntity): Promise<AiOverviewDto> {
    return this.ai.update(
      { videoProvider: body.videoProvider, videoModel: body.videoModel },
      actor.id,
    );
  }
}
