import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { Transaction } from '../transactions/unit-of-work';
import { SettingsBus } from './settings-bus';
import { DEFAULT_SETTINGS, type SettingKey, type Settings } from './settings.defaults';
import { SettingsRepository } from './settings.repository';
import { type SettingsContext, validateSetting } from './settings.validation';

const CACHE_MS = 5_000;

export interface SettingChange<K extends SettingKey = SettingKey> {
  key: K;
  before: Settings[K];
  after: Settings[K];
  updatedAt: Date;
  updatedBy: string | null;
}

export interface SettingRow {
  key: SettingKey;
  value: unknown;
  defaultValue: unknown;
  updatedAt: Date | null;
  updatedBy: string | null;
}

/**
 * Settings = code defaults overlaid with the stored overrides, cached for a few seconds per
 * process. A change drops this process's cache once committed and tells the other processes
 * (SettingsBus) to drop theirs, so it applies everywhere without a restart.
 */
@Injectable()
export class SettingsService {
  private cache: { at: number; values: Settings } | null = null;
  /** Bumped by every invalidation: a read started before one must not refill the cache. */
  private generation = 0;

  constructor(
    private readonly repository: SettingsRepository,
    private readonly bus: SettingsBus,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'GEMINI_API_KEY'>,
  ) {
    bus.onChange(() => this.invalidate());
  }

  async all(): Promise<Settings> {
    if (this.cache && Date.now() - this.cache.at < CACHE_MS) return this.cache.values;
    const generation = this.generation;
    const stored = await this.repository.findAll();
    const values = { ...DEFAULT_SETTINGS };
    for (const key of Object.keys(DEFAULT_SETTINGS) as SettingKey[]) {
      if (stored.has(key)) Object.assign(values, { [key]: stored.get(key) });
    }
    if (generation === this.generation) this.cache = { at: Date.now(), values };
    return values;
  }

  async get<K extends SettingKey>(key: K): Promise<Settings[K]> {
    return (await this.all())[key];
  }

  /** Every key with its effective value, default and last writer (the back office's list). */
  async rows(): Promise<SettingRow[]> {
    const stored = new Map((await this.repository.findRows()).map((r) => [r.key, r]));
    return (Object.keys(DEFAULT_SETTINGS) as SettingKey[]).map((key) => {
      const row = stored.get(key);
      return {
        key,
        value: row ? row.value : DEFAULT_SETTINGS[key],
        defaultValue: DEFAULT_SETTINGS[key],
        updatedAt: row?.updatedAt ?? null,
        updatedBy: row?.updatedBy ?? null,
      };
    });
  }

  /** What validation depends on beyond the value itself. */
  context(): SettingsContext {
    return { veoConfigured: Boolean(this.config.GEMINI_API_KEY) };
  }

  /**
   * Validates and stores `value` for `key` in `tx` (the caller audits in the same transaction);
   * once committed, every process drops its cached settings.
   */
  async update<K extends SettingKey>(
    tx: Transaction,
    key: K,
    value: unknown,
    actorId: string | null,
  ): Promise<SettingChange<K>> {
    const after = validateSetting(key, value, this.context());
    const locked = await this.repository.lockRow(tx, key);
    const before = (locked ? locked.value : DEFAULT_SETTINGS[key]) as Settings[K];
    const row = await this.repository.upsert(tx, key, after, actorId);
    tx.afterCommit(async () => {
      this.invalidate();
      await this.bus.publish(key);
    });
    return { key, before, after, updatedAt: row.updatedAt, updatedBy: row.updatedBy };
  }

  /** Drops this process's cache: the next read goes to the database. */
  invalidate(): void {
    this.generation += 1;
    this.cache = null;
  }
}
