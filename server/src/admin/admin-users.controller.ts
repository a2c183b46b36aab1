import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '../auth/auth.decorators';
import { toAdminUserDto } from '../users/user.mapper';
import { UsersService } from '../users/users.service';
import { contentRange, parseListQuery } from './list-query';

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
  constructor(private readonly users: UsersService) {}

  @Get()
  async list(@Query() raw: Record<string, string>, @Res({ passthrough: true }) res: Response) {
    const query = parseListQuery(raw, SORTABLE, 'createdAt');
    const f = query.filter;
    const { rows, total } = await this.users.list({
      offset: query.offset,
      limit: query.limit,
      sort: query.sort,
      order: query.order,
      q: typeof f.q === 'string' ? f.q : undefined,
      plan: typeof f.plan === 'string' ? f.plan : undefined,
      role: typeof f.role === 'string' ? f.role : undefined,
    });
    res.setHeader('Content-Range', contentRange('users', query.offset, rows.length, total));
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
    return rows.map(toAdminUserDto);
  }
}
