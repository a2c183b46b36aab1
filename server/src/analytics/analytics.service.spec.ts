import { ANALYTICS } from '@cena/contracts';
import { DEFAULT_SETTINGS } from '../settings/settings.defaults';
import type { SettingsService } from '../settings/settings.service';
import type { UserEntity } from '../users/user.entity';
import type { AnalyticsRepository, VideoCounts } from './analytics.repository';
import { achievements, AnalyticsService, pickTips } from './analytics.service';

const counts = (patch: Partial<VideoCounts> = {}): VideoCounts => ({
  created: 0,
  completed: 0,
  publicViews: 0,
  refinedVideos: 0,
  distinctTones: 0,
  activeWeeks: 0,
  ...patch,
});

describe('analytics rules', () => {
  it('earns each badge at its threshold', () => {
    const none = achievements(counts());
    expect(none.every((a) => !a.earned)).toBe(true);
    const first = achievements(counts({ completed: 1, activeWeeks: 1 }));
    expect(first.find((a) => a.id === 'first_video')).toEqual({
      id: 'first_video',
      earned: true,
      progress: 1,
      target: 1,
    });
    expect(first.find((a) => a.id === 'active_creator')?.earned).toBe(false);
    const expert = achievements(counts({ completed: ANALYTICS.expertCreatorVideos }));
    expect(expert.filter((a) => a.earned).map((a) => a.id)).toEqual([
      'first_video',
      'active_creator',
      'expert_creator',
    ]);
    const dedicated = achievements(counts({ activeWeeks: ANALYTICS.dedicatedWeeks }));
    expect(dedicated.find((a) => a.id === 'dedicated_user')?.earned).toBe(true);
  });

  it('picks tips from the state: a new user with no credits', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const user = { creditBalance: 0, createdAt: new Date('2026-11-22T12:00:00Z') };
    expect(pickTips(counts(), user, now, 20)).toEqual([
      { kind: 'low_credits', badge: 'warning' },
      { kind: 'first_video', badge: 'onboarding' },
      { kind: 'welcome', badge: 'onboarding' },
    ]);
    const veteran = { creditBalance: 500, createdAt: new Date('2025-01-01T00:00:00Z') };
    expect(
      pickTips(
        counts({ created: 6, completed: 5, refinedVideos: 2, distinctTones: 3 }),
        veteran,
        now,
        20,
      ),
    ).toEqual([
      { kind: 'productivity', badge: 'productivity' },
      { kind: 'community', badge: 'community' },
    ]);
  });

  it('gives the low-credits tip below what a video costs now, as staff set it', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const user = { creditBalance: 24, createdAt: new Date('2025-01-01T00:00:00Z') };
    const kinds = (cost: number) => pickTips(counts(), user, now, cost).map((tip) => tip.kind);
    expect(kinds(20)).not.toContain('low_credits');
    expect(kinds(25)).toContain('low_credits');
  });

  it('fills empty weeks and states the time-saved rate', async () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const repository = {
      videoCounts: jest.fn().mockResolvedValue(counts({ created: 2, completed: 1 })),
      videosPerWeek: jest.fn().mockResolvedValue(new Map([['2026-11-23', 2]])),
      creditsUsed: jest.fn().mockResolvedValue(20),
    } as unknown as AnalyticsRepository;
    const user = { id: 'u1', creditBalance: 0, createdAt: now } as UserEntity;
    const settings = { all: async () => DEFAULT_SETTINGS } as unknown as SettingsService;
    const dto = await new AnalyticsService(repository, settings).forUser(user, now);
    expect(repository.videosPerWeek).toHaveBeenCalledWith('u1', '2026-10-05');
    expect(dto.videosPerWeek).toHaveLength(ANALYTICS.weeksInChart);
    expect(dto.videosPerWeek[0]).toEqual({ weekStart: '2026-10-05', count: 0 });
    expect(dto.videosPerWeek.at(-1)).toEqual({ weekStart: '2026-11-23', count: 2 });
    expect(dto.minutesSaved).toBe(ANALYTICS.minutesSavedPerVideo);
    expect(dto).toMatchObject({ videosCreated: 2, videosCompleted: 1, creditsUsed: 20 });
  });
});
