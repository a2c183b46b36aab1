import { LIMITS, type TicketDto, type TicketPage } from '@cena/contracts';
import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { TicketModel, TicketPageModel } from './dto/ticket.model';
import { ApiErrors, BODY_ERRORS, INPUT_ERRORS } from '../common/api-errors';
import { CurrentUser } from '../auth/auth.decorators';
import { AccountThrottlerGuard } from '../common/throttler/account-throttler.guard';
import type { UserEntity } from '../users/user.entity';
import { CreateTicketDto, CustomerReplyDto, ListTicketsDto } from './dto/ticket.dto';
import { SupportService } from './support.service';

/** The customer's side of support: their own tickets only; internal notes never leave staff. */
@ApiTags('support')
@ApiBearerAuth()
@Controller('api/tickets')
export class TicketsController {
  constructor(private readonly support: SupportService) {}

  @ApiOperation({ summary: 'My support tickets, newest first, without messages' })
  @ApiOkResponse({ type: TicketPageModel })
  @ApiErrors(...INPUT_ERRORS)
  @Get()
  list(@CurrentUser() user: UserEntity, @Query() query: ListTicketsDto): Promise<TicketPage> {
    return this.support.listOwn(
      user,
      query.page ?? 1,
      query.pageSize ?? LIMITS.listPageSizeDefault,
    );
  }

  @ApiOperation({ summary: 'Open a support ticket' })
  @ApiCreatedResponse({ type: TicketModel })
  @ApiErrors(...BODY_ERRORS, 'rate_limited')
  @Post()
  @HttpCode(201)
  @UseGuards(AccountThrottlerGuard)
  create(@CurrentUser() user: UserEntity, @Body() body: CreateTicketDto): Promise<TicketDto> {
    return this.support.create(user, body);
  }

  @ApiOperation({ summary: 'One of my tickets with its messages' })
  @ApiOkResponse({ type: TicketModel })
  @ApiErrors('invalid_text', 'not_found')
  @Get(':id')
  get(@CurrentUser() user: UserEntity, @Param('id') id: string): Promise<TicketDto> {
    return this.support.getOwn(user, id);
  }

  @ApiOperation({ summary: 'Reply on one of my tickets' })
  @ApiCreatedResponse({ type: TicketModel })
  @ApiErrors(...BODY_ERRORS, 'not_found', 'rate_limited')
  @Post(':id/messages')
  @HttpCode(201)
  @UseGuards(AccountThrottlerGuard)
  reply(
    @CurrentUser() user: UserEntity,
    @Param('id') id: string,
    @Body() body: CustomerReplyDto,
  ): Promise<TicketDto> {
    return this.support.replyAsCustomer(user, id, body.body);
  }
}
