import type { ALERT_THRESHOLD_KEYS, AlertKind, AlertSeverity } from '@cena/contracts';
import type { Settings } from '../settings/settings.defaults';

/** What the check measures over the last hour (and the queue right now). */
export interface AlertMetrics {
  /** Renders that ended in the last hour. */
  renders: { completed: number; failed: number };
  /** Videos waiting for a worker (status queued) and since when the oldest one waits. */
  queue: { waiting: number; oldestWaitingSince: Date | null };
  /** Provider webhook events received in the last hour that failed to apply. */
  webhookFailures: { count: number; types: Record<string, number> };
  /** Renders failed with provider_failed / provider_rejected in the last hour, by provider. */
  providerErrors: { failed: number; rejected: number; byProvider: Record<string, number> };
  /** Payments that failed in the last hour. */
  paymentFailures: { count: number; amountCents: number };
}

export type AlertThresholds = Pick<Settings, (typeof ALERT_THRESHOLD_KEYS)[number]>;

/**
 * An alert the check wants open; `values` fill the kind's message (numbers only). Each value is
 * also in `data` under the same name, so the message can be written again in a reader's language.
 */
export interface AlertCandidate {
  kind: AlertKind;
  severity: AlertSeverity;
  data: Record<string, unknown>;
  values: Record<string, string | number>;
}

/** Warning at the threshold, critical at twice it. */
function severityOf(value: number, threshold: number): AlertSeverity {
  return threshold > 0 && value >= threshold * 2 ? 'critical' : 'warning';
}

/** Failed / ended renders over the threshold (strictly), once enough renders ended to judge. */
export function failureRateAlert(m: AlertMetrics, t: AlertThresholds): AlertCandidate | null {
  const ended = m.renders.completed + m.renders.failed;
  const minSample = Math.max(1, t['alerts.failureRateMinSample']);
  if (ended < minSample) return null;
  const percent = (m.renders.failed / ended) * 100;
  const threshold = t['alerts.failureRatePercent'];
  if (percent <= threshold || m.renders.failed === 0) return null;
  const rounded = Math.round(percent * 10) / 10;
  return {
    kind: 'failure_rate',
    severity: percent >= 50 || percent >= threshold * 2 ? 'critical' : 'warning',
    data: { failed: m.renders.failed, ended, percent: rounded, threshold, minSample },
    values: { failed: m.renders.failed, ended, percent: rounded, threshold },
  };
}

/** More waiting renders than the threshold, or the oldest one waiting longer than allowed. */
export function queueBacklogAlert(
  m: AlertMetrics,
  t: AlertThresholds,
  now: Date,
): AlertCandidate | null {
  const maxWaiting = t['alerts.queueWaitingMax'];
  const maxMinutes = t['alerts.queueOldestWaitingMinutes'];
  const ageMs = m.queue.oldestWaitingSince
    ? Math.max(0, now.getTime() - m.queue.oldestWaitingSince.getTime())
    : 0;
  const oldestMinutes = Math.floor(ageMs / 60_000);
  const tooMany = m.queue.waiting > maxWaiting;
  const tooOld = m.queue.waiting > 0 && ageMs > maxMinutes * 60_000;
  if (!tooMany && !tooOld) return null;
  const severity =
    m.queue.waiting > maxWaiting * 2 || (tooOld && ageMs > maxMinutes * 2 * 60_000)
      ? 'critical'
      : 'warning';
  return {
    kind: 'queue_backlog',
    severity,
    data: { waiting: m.queue.waiting, oldestWaitingMinutes: oldestMinutes, maxWaiting, maxMinutes },
    values: {
      waiting: m.queue.waiting,
      oldestWaitingMinutes: oldestMinutes,
      maxWaiting,
      maxMinutes,
    },
  };
}

export function webhookFailuresAlert(m: AlertMetrics, t: AlertThresholds): AlertCandidate | null {
  const min = Math.max(1, t['alerts.webhookFailuresMin']);
  if (m.webhookFailures.count < min) return null;
  return {
    kind: 'webhook_failures',
    severity: severityOf(m.webhookFailures.count, min),
    data: { count: m.webhookFailures.count, types: m.webhookFailures.types, threshold: min },
    values: { count: m.webhookFailures.count, threshold: min },
  };
}

export function providerErrorsAlert(m: AlertMetrics, t: AlertThresholds): AlertCandidate | null {
  const min = Math.max(1, t['alerts.providerErrorsMin']);
  const count = m.providerErrors.failed + m.providerErrors.rejected;
  if (count < min) return null;
  return {
    kind: 'provider_errors',
    severity: severityOf(count, min),
    data: {
      count,
      failed: m.providerErrors.failed,
      rejected: m.providerErrors.rejected,
      byProvider: m.providerErrors.byProvider,
      threshold: min,
    },
    values: {
      count,
      failed: m.providerErrors.failed,
      rejected: m.providerErrors.rejected,
      threshold: min,
    },
  };
}

export function paymentFailuresAlert(m: AlertMetrics, t: AlertThresholds): AlertCandidate | null {
  const min = Math.max(1, t['alerts.paymentFailuresMin']);
  if (m.paymentFailures.count < min) return null;
  return {
    kind: 'payment_failures',
    severity: severityOf(m.paymentFailures.count, min),
    data: {
      count: m.paymentFailures.count,
      amountCents: m.paymentFailures.amountCents,
      threshold: min,
    },
    values: { count: m.paymentFailures.count, threshold: min },
  };
}

/** Every alert the metrics call for, in ALERT_KINDS order. */
export function evaluateAlerts(
  metrics: AlertMetrics,
  thresholds: AlertThresholds,
  now: Date,
): AlertCandidate[] {
  return [
    failureRateAlert(metrics, thresholds),
    queueBacklogAlert(metrics, thresholds, now),
    webhookFailuresAlert(metrics, thresholds),
    providerErrorsAlert(metrics, thresholds),
    paymentFailuresAlert(metrics, thresholds),
  ].filter((c): c is AlertCandidate => c !== null);
}
