import type { PromptSessionDto } from '@cena/contracts';
import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '../auth/auth.decorators';
import { idsFilter, uuidFilter } from './admin-filters';
import { AdminPromptSessionsService } from './admin-prompt-sessions.service';
import { contentRange, parseListQuery } from './list-query';

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
    const { rows, total } = await this.sessions.list(
      { ids: idsFilter(query.filter), userId: uuidFilter(query.filter, 'userId') },
      query,
    );
    res.setHeader(
      'Content-Range',
      contentRange('prompt-sessions', query.offset, rows.length, total),
    );
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
    return rows;
  }

  @Get(':id')
  get(@Param('id') id: string): Promise<PromptSessionDto> {
    return this.sessions.get(id);
  }
}
