import type { AppConfig } from '../config/app-config';
import { DomainError } from '../common/domain-error';
import { RecordingUnitOfWork } from '../transactions/unit-of-work.fixtures';
import type { SettingsBus } from './settings-bus';
import type { SettingsRepository, StoredSetting } from './settings.repository';
import { SettingsService } from './settings.service';

/** The settings table in memory, counting reads. */
class MemorySettings implements Pick<
  SettingsRepository,
  'findAll' | 'findRows' | 'lockRow' | 'upsert'
> {
  readonly rows = new Map<string, StoredSetting>();
  reads = 0;

  async findAll(): Promise<Map<string, unknown>> {
    this.reads += 1;
    return new Map([...this.rows].map(([k, r]) => [k, r.value]));
  }

  async findRows(): Promise<StoredSetting[]> {
    return [...this.rows.values()];
  }

  async lockRow(_tx: unknown, key: string): Promise<StoredSetting | null> {
    return this.rows.get(key) ?? null;
  }

  async upsert(_tx: unknown, key: string, value: unknown, updatedBy: string | null) {
    const row = { key, value, updatedAt: new Date(), updatedBy };
    this.rows.set(key, row);
    return row;
  }
}

/** Stands for Redis pub/sub between processes: a publish reaches every subscribed process. */
class LoopbackBus implements Pick<SettingsBus, 'onChange' | 'publish'> {
  private readonly listeners: ((key: string) => void)[] = [];
  readonly published: string[] = [];

  onChange(listener: (key: string) => void): void {
    this.listeners.push(listener);
  }

  async publish(key: string): Promise<void> {
    this.published.push(key);
    for (const listener of this.listeners) listener(key);
  }
}

function process(store: MemorySettings, bus: LoopbackBus, config: Partial<AppConfig> = {}) {
  return new SettingsService(
    store as unknown as SettingsRepository,
    bus as unknown as SettingsBus,
    config as AppConfig,
  );
}

describe('SettingsService', () => {
  it('caches reads, and a committed change reaches every process at once', async () => {
    const store = new MemorySettings();
    const bus = new LoopbackBus();
    const api = process(store, bus);
    const worker = process(store, bus);
    expect(await worker.get('credits.videoCost')).toBe(20);
    expect(await worker.get('credits.videoCost')).toBe(20);
    expect(store.reads).toBe(1);

    const uow = new RecordingUnitOfWork();
    const change = await uow.run((tx) => api.update(tx, 'credits.videoCost', 25, 'admin-1'));
    expect(change).toMatchObject({
      key: 'credits.videoCost',
      before: 20,
      after: 25,
      updatedBy: 'admin-1',
    });
    expect(bus.published).toEqual(['credits.videoCost']);
    expect(await worker.get('credits.videoCost')).toBe(25);
    expect(await api.get('credits.videoCost')).toBe(25);
  });

  it('changes nothing and tells nobody when the transaction rolls back or the value is refused', async () => {
    const store = new MemorySettings();
    const bus = new LoopbackBus();
    const service = process(store, bus);
    const uow = new RecordingUnitOfWork();
    await expect(
      uow.run(async (tx) => {
        await service.update(tx, 'credits.signupBonus', 50, null);
        throw new Error('audit failed');
      }),
    ).rejects.toThrow('audit failed');
    expect(bus.published).toEqual([]);

    await expect(
      uow.run((tx) => service.update(tx, 'credits.signupBonus', 10_001, null)),
    ).rejects.toBeInstanceOf(DomainError);
    await expect(
      uow.run((tx) => service.update(tx, 'providers.video', 'veo', null)),
    ).rejects.toMatchObject({
      code: 'validation_failed',
      details: { fields: ['providers.video'] },
    });
    expect(bus.published).toEqual([]);
  });

  it('a read that started before an invalidation does not refill the cache with old values', async () => {
    const store = new MemorySettings();
    const bus = new LoopbackBus();
    const service = process(store, bus, { GEMINI_API_KEY: 'key' });
    const slowRead = service.all();
    store.rows.set('providers.video', {
      key: 'providers.video',
      value: 'veo',
      updatedAt: new Date(),
      updatedBy: null,
    });
    service.invalidate();
    await slowRead;
    expect(await service.get('providers.video')).toBe('veo');
  });

  it('lists every key with its default and last writer', async () => {
    const store = new MemorySettings();
    const service = process(store, new LoopbackBus());
    await new RecordingUnitOfWork().run((tx) =>
      service.update(tx, 'gallery.moderation', 'approval', 'admin-1'),
    );
    const rows = await service.rows();
    expect(rows.find((r) => r.key === 'gallery.moderation')).toMatchObject({
      value: 'approval',
      defaultValue: 'auto',
      updatedBy: 'admin-1',
    });
    expect(rows.find((r) => r.key === 'credits.signupBonus')).toMatchObject({
      value: 20,
      updatedAt: null,
    });
  });
});
