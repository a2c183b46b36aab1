import { ALERT_KINDS, type AlertDto } from '@cena/contracts';
import { Injectable } from '@nestjs/common';
import { I18nService } from 'nestjs-i18n';
import { AuditService } from '../audit/audit.service';
import { DomainError } from '../common/domain-error';
import { mailTranslator } from '../mail/mail-compose';
import { UnitOfWork } from '../transactions/unit-of-work';
import { type AdminLocale, alertSummary } from './alert-mail';
import { type AlertListQuery, type AlertRow, AlertsRepository } from './alerts.repository';

export function toAlertDto(row: AlertRow, message = row.message): AlertDto {
  return {
    id: row.id,
    kind: row.kind,
    severity: row.severity,
    message,
    data: row.data ?? {},
    createdAt: new Date(row.createdAt).toISOString(),
    acknowledgedAt: row.acknowledgedAt ? new Date(row.acknowledgedAt).toISOString() : null,
    acknowledgedBy: row.acknowledgedBy,
    acknowledgedByEmail: row.acknowledgedByEmail,
  };
}

/** The back office's side of alerts: read them and acknowledge them (audit-logged). */
@Injectable()
export class AlertsService {
  constructor(
    private readonly repository: AlertsRepository,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditService,
    private readonly i18n: I18nService,
  ) {}

  async list(
    query: AlertListQuery,
    lang: AdminLocale,
  ): Promise<{ rows: AlertDto[]; total: number }> {
    const { rows, total } = await this.repository.list(query);
    return { rows: rows.map((row) => this.toDto(row, lang)), total };
  }

  async get(id: string, lang: AdminLocale): Promise<AlertDto> {
    const row = await this.repository.findById(id);
    if (!row) throw new DomainError('not_found');
    return this.toDto(row, lang);
  }

  /**
   * The message written again from the alert's figures in the reader's language; the stored
   * (pt-BR) text when a figure it needs is missing.
   */
  private toDto(row: AlertRow, lang: AdminLocale): AlertDto {
    if (!(ALERT_KINDS as readonly string[]).includes(row.kind)) return toAlertDto(row);
    const values: Record<string, number> = {};
    for (const [key, value] of Object.entries(row.data ?? {})) {
      if (typeof value === 'number' && Number.isFinite(value)) values[key] = value;
    }
    const message = alertSummary(mailTranslator(this.i18n, lang), lang, row.kind, values);
    return toAlertDto(row, /\{\w+\}/.test(message) ? row.message : message);
  }

  /**
   * Records who acknowledged the alert and when, with an audit entry, in one transaction. Once
   * acknowledged, the check may open a new alert of the same kind. Idempotent: acknowledging an
   * acknowledged alert changes nothing (the first who/when stay, no second audit entry) and
   * answers the alert as it is.
   */
  async acknowledge(actorId: string, id: string, lang: AdminLocale): Promise<AlertDto> {
    await this.uow.run(async (tx) => {
      const current = await this.repository.lockForUpdate(tx, id);
      if (!current) throw new DomainError('not_found');
      if (current.acknowledgedAt) return;
      const acknowledgedAt = await this.repository.acknowledge(tx, id, actorId);
      await this.audit.record(tx, {
        actorId,
        action: 'alert.acknowledge',
        targetType: 'alert',
        targetId: id,
        before: { acknowledgedAt: null, acknowledgedBy: null },
        after: { acknowledgedAt: new Date(acknowledgedAt).toISOString(), acknowledgedBy: actorId },
      });
    });
    return this.get(id, lang);
  }
}
