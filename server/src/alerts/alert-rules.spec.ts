import { ALERT_THRESHOLD_KEYS } from '@cena/contracts';
import { DEFAULT_SETTINGS } from '../settings/settings.defaults';
import {
  type AlertMetrics,
  type AlertThresholds,
  evaluateAlerts,
  failureRateAlert,
  paymentFailuresAlert,
  providerErrorsAlert,
  queueBacklogAlert,
  webhookFailuresAlert,
} from './alert-rules';

const NOW = new Date('2026-11-23T12:00:00Z');
const MINUTE = 60_000;

const thresholds: AlertThresholds = {
  'alerts.failureRatePercent': 20,
  'alerts.failureRateMinSample': 10,
  'alerts.queueWaitingMax': 50,
  'alerts.queueOldestWaitingMinutes': 15,
  'alerts.webhookFailuresMin': 1,
  'alerts.providerErrorsMin': 5,
  'alerts.paymentFailuresMin': 3,
};

function metrics(overrides: Partial<AlertMetrics> = {}): AlertMetrics {
  return {
    renders: { completed: 0, failed: 0 },
    queue: { waiting: 0, oldestWaitingSince: null },
    webhookFailures: { count: 0, types: {} },
    providerErrors: { failed: 0, rejected: 0, byProvider: {} },
    paymentFailures: { count: 0, amountCents: 0 },
    ...overrides,
  };
}

