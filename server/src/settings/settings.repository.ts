import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { entityManagerOf } from '../transactions/typeorm-unit-of-work';
import type { Transaction } from '../transactions/unit-of-work';
import { SettingEntity } from './setting.entity';

export interface StoredSetting {
  key: string;
  value: unknown;
  updatedAt: Date;
  updatedBy: string | null;
}

@Injectable()
export class SettingsRepository {
  constructor(@InjectRepository(SettingEntity) private readonly rows: Repository<SettingEntity>) {}

  async findAll(): Promise<Map<string, unknown>> {
    const rows = await this.rows.find();
    return new Map(rows.map((r) => [r.key, r.value]));
  }

  /** Every stored override with who wrote it last. */
  async findRows(): Promise<StoredSetting[]> {
    return this.rows.find();
  }

  /** The stored row of `key`, locked until `tx` ends (null when the default applies). */
  async lockRow(tx: Transaction, key: string): Promise<StoredSetting | null> {
    const rows: StoredSetting[] = await entityManagerOf(tx).query(
      `SELECT key, value, updated_at AS "updatedAt", updated_by AS "updatedBy"
         FROM settings WHERE key = $1 FOR UPDATE`,
      [key],
    );
    return rows[0] ?? null;
  }

  async upsert(
    tx: Transaction,
    key: string,
    value: unknown,
    updatedBy: string | null,
  ): Promise<StoredSetting> {
    const rows: StoredSetting[] = await entityManagerOf(tx).query(
      `INSERT INTO settings (key, value, updated_at, updated_by) VALUES ($1, $2, now(), $3)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now(),
                                       updated_by = EXCLUDED.updated_by
       RETURNING key, value, updated_at AS "updatedAt", updated_by AS "updatedBy"`,
      [key, JSON.stringify(value), updatedBy],
    );
    return rows[0];
  }
}
