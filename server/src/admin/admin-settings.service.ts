import type { SettingDto } from '@cena/contracts';
import { Injectable } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { DomainError } from '../common/domain-error';
import type { SettingKey } from '../settings/settings.defaults';
import { type SettingRow, SettingsService } from '../settings/settings.service';
import { isSettingKey } from '../settings/settings.validation';
import { UnitOfWork } from '../transactions/unit-of-work';

function toSettingDto(row: SettingRow): SettingDto {
  return {
    id: row.key,
    value: row.value,
    defaultValue: row.defaultValue,
    updatedAt: row.updatedAt ? new Date(row.updatedAt).toISOString() : null,
    updatedBy: row.updatedBy,
  };
}

/** The back office's settings screen: every tunable key, validated and audited writes. */
@Injectable()
export class AdminSettingsService {
  constructor(
    private readonly settings: SettingsService,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditService,
  ) {}

  async list(): Promise<SettingDto[]> {
    return (await this.settings.rows()).map(toSettingDto);
  }

  async get(id: string): Promise<SettingDto> {
    const key = this.keyOf(id);
    const row = (await this.settings.rows()).find((r) => r.key === key);
    return toSettingDto(row!);
  }

  /** Writes one key and its audit entry in one transaction; other processes drop their cache. */
  async update(id: string, value: unknown, actorId: string): Promise<SettingDto> {
    const key = this.keyOf(id);
    await this.uow.run(async (tx) => {
      const change = await this.settings.update(tx, key, value, actorId);
      await this.audit.record(tx, {
        actorId,
        action: 'setting.update',
        targetType: 'setting',
        targetId: key,
        before: change.before,
        after: change.after,
      });
    });
    return this.get(key);
  }

  private keyOf(id: string): SettingKey {
    if (!isSettingKey(id)) throw new DomainError('not_found');
    return id;
  }
}
