import type { AlertDto } from '@cena/contracts';
import { Injectable } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { DomainError } from '../common/domain-error';
import { UnitOfWork } from '../transactions/unit-of-work';
import { type AlertListQuery, type AlertRow, AlertsRepository } from './alerts.repository';

export function toAlertDto(row: AlertRow): AlertDto {
  return {
    id: row.id,
    kind: row.kind,
    severity: row.severity,
    message: row.message,
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
  ) {}

  async list(query: AlertListQuery): Promise<{ rows: AlertDto[]; total: number }> {
    const { rows, total } = await this.repository.list(query);
    return { rows: rows.map(toAlertDto), total };
  }

  async get(id: string): Promise<AlertDto> {
    const row = await this.repository.findById(id);
    if (!row) throw new DomainError('not_found');
    return toAlertDto(row);
  }

  /**
   * Records who acknowledged the alert and when, with an audit entry, in one transaction. Once
   * acknowledged, the check may open a new alert of the same kind. Idempotent: acknowledging an
   * acknowledged alert changes nothing (the first who/when stay, no second audit entry) and
   * answers the alert as it is.
   */
  async acknowledge(actorId: string, id: string): Promise<AlertDto> {
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
    return this.get(id);
  }
}
