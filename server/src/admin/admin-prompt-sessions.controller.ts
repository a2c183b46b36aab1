import type { PromptSessionDto } from '@cena/contracts';
import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '../auth/auth.decorators';
import { idsFilter, uuidFilter } from './admin-filters';
import { AdminPromptSessionsService } from './admin-prompt-sessions.service';
import { parseListQuery, sendPage } from './list-query';

const SORTABLE = { id: 'createdAt', createdAt: 'createdAt' } as const;

@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/admin/prompt-sessions')
export class AdminPromptSessionsController {
  constructor(private readonly sessions: AdminPromptSessionsService) {}

  @Get()
  async list(
    @Query() raw: Record<string, string>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PromptSessionDto[]> {
    const query = parseListQuery(raw, SORTABLE, 'createdAt');
    const page = await this.sessions.list(
      { ids: idsFilter(query.filter), userId: uuidFilter(query.filter, 'userId') },
      query,
    );
    return sendPage(res, 'prompt-sessions', query.offset, page);
  }

  @Get(':id')
  get(@Param('id') id: string): Promise<PromptSessionDto> {
    return this.sessions.get(id);
  }
}
