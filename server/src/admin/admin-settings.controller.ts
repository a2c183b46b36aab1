import type { SettingDto } from '@cena/contracts';
import { Body, Controller, Get, Param, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SettingModel } from './dto/admin-ops.model';
import { ApiListQuery, CONTENT_RANGE } from './list-query.openapi';
import { ApiErrors, BODY_ERRORS, INPUT_ERRORS } from '../common/api-errors';
import type { FastifyReply } from 'fastify';
import { CurrentUser, Roles } from '../auth/auth.decorators';
import type { UserEntity } from '../users/user.entity';
import { AdminSettingsService } from './admin-settings.service';
import { UpdateSettingDto } from './dto/admin-finance.dto';
import { parseListQuery, sendPage } from './list-query';

const SORTABLE = { id: 'id' } as const;

@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/admin/settings')
export class AdminSettingsController {
  constructor(private readonly settings: AdminSettingsService) {}

  @ApiOperation({ summary: 'Settings with their defaults' })
  @ApiListQuery()
  @ApiOkResponse({ type: [SettingModel], headers: CONTENT_RANGE })
  @ApiErrors(...INPUT_ERRORS)
  @Get()
  async list(
    @Query() raw: Record<string, string>,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<SettingDto[]> {
    const query = parseListQuery(raw, SORTABLE, 'id');
    const ids = query.filter.id;
    const q = typeof query.filter.q === 'string' ? query.filter.q.toLowerCase() : null;
    let rows = await this.settings.list();
    if (Array.isArray(ids)) rows = rows.filter((r) => ids.includes(r.id));
    if (q) rows = rows.filter((r) => r.id.toLowerCase().includes(q));
    // Keys in the defaults' order (grouped by topic) unless asked otherwise.
    if (raw.sort || raw._sort) {
      rows.sort((a, b) => a.id.localeCompare(b.id) * (query.order === 'ASC' ? 1 : -1));
    }
    const page = rows.slice(query.offset, query.offset + query.limit);
    return sendPage(res, 'settings', query.offset, { rows: page, total: rows.length });
  }

  @ApiOperation({ summary: 'One setting' })
  @ApiOkResponse({ type: SettingModel })
  @ApiErrors('invalid_text', 'not_found')
  @Get(':id')
  get(@Param('id') id: string): Promise<SettingDto> {
    return this.settings.get(id);
  }

  @ApiOperation({
    summary: 'Change a setting (validated, audit-logged, applied everywhere at once)',
  })
  @ApiOkResponse({ type: SettingModel })
  @ApiErrors(...BODY_ERRORS, 'not_found')
  @Put(':id')
  update(
    @Param('id') id: string,
    @Body() body: UpdateSettingDto,
    @CurrentUser() actor: UserEntity,
  ): Promise<SettingDto> {
    return this.settings.update(id, body.value, actor.id);
  }
}
