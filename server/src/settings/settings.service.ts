import { Injectable } from '@nestjs/common';
import { DEFAULT_SETTINGS, type SettingKey, type Settings } from './settings.defaults';
import { SettingsRepository } from './settings.repository';

const CACHE_MS = 5_000;

/** Settings = code defaults overlaid with the stored overrides, cached for a few seconds. */
@Injectable()
export class SettingsService {
  private cache: { at: number; values: Settings } | null = null;

  constructor(private readonly repository: SettingsRepository) {}

  async all(): Promise<Settings> {
    if (this.cache && Date.now() - this.cache.at < CACHE_MS) return this.cache.values;
    const stored = await this.repository.findAll();
    const values = { ...DEFAULT_SETTINGS };
    for (const key of Object.keys(DEFAULT_SETTINGS) as SettingKey[]) {
      if (stored.has(key)) Object.assign(values, { [key]: stored.get(key) });
    }
    this.cache = { at: Date.now(), values };
    return values;
  }

  async get<K extends SettingKey>(key: K): Promise<Settings[K]> {
    return (await this.all())[key];
  }
}
