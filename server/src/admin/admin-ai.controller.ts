import type { AiOverviewDto } from '@cena/contracts';
import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
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

  @Get()
  get(): Promise<AiOverviewDto> {
    return this.ai.overview();
  }

  @Put()
  update(@Body() body: AiUpdateDto, @CurrentUser() actor: UserEntity): Promise<AiOverviewDto> {
    return this.ai.update(
      { videoProvider: body.videoProvider, videoModel: body.videoModel },
      actor.id,
    );
  }
}
