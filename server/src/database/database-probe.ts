import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

const PROBE_TIMEOUT_MS = 1500;

/** Whether PostgreSQL answers right now (`SELECT 1` within a short time). */
@Injectable()
export class DatabaseProbe {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async isUp(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.dataSource.query('SELECT 1'),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS);
        }),
      ]);
      return true;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }
}
