import { ALERT_KINDS, type AlertDto, type AlertSeverity, type Locale } from '@cena/contracts';
import { Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AlertModel } from './dto/alert.model';
import { ApiListQuery, CONTENT_RANGE } from '../admin/list-query.openapi';
import { ApiErrors, INPUT_ERRORS } from '../common/api-errors';
import type { FastifyReply } from 'fastify';
import { booleanFilter, enumsFilter, idsFilter } from '../admin/admin-filters';
import { parseListQuery, sendPage } from '../admin/list-query';
import { CurrentUser, Roles } from '../auth/auth.decorators';
import type { UserEntity } from '../users/user.entity';
import { adminMailLocale } from './alert-mail';
import type { AlertListQuery } from './alerts.repository';
import { AlertsService } from './alerts.service';
import { RequestLanguage } from '../i18n/request-language';

const SORTABLE: Record<string, AlertListQuery['sort']> = {
  id: 'created_at',
  createdAt: 'created_at',
  kind: 'kind',
  severity: 'severity',
  acknowledgedAt: 'acknowledged_at',
};

const SEVERITIES: readonly AlertSeverity[] = ['info', 'warning', 'critical'];

/** The back office's language of this request (its Accept-Language), pt-BR or en-US. */
/** Reads the list's filter: open (true/false), kind, severity, id. */
export function alertFilter(
  filter: Record<string, unknown>,
): Pick<AlertListQuery, 'open' | 'kinds' | 'severities' | 'ids'> {
  return {
    open: booleanFilter(filter, 'open'),
    kinds: enumsFilter(filter, 'kind', ALERT_KINDS),
    severities: enumsFilter(filter, 'severity', SEVERITIES),
    ids: idsFilter(filter),
  };
}

/** Alerts raised by the worker's scheduled check (server/src/alerts/alert-check.ts). */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('api/admin/alerts')
export class AdminAlertsController {
  constructor(private readonly alerts: AlertsService) {}

  /** ra-data-simple-rest list; `filter={"open":true,"kind":"failure_rate"}`. */
  @ApiOperation({ summary: 'Alerts raised by the scheduled checks' })
  @ApiListQuery()
  @ApiOkResponse({ type: [AlertModel], headers: CONTENT_RANGE })
  @ApiErrors(...INPUT_ERRORS)
  @Get()
  async list(
    @Query() raw: Record<string, string>,
    @Res({ passthrough: true }) res: FastifyReply,
    @RequestLanguage() lang: Locale,
  ): Promise<AlertDto[]> {
    const query = parseListQuery<AlertListQuery['sort']>(raw, SORTABLE, 'createdAt');
    const page = await this.alerts.list(
      {
        offset: query.offset,
        limit: query.limit,
        sort: query.sort,
        order: query.order,
        ...alertFilter(query.filter),
      },
      adminMailLocale(lang),
    );
    return sendPage(res, 'alerts', query.offset, page);
  }

  @ApiOperation({ summary: 'One alert' })
  @ApiOkResponse({ type: AlertModel })
  @ApiErrors('invalid_text', 'not_found')
  @Get(':id')
  get(@Param('id') id: string, @RequestLanguage() lang: Locale): Promise<AlertDto> {
    return this.alerts.get(id, adminMailLocale(lang));
  }

  /** Records who and when (audit-logged); idempotent: a second call answers the alert unchanged. */
  @ApiOperation({ summary: 'Acknowledge an alert (idempotent)' })
  @ApiOkResponse({ type: AlertModel })
  @ApiErrors('invalid_text', 'not_found')
  @Post(':id/acknowledge')
  @HttpCode(200)
  acknowledge(
    @CurrentUser() actor: UserEntity,
    @Param('id') id: string,
    @RequestLanguage() lang: Locale,
  ): Promise<AlertDto> {
    return this.alerts.acknowledge(actor.id, id, adminMailLocale(lang));
  }
}
