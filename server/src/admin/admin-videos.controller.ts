import { type AdminVideoDto, VIDEO_MODES, VIDEO_STATUSES } from '@cena/contracts';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminVideoModel, DeletedModel } from './dto/admin-records.model';
import { ApiListQuery, CONTENT_RANGE } from './list-query.openapi';
import { ApiErrors, BODY_ERRORS, INPUT_ERRORS } from '../common/api-errors';
import type { FastifyReply } from 'fastify';
import { CurrentUser, Roles } from '../auth/auth.decorators';
import type { UserEntity } from '../users/user.entity';
import { booleanFilter, enumFilter, idsFilter, textFilter, uuidFilter } from './admin-filters';
import type { AdminVideoSort } from './admin-videos.repository';
import { AdminVideosService } from './admin-videos.service';
import { AdminVideoUpdateDto } from './dto/admin-videos.dto';
import { parseListQuery, sendPage } from './list-query';

const SORTABLE: Readonly<Record<string, AdminVideoSort>> = {
  id: 'createdAt',
  createdAt: 'createdAt',
  completedAt: 'completedAt',
  status: 'status',
  mode: 'mode',
  provider: 'provider',
  costCredits: 'costCredits',
  title: 'title',
};

@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/admin/videos')
export class AdminVideosController {
  constructor(private readonly videos: AdminVideosService) {}

  /** Filters: status, mode, provider, userId, q (title or prompt), hidden, pendingApproval. */
  @ApiOperation({ summary: 'Videos, filtered and sorted' })
  @ApiListQuery()
  @ApiOkResponse({ type: [AdminVideoModel], headers: CONTENT_RANGE })
  @ApiErrors(...INPUT_ERRORS)
  @Get()
  async list(
    @Query() raw: Record<string, string>,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<AdminVideoDto[]> {
    const query = parseListQuery(raw, SORTABLE, 'createdAt');
    const f = query.filter;
    const page = await this.videos.list({
      offset: query.offset,
      limit: query.limit,
      sort: query.sort,
      order: query.order,
      ids: idsFilter(f),
      status: enumFilter(f, 'status', VIDEO_STATUSES),
      mode: enumFilter(f, 'mode', VIDEO_MODES),
      provider: textFilter(f, 'provider'),
      userId: uuidFilter(f, 'userId'),
      q: textFilter(f, 'q', 200),
      hidden: booleanFilter(f, 'hidden'),
      pendingApproval: booleanFilter(f, 'pendingApproval'),
    });
    return sendPage(res, 'videos', query.offset, page);
  }

  @ApiOperation({ summary: 'One video' })
  @ApiOkResponse({ type: AdminVideoModel })
  @ApiErrors('invalid_text', 'not_found')
  @Get(':id')
  get(@Param('id') id: string): Promise<AdminVideoDto> {
    return this.videos.get(id);
  }

  /** Hide from / restore to the gallery (`hidden`), approve under moderation (`approved`). */
  @ApiOperation({ summary: 'Hide, restore or approve a video in the gallery' })
  @ApiOkResponse({ type: AdminVideoModel })
  @ApiErrors(...BODY_ERRORS, 'not_found')
  @Put(':id')
  update(
    @CurrentUser() actor: UserEntity,
    @Param('id') id: string,
    @Body() body: AdminVideoUpdateDto,
  ): Promise<AdminVideoDto> {
    return this.videos.update(actor, id, { hidden: body.hidden, approved: body.approved });
  }

  /** Soft delete; 409 while the video is queued or rendering. */
  @ApiOperation({ summary: 'Delete a video (refused while it renders)' })
  @ApiOkResponse({ type: DeletedModel })
  @ApiErrors('invalid_text', 'not_found', 'conflict')
  @Delete(':id')
  async remove(@CurrentUser() actor: UserEntity, @Param('id') id: string): Promise<{ id: string }> {
    await this.videos.remove(actor, id);
    return { id };
  }

  /** A failed video back in the queue; charged again only if it was refunded. */
  @ApiOperation({ summary: 'Queue a failed video again' })
  @ApiOkResponse({ type: AdminVideoModel })
  @ApiErrors('invalid_text', 'not_found', 'conflict', 'insufficient_credits')
  @Post(':id/retry')
  @HttpCode(200)
  retry(@CurrentUser() actor: UserEntity, @Param('id') id: string): Promise<AdminVideoDto> {
    return this.videos.retry(actor, id);
  }
}
