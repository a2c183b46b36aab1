import type { AdminStatsDto, RevenueMonthDto } from '@cena/contracts';
import { Injectable } from '@nestjs/common';
import { LIVE_SUBSCRIPTION_STATUSES } from '../billing/billing.repository';
import { productByKey } from '../billing/catalogue';
import { RenderQueueInspector } from '../generation/queue/render-queue-inspector';
import { SettingsService } from '../settings/settings.service';
import { AdminFinanceRepository } from './admin-finance.repository';

export const DASHBOARD_DAYS = 30;
export const FINANCE_MONTHS = 12;

/** The dashboard's numbers and the revenue by month. */
@Injectable()
export class AdminStatsService {
  constructor(
    private readonly repository: AdminFinanceRepository,
    private readonly queue: RenderQueueInspector,
    private readonly settings: SettingsService,
  ) {}

  async stats(): Promise<AdminStatsDto> {
    const [row, queue, mrrCents, [thisMonth], open] = await Promise.all([
      this.repository.stats(DASHBOARD_DAYS),
      this.queue.counts(),
      this.mrrCents(),
      this.repository.revenueByMonth(1),
      this.repository.openWork(),
    ]);
    const ended = row.completed24h + row.failed24h;
    return {
      users: { total: row.usersTotal, newToday: row.usersNewToday },
      videosToday: row.videosToday,
      successRate: ended === 0 ? null : row.completed24h / ended,
      medianRenderMs: row.medianRenderMs,
      queue,
      mrrCents,
      revenueThisMonthCents: thisMonth.revenueCents - thisMonth.refundsCents,
      openTickets: open.openTickets,
      openAlerts: open.openAlerts,
      daily: row.daily,
    };
  }

  revenueByMonth(): Promise<RevenueMonthDto[]> {
    return this.repository.revenueByMonth(FINANCE_MONTHS);
  }

  /** Live subscriptions × their plan's current catalogue price. */
  private async mrrCents(): Promise<number> {
    const [counts, catalogue] = await Promise.all([
      this.repository.liveSubscriptionCounts(LIVE_SUBSCRIPTION_STATUSES),
      this.settings.get('billing.catalogue'),
    ]);
    return counts.reduce((sum, { productKey, plan, count }) => {
      const offer =
        productByKey(catalogue, productKey) ?? catalogue.subscriptions.find((s) => s.plan === plan);
      return sum + (offer?.priceCents ?? 0) * count;
    }, 0);
  }
}
