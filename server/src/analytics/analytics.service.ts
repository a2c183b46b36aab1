import {
  type Achievement,
  ANALYTICS,
  type AnalyticsDto,
  type TipBadge,
  type TipKind,
} from '@cena/contracts';
import { Injectable } from '@nestjs/common';
import { videoCost } from '../allowance/allowance';
import { localWeekStart } from '../common/business-calendar';
import { SettingsService } from '../settings/settings.service';
import type { UserEntity } from '../users/user.entity';
import { AnalyticsRepository, type VideoCounts } from './analytics.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const WELCOME_DAYS = 7;
const PRODUCTIVITY_VIDEOS = 3;
const MAX_TIPS = 3;

/** Each badge's rule: what counts towards it and the target (thresholds in ANALYTICS). */
export function achievements(counts: VideoCounts): AnalyticsDto['achievements'] {
  const rules: [Achievement, number, number][] = [
    ['first_video', counts.completed, 1],
    ['active_creator', counts.completed, ANALYTICS.activeCreatorVideos],
    ['expert_creator', counts.completed, ANALYTICS.expertCreatorVideos],
    ['professional_creator', counts.completed, ANALYTICS.professionalCreatorVideos],
    ['dedicated_user', counts.activeWeeks, ANALYTICS.dedicatedWeeks],
  ];
  return rules.map(([id, value, target]) => ({
    id,
    earned: value >= target,
    progress: Math.min(value, target),
    target,
  }));
}

/**
 * The tips that fit the user's state, most useful first, at most three. `videoCost`: what a
 * video costs now (the allowance policy); a balance below it gets the low-credits tip.
 */
export function pickTips(
  counts: VideoCounts,
  user: Pick<UserEntity, 'creditBalance' | 'createdAt'>,
  now: Date,
  videoCost: number,
): AnalyticsDto['tips'] {
  const tips: [TipKind, TipBadge][] = [];
  if (user.creditBalance < videoCost) tips.push(['low_credits', 'warning']);
  if (counts.created === 0) tips.push(['first_video', 'onboarding']);
  if (counts.completed >= 1 && counts.completed < PRODUCTIVITY_VIDEOS) {
    tips.push(['first_video', 'celebration']);
  }
  if (now.getTime() - user.createdAt.getTime() < WELCOME_DAYS * DAY_MS) {
    tips.push(['welcome', 'onboarding']);
  }
  if (counts.refinedVideos === 0) tips.push(['chat_assistant', 'feature']);
  if (counts.completed >= 1 && counts.distinctTones <= 1) tips.push(['styles', 'growth']);
  if (counts.completed >= PRODUCTIVITY_VIDEOS) tips.push(['productivity', 'productivity']);
  if (counts.completed >= 1) tips.push(['community', 'community']);
  const seen = new Set<TipKind>();
  return tips
    .filter(([kind]) => !seen.has(kind) && seen.add(kind))
    .slice(0, MAX_TIPS)
    .map(([kind, badge]) => ({ kind, badge }));
}

@Injectable()
export class AnalyticsService {
  constructor(
    private readonly repository: AnalyticsRepository,
    private readonly settings: SettingsService,
  ) {}

  async forUser(user: UserEntity, now = new Date()): Promise<AnalyticsDto> {
    const weeks = ANALYTICS.weeksInChart;
    const since = localWeekStart(now, weeks - 1);
    const [counts, perWeek, creditsUsed, settings] = await Promise.all([
      this.repository.videoCounts(user.id),
      this.repository.videosPerWeek(user.id, since),
      this.repository.creditsUsed(user.id),
      this.settings.all(),
    ]);
    const videosPerWeek = Array.from({ length: weeks }, (_, i) => {
      const start = localWeekStart(now, weeks - 1 - i);
      return { weekStart: start, count: perWeek.get(start) ?? 0 };
    });
    return {
      videosCreated: counts.created,
      videosCompleted: counts.completed,
      creditsUsed,
      minutesSaved: counts.completed * ANALYTICS.minutesSavedPerVideo,
      minutesSavedPerVideo: ANALYTICS.minutesSavedPerVideo,
      publicViews: counts.publicViews,
      videosPerWeek,
      achievements: achievements(counts),
      tips: pickTips(counts, user, now, videoCost('text', false, settings)),
    };
  }
}
