import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { SettingEntity } from './setting.entity';

@Injectable()
export class SettingsRepository {
  constructor(@InjectRepository(SettingEntity) private readonly rows: Repository<SettingEntity>) {}

  async findAll(): Promise<Map<string, unknown>> {
    const rows = await this.rows.find();
    return new Map(rows.map((r) => [r.key, r.value]));
  }
}