describe('alert rules', () => {
  it('reads every threshold from settings, whose defaults match these', () => {
    for (const key of ALERT_THRESHOLD_KEYS) expect(DEFAULT_SETTINGS[key]).toBe(thresholds[key]);
  });

  it('opens nothing on a quiet hour', () => {
    expect(evaluateAlerts(metrics(), thresholds, NOW)).toEqual([]);
  });

  describe('failure rate', () => {
    it('waits for the minimum sample', () => {
      // 9 ended, all failed: under the sample of 10, no alert.
      expect(failureRateAlert(metrics({ renders: { completed: 0, failed: 9 } }), thresholds)).toBe(
        null,
      );
      expect(
        failureRateAlert(metrics({ renders: { completed: 0, failed: 10 } }), thresholds),
      ).toMatchObject({ kind: 'failure_rate', data: { failed: 10, ended: 10, percent: 100 } });
    });

    it('opens strictly over the threshold', () => {
      // 2 of 10 = 20 %: at the threshold, not over it.
      expect(failureRateAlert(metrics({ renders: { completed: 8, failed: 2 } }), thresholds)).toBe(
        null,
      );
      const alert = failureRateAlert(metrics({ renders: { completed: 8, failed: 3 } }), thresholds);
      expect(alert).toMatchObject({
        kind: 'failure_rate',
        severity: 'warning',
        data: { failed: 3, ended: 11, percent: 27.3, threshold: 20, minSample: 10 },
        values: { failed: 3, ended: 11, percent: 27.3, threshold: 20 },
      });
    });

    it('is critical at twice the threshold', () => {
      expect(
        failureRateAlert(metrics({ renders: { completed: 6, failed: 4 } }), thresholds)?.severity,
      ).toBe('critical');
    });

    it('follows changed settings', () => {
      const strict = {
        ...thresholds,
        'alerts.failureRatePercent': 5,
        'alerts.failureRateMinSample': 2,
      };
      expect(
        failureRateAlert(metrics({ renders: { completed: 18, failed: 2 } }), strict),
      ).toMatchObject({
        data: { percent: 10, threshold: 5 },
      });
    });
  });

  describe('queue backlog', () => {
    it('opens with more waiting renders than the maximum', () => {
      const since = new Date(NOW.getTime() - MINUTE);
      expect(
        queueBacklogAlert(
          metrics({ queue: { waiting: 50, oldestWaitingSince: since } }),
          thresholds,
          NOW,
        ),
      ).toBe(null);
      expect(
        queueBacklogAlert(
          metrics({ queue: { waiting: 51, oldestWaitingSince: since } }),
          thresholds,
          NOW,
        ),
      ).toMatchObject({
        kind: 'queue_backlog',
        severity: 'warning',
        data: { waiting: 51, oldestWaitingMinutes: 1, maxWaiting: 50, maxMinutes: 15 },
      });
      expect(
        queueBacklogAlert(
          metrics({ queue: { waiting: 101, oldestWaitingSince: since } }),
          thresholds,
          NOW,
        )?.severity,
      ).toBe('critical');
    });

    it('opens when the oldest waiting render waits longer than allowed', () => {
      const at = (minutes: number) => new Date(NOW.getTime() - minutes * MINUTE);
      expect(
        queueBacklogAlert(
          metrics({ queue: { waiting: 1, oldestWaitingSince: at(15) } }),
          thresholds,
          NOW,
        ),
      ).toBe(null);
      expect(
        queueBacklogAlert(
          metrics({ queue: { waiting: 1, oldestWaitingSince: at(16) } }),
          thresholds,
          NOW,
        ),
      ).toMatchObject({ severity: 'warning', data: { waiting: 1, oldestWaitingMinutes: 16 } });
      expect(
        queueBacklogAlert(
          metrics({ queue: { waiting: 1, oldestWaitingSince: at(31) } }),
          thresholds,
          NOW,
        )?.severity,
      ).toBe('critical');
    });

    it('an empty queue is never a backlog', () => {
      expect(
        queueBacklogAlert(
          metrics({ queue: { waiting: 0, oldestWaitingSince: new Date(0) } }),
          thresholds,
          NOW,
        ),
      ).toBe(null);
    });
  });

  it('webhook failures: at least the minimum, critical at twice it', () => {
    expect(webhookFailuresAlert(metrics(), thresholds)).toBe(null);
    const one = metrics({
      webhookFailures: { count: 1, types: { 'checkout.session.completed': 1 } },
    });
    expect(webhookFailuresAlert(one, thresholds)).toMatchObject({
      kind: 'webhook_failures',
      severity: 'warning',
      data: { count: 1, types: { 'checkout.session.completed': 1 }, threshold: 1 },
    });
    const two = metrics({ webhookFailures: { count: 2, types: {} } });
    expect(webhookFailuresAlert(two, thresholds)?.severity).toBe('critical');
    // A threshold of 0 still needs one failure.
    expect(webhookFailuresAlert(metrics(), { ...thresholds, 'alerts.webhookFailuresMin': 0 })).toBe(
      null,
    );
  });

  it('provider errors: failed and rejected renders together, by provider', () => {
    const four = metrics({ providerErrors: { failed: 3, rejected: 1, byProvider: { veo: 4 } } });
    expect(providerErrorsAlert(four, thresholds)).toBe(null);
    const five = metrics({ providerErrors: { failed: 3, rejected: 2, byProvider: { veo: 5 } } });
    expect(providerErrorsAlert(five, thresholds)).toMatchObject({
      kind: 'provider_errors',
      severity: 'warning',
      data: { count: 5, failed: 3, rejected: 2, byProvider: { veo: 5 }, threshold: 5 },
    });
    const ten = metrics({ providerErrors: { failed: 10, rejected: 0, byProvider: {} } });
    expect(providerErrorsAlert(ten, thresholds)?.severity).toBe('critical');
  });

  it('payment failures: at least the minimum', () => {
    const two = metrics({ paymentFailures: { count: 2, amountCents: 5800 } });
    expect(paymentFailuresAlert(two, thresholds)).toBe(null);
    const three = metrics({ paymentFailures: { count: 3, amountCents: 8700 } });
    expect(paymentFailuresAlert(three, thresholds)).toMatchObject({
      kind: 'payment_failures',
      severity: 'warning',
      data: { count: 3, amountCents: 8700, threshold: 3 },
    });
  });

  it('evaluates every kind in ALERT_KINDS order', () => {
    const all = metrics({
      renders: { completed: 0, failed: 12 },
      queue: { waiting: 60, oldestWaitingSince: NOW },
      webhookFailures: { count: 1, types: {} },
      providerErrors: { failed: 12, rejected: 0, byProvider: {} },
      paymentFailures: { count: 3, amountCents: 0 },
    });
    expect(evaluateAlerts(all, thresholds, NOW).map((a) => a.kind)).toEqual([
      'failure_rate',
      'queue_backlog',
      'webhook_failures',
      'provider_errors',
      'payment_failures',
    ]);
  });
});
