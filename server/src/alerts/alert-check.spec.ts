import { Logger } from '@nestjs/common';
import type { AlertKind } from '@cena/contracts';
import { DEFAULT_SETTINGS, type Settings } from '../settings/settings.defaults';
import type { SettingsService } from '../settings/settings.service';
import type { AdvisoryLock } from '../database/advisory-lock';
import type { AppConfig } from '../config/app-config';
import { AlertCheck } from './alert-check';
import type { AlertMailer } from './alert-mail';
import type { AlertMetrics } from './alert-rules';
import type { AlertRecipient, AlertsRepository } from './alerts.repository';
import { ALERTS_LOCK_KEY, AlertScheduler } from './alert.scheduler';

const NOW = new Date('2026-11-23T12:00:00Z');

beforeAll(() => Logger.overrideLogger(false));

/** The alerts table's open-per-kind rule, the admins and the measures, in memory. */
class World {
  metrics: AlertMetrics = {
    renders: { completed: 0, failed: 0 },
    queue: { waiting: 0, oldestWaitingSince: null },
    webhookFailures: { count: 0, types: {} },
    providerErrors: { failed: 0, rejected: 0, byProvider: {} },
    paymentFailures: { count: 0, amountCents: 0 },
  };
  alerts: { id: string; kind: AlertKind; message: string; data: unknown; open: boolean }[] = [];
  admins: AlertRecipient[] = [
    { email: 'ana@cena.app', locale: 'pt-BR', displayName: 'Ana' },
    { email: 'bob@cena.app', locale: 'en-US', displayName: null },
  ];
  mails: { to: string; locale: string | null; kind: AlertKind; id: string }[] = [];
  failMailTo: string | null = null;
  since: Date | null = null;
  settings: Settings = { ...DEFAULT_SETTINGS };

  repository = {
    metrics: async (since: Date) => {
      this.since = since;
      return this.metrics;
    },
    open: async (a: { kind: AlertKind; message: string; data: unknown }) => {
      const current = this.alerts.find((x) => x.kind === a.kind && x.open);
      if (current) {
        Object.assign(current, { message: a.message, data: a.data });
        return { id: current.id, opened: false };
      }
      const id = `alert-${this.alerts.length + 1}`;
      this.alerts.push({ id, kind: a.kind, message: a.message, data: a.data, open: true });
      return { id, opened: true };
    },
    adminRecipients: async () => this.admins,
  } as unknown as AlertsRepository;

  mailer = {
    translator: () => (key: string) => `[${key}]`,
    alertOpened: async (to: AlertRecipient, alert: { id: string; kind: AlertKind }) => {
      if (to.email === this.failMailTo) throw new Error('smtp down');
      this.mails.push({ to: to.email, locale: to.locale, kind: alert.kind, id: alert.id });
    },
  } as unknown as AlertMailer;

  check = new AlertCheck(
    this.repository,
    { all: async () => this.settings } as unknown as SettingsService,
    this.mailer,
  );
}

describe('AlertCheck', () => {
  it('measures the last hour', async () => {
    const w = new World();
    await w.check.run(NOW);
    expect(w.since).toEqual(new Date('2026-11-23T11:00:00Z'));
    expect(w.alerts).toEqual([]);
  });

  it('opens one alert per kind, e-mails every admin once, and only refreshes it while open', async () => {
    const w = new World();
    w.metrics.renders = { completed: 4, failed: 8 };
    expect(await w.check.run(NOW)).toEqual({ opened: ['failure_rate'], updated: [] });
    expect(w.mails).toEqual([
      { to: 'ana@cena.app', locale: 'pt-BR', kind: 'failure_rate', id: 'alert-1' },
      { to: 'bob@cena.app', locale: 'en-US', kind: 'failure_rate', id: 'alert-1' },
    ]);
    expect(w.alerts[0].message).toBe('[admin_alert.kinds.failure_rate.body]');

    w.metrics.renders = { completed: 4, failed: 9 };
    expect(await w.check.run(NOW)).toEqual({ opened: [], updated: ['failure_rate'] });
    expect(w.alerts).toHaveLength(1);
    expect(w.alerts[0].data).toMatchObject({ failed: 9, ended: 13 });
    expect(w.mails).toHaveLength(2);

    // Acknowledged: the next crossing opens (and e-mails) a new one.
    w.alerts[0].open = false;
    expect(await w.check.run(NOW)).toEqual({ opened: ['failure_rate'], updated: [] });
    expect(w.alerts).toHaveLength(2);
    expect(w.mails).toHaveLength(4);
  });

  it('reads thresholds from the settings of the moment', async () => {
    const w = new World();
    w.metrics.paymentFailures = { count: 1, amountCents: 2900 };
    expect((await w.check.run(NOW)).opened).toEqual([]);
    w.settings = { ...w.settings, 'alerts.paymentFailuresMin': 1 };
    expect((await w.check.run(NOW)).opened).toEqual(['payment_failures']);
  });

  it("one admin's failed e-mail does not keep the others from theirs", async () => {
    const w = new World();
    w.failMailTo = 'ana@cena.app';
    w.metrics.webhookFailures = { count: 2, types: {} };
    expect((await w.check.run(NOW)).opened).toEqual(['webhook_failures']);
    expect(w.mails.map((m) => m.to)).toEqual(['bob@cena.app']);
  });
});

describe('AlertScheduler', () => {
  const config = { ALERTS_INTERVAL_MS: 60_000 } as AppConfig;

  it('runs the check under the alerts advisory lock, and not when another replica holds it', async () => {
    const w = new World();
    w.metrics.paymentFailures = { count: 5, amountCents: 0 };
    let heldElsewhere = true;
    const keys: number[] = [];
    const lock = {
      tryWithLock: async <T>(key: number, work: () => Promise<T>) => {
        keys.push(key);
        return heldElsewhere
          ? { ran: false as const }
          : { ran: true as const, value: await work() };
      },
    } as unknown as AdvisoryLock;
    const scheduler = new AlertScheduler(config, lock, w.check);
    expect(await scheduler.tick()).toBe(null);
    expect(w.alerts).toEqual([]);
    heldElsewhere = false;
    expect(await scheduler.tick()).toMatchObject({ opened: ['payment_failures'] });
    expect(keys).toEqual([ALERTS_LOCK_KEY, ALERTS_LOCK_KEY]);
  });

  it('a failing pass is logged and the next one runs', async () => {
    const w = new World();
    const lock = {
      tryWithLock: async () => {
        throw new Error('database away');
      },
    } as unknown as AdvisoryLock;
    const scheduler = new AlertScheduler(config, lock, w.check);
    await expect(scheduler.tick()).resolves.toBe(null);
  });
});
