import { DEFAULT_SETTINGS } from '../settings/settings.defaults';
import { allowanceNumbers, dailyCapRefusal, generationAllowance, videoCost } from './allowance';

describe('videoCost', () => {
  it('charges 20 a video and 35 for an image with magic expansion', () => {
    expect(videoCost('text', false, DEFAULT_SETTINGS)).toBe(20);
    expect(videoCost('animation3d', true, DEFAULT_SETTINGS)).toBe(20);
    expect(videoCost('image', false, DEFAULT_SETTINGS)).toBe(20);
    expect(videoCost('image', true, DEFAULT_SETTINGS)).toBe(35);
  });

  it('follows the settings', () => {
    const settings = { 'credits.videoCost': 1, 'credits.imageExpansionCost': 2 };
    expect(videoCost('text', false, settings)).toBe(1);
    expect(videoCost('image', true, settings)).toBe(2);
  });
});

describe('generationAllowance', () => {
  it('holds Basic to its daily limit, Pro to none, Business to its free fair-use cap', () => {
    expect(generationAllowance('basic', DEFAULT_SETTINGS)).toEqual({
      dailyVideos: 5,
      charged: true,
    });
    expect(generationAllowance('pro', DEFAULT_SETTINGS)).toEqual({
      dailyVideos: null,
      charged: true,
    });
    expect(generationAllowance('business', DEFAULT_SETTINGS)).toEqual({
      dailyVideos: 100,
      charged: false,
    });
  });

  it('follows the settings', () => {
    const settings = { 'limits.basicDailyVideos': 2, 'limits.businessDailyVideos': 7 };
    expect(generationAllowance('basic', settings).dailyVideos).toBe(2);
    expect(generationAllowance('business', settings).dailyVideos).toBe(7);
  });
});

describe('dailyCapRefusal', () => {
  it("tells Basic of its daily limit and Business of its fair use, never Pro's upsell", () => {
    expect(dailyCapRefusal('basic')).toBe('daily_limit_reached');
    expect(dailyCapRefusal('business')).toBe('fair_use_limit_reached');
  });
});

describe('allowanceNumbers', () => {
  it('publishes the costs, bonus and daily limits the settings hold', () => {
    expect(allowanceNumbers(DEFAULT_SETTINGS)).toEqual({
      videoCost: 20,
      imageExpansionCost: 35,
      signupBonus: 20,
      basicDailyVideos: 5,
      businessDailyVideos: 100,
    });
    const changed = { ...DEFAULT_SETTINGS, 'credits.videoCost': 25, 'credits.signupBonus': 50 };
    expect(allowanceNumbers(changed)).toMatchObject({ videoCost: 25, signupBonus: 50 });
  });
});
