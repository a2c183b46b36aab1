import type { PromptSessionDto } from '@cena/contracts';
import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PromptSessionModel } from './dto/admin-ops.model';
import { ApiListQuery, CONTENT_RANGE } from './list-query.openapi';
import { ApiErrors, INPUT_ERRORS } from '../common/api-errors';
import type { FastifyReply } from 'fastify';
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

  @ApiOperation({ summary: 'Prompt assistant sessions, newest first' })
  @ApiListQuery()
  @ApiOkResponse({ type: [PromptSessionModel], headers: CONTENT_RANGE })
  @ApiErrors(...INPUT_ERRORS)
  @Get()
  async list(
    @Query() raw: Record<string, string>,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<PromptSessionDto[]> {
    const query = parseListQuery(raw, SORTABLE, 'createdAt');
    const page = await this.sessions.list(
      { ids: idsFilter(query.filter), userId: uuidFilter(query.filter, 'userId') },
      query,
    );
    return sendPage(res, 'prompt-sessions', query.offset, page);
  }

  @ApiOperation({ summary: 'One prompt assistant session' })
  @ApiOkResponse({ type: PromptSessionModel })
  @ApiErrors('invalid_text', 'not_found')
  @Get(':id')
  get(@Param('id') id: string): Promise<PromptSessionDto> {
    return this.sessions.get(id);
  }
}
