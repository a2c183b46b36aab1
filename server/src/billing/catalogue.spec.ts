import { DEFAULT_SETTINGS } from '../settings/settings.defaults';
import { allowanceNumbers } from '../allowance/allowance';
import { featureArgs } from './catalogue';

describe('featureArgs', () => {
  const staff = allowanceNumbers({
    ...DEFAULT_SETTINGS,
    'credits.videoCost': 25,
    'credits.signupBonus': 50,
    'limits.basicDailyVideos': 3,
    'limits.businessDailyVideos': 80,
  });

  it('states the numbers staff set, whatever the stored line says', () => {
    expect(featureArgs({ key: 'signup_bonus', args: { credits: 20, videos: 1 } }, staff)).toEqual({
      credits: 50,
      videos: 2,
      count: 2,
    });
    expect(featureArgs({ key: 'daily_limit', args: { videos: 5 } }, staff)).toEqual({
      videos: 3,
      count: 3,
    });
    expect(featureArgs({ key: 'unlimited_fair_use', args: { videos: 100 } }, staff)).toEqual({
      videos: 80,
      count: 80,
    });
    expect(
      featureArgs({ key: 'monthly_credits', args: { credits: 100, videos: 5 } }, staff, 100),
    ).toEqual({ credits: 100, videos: 4, count: 4 });
  });

  it('counts no video when the credits pay for none (the plural picks the credits-only text)', () => {
    const dear = allowanceNumbers({ ...DEFAULT_SETTINGS, 'credits.videoCost': 60 });
    expect(featureArgs({ key: 'signup_bonus' }, dear)).toMatchObject({ count: 0 });
    expect(featureArgs({ key: 'monthly_credits' }, dear, 50)).toMatchObject({ count: 0 });
  });

  it('keeps the stored numbers of other lines', () => {
    expect(featureArgs({ key: 'max_duration', args: { seconds: 8 } }, staff)).toEqual({
      seconds: 8,
    });
    expect(featureArgs({ key: 'no_watermark' }, staff)).toBeUndefined();
  });
});
