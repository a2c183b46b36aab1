import { ALERT_THRESHOLD_KEYS, DEFAULT_LOCALE } from '@cena/contracts';
import { Injectable, Logger } from '@nestjs/common';
import { SettingsService } from '../settings/settings.service';
import { AlertMailer, alertSummary } from './alert-mail';
import { type AlertThresholds, evaluateAlerts } from './alert-rules';
import { AlertsRepository } from './alerts.repository';

const HOUR_MS = 3_600_000;

export interface AlertCheckReport {
  /** Kinds whose alert this pass opened (and e-mailed the admins about). */
  opened: string[];
  /** Kinds already open, whose figures this pass updated. */
  updated: string[];
}

/**
 * The scheduled check: measures the last hour against the `alerts.*` settings and opens an alert
 * per kind that crosses its threshold, at most one open per kind. Only the pass that opens an
 * alert e-mails the admins; while it stays open, later passes just refresh its figures.
 */
@Injectable()
export class AlertCheck {
  private readonly logger = new Logger(AlertCheck.name);

  constructor(
    private readonly repository: AlertsRepository,
    private readonly settings: SettingsService,
    private readonly mail: AlertMailer,
  ) {}

  async run(now = new Date()): Promise<AlertCheckReport> {
    const all = await this.settings.all();
    const thresholds = Object.fromEntries(
      ALERT_THRESHOLD_KEYS.map((key) => [key, all[key]]),
    ) as AlertThresholds;
    const metrics = await this.repository.metrics(new Date(now.getTime() - HOUR_MS));
    const report: AlertCheckReport = { opened: [], updated: [] };
    const t = this.mail.translator(DEFAULT_LOCALE);
    for (const candidate of evaluateAlerts(metrics, thresholds, now)) {
      const { id, opened } = await this.repository.open({
        kind: candidate.kind,
        severity: candidate.severity,
        message: alertSummary(t, DEFAULT_LOCALE, candidate.kind, candidate.values),
        data: candidate.data,
      });
      if (!opened) {
        report.updated.push(candidate.kind);
        continue;
      }
      report.opened.push(candidate.kind);
      this.logger.warn(`alert opened: ${candidate.kind} ${JSON.stringify(candidate.data)}`);
      for (const admin of await this.repository.adminRecipients()) {
        // One admin's failed e-mail must not keep the others from theirs.
        await this.mail
          .alertOpened(admin, { id, ...candidate })
          .catch((error: Error) =>
            this.logger.warn(`alert e-mail to ${admin.email} failed: ${error.message}`),
          );
      }
    }
    return report;
  }
}
