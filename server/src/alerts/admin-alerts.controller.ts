import { ALERT_KINDS, type AlertDto, type AlertKind, type AlertSeverity } from '@cena/contracts';
import { Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { I18nContext } from 'nestjs-i18n';
import { contentRange, parseListQuery } from '../admin/list-query';
import { CurrentUser, Roles } from '../auth/auth.decorators';
import { DomainError } from '../common/domain-error';
import type { UserEntity } from '../users/user.entity';
import { adminMailLocale } from './alert-mail';
import type { AlertListQuery } from './alerts.repository';
import { AlertsService } from './alerts.service';

const SORTABLE: Record<string, AlertListQuery['sort']> = {
  id: 'created_at',
  createdAt: 'created_at',
  kind: 'kind',
  severity: 'severity',
  acknowledgedAt: 'acknowledged_at',
};

const SEVERITIES: readonly AlertSeverity[] = ['info', 'warning', 'critical'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The back office's language of this request (its Accept-Language), pt-BR or en-US. */
const requestLocale = () => adminMailLocale(I18nContext.current()?.lang);

const invalid = (field: string) =>
  new DomainError('validation_failed', { fields: [field], args: { fields: field } });

/** One value or a list (react-admin sends both), each accepted by `accept`. */
function oneOrMany<T extends string>(
  value: unknown,
  field: string,
  accept: (v: unknown) => boolean,
): T[] | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const values = Array.isArray(value) ? value : [value];
  if (values.length > 200 || !values.every(accept)) throw invalid(field);
  return values as T[];
}

/** Reads the list's filter: open (true/false), kind, severity, id. */
export function alertFilter(
  filter: Record<string, unknown>,
): Pick<AlertListQuery, 'open' | 'kinds' | 'severities' | 'ids'> {
  let open: boolean | undefined;
  if (filter.open === true || filter.open === 'true') open = true;
  else if (filter.open === false || filter.open === 'false') open = false;
  else if (filter.open !== undefined && filter.open !== null && filter.open !== '')
    throw invalid('filter.open');
  return {
    open,
    kinds: oneOrMany<AlertKind>(
      filter.kind,
      'filter.kind',
      (v) => typeof v === 'string' && (ALERT_KINDS as readonly string[]).includes(v),
    ),
    severities: oneOrMany<AlertSeverity>(
      filter.severity,
      'filter.severity',
      (v) => typeof v === 'string' && (SEVERITIES as readonly string[]).includes(v),
    ),
    ids: oneOrMany<string>(filter.id, 'filter.id', (v) => typeof v === 'string' && UUID.test(v)),
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
  @Get()
  async list(
    @Query() raw: Record<string, string>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AlertDto[]> {
    const query = parseListQuery<AlertListQuery['sort']>(raw, SORTABLE, 'created_at');
    const { rows, total } = await this.alerts.list(
      {
        offset: query.offset,
        limit: query.limit,
        sort: query.sort,
        order: query.order,
        ...alertFilter(query.filter),
      },
      requestLocale(),
    );
    res.setHeader('Content-Range', contentRange('alerts', query.offset, rows.length, total));
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
    return rows;
  }

  @Get(':id')
  get(@Param('id') id: string): Promise<AlertDto> {
    return this.alerts.get(id, requestLocale());
  }

  /** Records who and when (audit-logged); idempotent: a second call answers the alert unchanged. */
  @Post(':id/acknowledge')
  @HttpCode(200)
  acknowledge(@CurrentUser() actor: UserEntity, @Param('id') id: string): Promise<AlertDto> {
    return this.alerts.acknowledge(actor.id, id, requestLocale());
  }
}
