import { type AdminUserDto, PLANS, ROLES } from '@cena/contracts';
import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminUserModel } from './dto/admin-records.model';
import { ApiListQuery, CONTENT_RANGE } from './list-query.openapi';
import { ApiErrors, BODY_ERRORS, INPUT_ERRORS } from '../common/api-errors';
import type { FastifyReply } from 'fastify';
import { CurrentUser, Roles } from '../auth/auth.decorators';
import type { UserEntity } from '../users/user.entity';
import { booleanFilter, enumFilter, idsFilter, textFilter } from './admin-filters';
import { AdminUsersService } from './admin-users.service';
import { AdminUserUpdateDto, CreditAdjustmentDto } from './dto/admin-users.dto';
import { parseListQuery, sendPage } from './list-query';

const SORTABLE = {
  id: 'createdAt',
  createdAt: 'createdAt',
  email: 'email',
  displayName: 'displayName',
  credits: 'creditBalance',
  plan: 'plan',
  role: 'role',
} as const;

@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/admin/users')
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  /** Filters: q (e-mail or name), plan, role, disabled (true/false). */
  @ApiOperation({ summary: 'Users, filtered and sorted' })
  @ApiListQuery()
  @ApiOkResponse({ type: [AdminUserModel], headers: CONTENT_RANGE })
  @ApiErrors(...INPUT_ERRORS)
  @Get()
  async list(
    @Query() raw: Record<string, string>,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<AdminUserDto[]> {
    const query = parseListQuery(raw, SORTABLE, 'createdAt');
    const f = query.filter;
    const page = await this.users.list({
      offset: query.offset,
      limit: query.limit,
      sort: query.sort,
      order: query.order,
      q: textFilter(f, 'q', 200),
      plan: enumFilter(f, 'plan', PLANS),
      role: enumFilter(f, 'role', ROLES),
      disabled: booleanFilter(f, 'disabled'),
      ids: idsFilter(f),
    });
    return sendPage(res, 'users', query.offset, page);
  }

  @ApiOperation({ summary: 'One user' })
  @ApiOkResponse({ type: AdminUserModel })
  @ApiErrors('invalid_text', 'not_found')
  @Get(':id')
  get(@Param('id') id: string): Promise<AdminUserDto> {
    return this.users.get(id);
  }

  /** Plan, role, disabled; an admin may not demote or disable themselves. */
  @ApiOperation({ summary: 'Change the plan, role or disabled state of a user' })
  @ApiOkResponse({ type: AdminUserModel })
  @ApiErrors(...BODY_ERRORS, 'not_found', 'self_change_refused')
  @Put(':id')
  update(
    @CurrentUser() actor: UserEntity,
    @Param('id') id: string,
    @Body() body: AdminUserUpdateDto,
  ): Promise<AdminUserDto> {
    return this.users.update(actor, id, {
      plan: body.plan,
      role: body.role,
      disabled: body.disabled,
    });
  }

  /** Gives or takes credits with a required reason (ledger 'admin_adjustment' + audit). */
  @ApiOperation({ summary: 'Give or take credits, with a reason' })
  @ApiOkResponse({ type: AdminUserModel })
  @ApiErrors(...BODY_ERRORS, 'not_found', 'credits_below_zero')
  @Post(':id/credits')
  @HttpCode(200)
  adjustCredits(
    @CurrentUser() actor: UserEntity,
    @Param('id') id: string,
    @Body() body: CreditAdjustmentDto,
  ): Promise<AdminUserDto> {
    return this.users.adjustCredits(actor, id, body);
  }
}
