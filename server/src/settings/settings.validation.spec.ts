import { SETTING_BOUNDS } from '@cena/contracts';
import { DEFAULT_BILLING_CATALOGUE } from '../billing/catalogue';
import { DomainError } from '../common/domain-error';
import { DEFAULT_SETTINGS, type SettingKey } from './settings.defaults';
import { validateSetting } from './settings.validation';

const CONFIGURED = { veoConfigured: true };

function refusedField(key: SettingKey, value: unknown, veoConfigured = true): string | undefined {
  try {
    validateSetting(key, value, { veoConfigured });
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('validation_failed');
    return (error as DomainError).details.fields?.[0];
  }
  return undefined;
}

const catalogue = () => structuredClone(DEFAULT_BILLING_CATALOGUE);

describe('validateSetting', () => {
  it('accepts every default as it stands', () => {
    for (const key of Object.keys(DEFAULT_SETTINGS) as SettingKey[]) {
      expect(validateSetting(key, DEFAULT_SETTINGS[key], CONFIGURED)).toEqual(
        DEFAULT_SETTINGS[key],
      );
    }
  });

  it.each<[SettingKey, unknown]>([
    ['credits.signupBonus', -1],
    ['credits.signupBonus', SETTING_BOUNDS.signupBonusMax + 1],
    ['credits.signupBonus', 2.5],
    ['credits.signupBonus', '20'],
    ['credits.videoCost', -20],
    ['credits.imageExpansionCost', SETTING_BOUNDS.creditCostMax + 1],
    ['limits.basicDailyVideos', -1],
    ['limits.businessDailyVideos', SETTING_BOUNDS.dailyLimitMax + 1],
    ['retention.basicDays', 0],
    ['retention.basicDays', SETTING_BOUNDS.retentionDaysMax + 1],
    ['generation.processingDeadlineMinutes', 0],
    ['providers.video', 'sora'],
    ['providers.veoModel', 'Veo 3 ; DROP'],
    ['gallery.moderation', 'manual'],
    ['gallery.moderation', null],
    ['alerts.failureRatePercent', 0],
    ['alerts.failureRatePercent', 101],
    ['alerts.queueWaitingMax', -3],
    ['alerts.paymentFailuresMin', 0],
  ])('refuses %s = %j naming the key', (key, value) => {
    expect(refusedField(key, value)).toBe(key);
  });

  it('accepts the bounds themselves', () => {
    expect(validateSetting('credits.signupBonus', SETTING_BOUNDS.signupBonusMax, CONFIGURED)).toBe(
      SETTING_BOUNDS.signupBonusMax,
    );
    expect(validateSetting('credits.videoCost', 0, CONFIGURED)).toBe(0);
    expect(validateSetting('retention.basicDays', 1, CONFIGURED)).toBe(1);
    expect(validateSetting('gallery.moderation', 'approval', CONFIGURED)).toBe('approval');
  });

  it("refuses 'veo' while no Gemini key is configured", () => {
    expect(refusedField('providers.video', 'veo', false)).toBe('providers.video');
    expect(validateSetting('providers.video', 'veo', CONFIGURED)).toBe('veo');
    expect(validateSetting('providers.video', 'local', { veoConfigured: false })).toBe('local');
  });

  describe('billing.catalogue', () => {
    it('accepts new prices and drops unknown properties', () => {
      const value = catalogue();
      value.packages[0].priceCents = 2490;
      (value as unknown as Record<string, unknown>).extra = 'ignored';
      const stored = validateSetting('billing.catalogue', value, CONFIGURED);
      expect(stored.packages[0].priceCents).toBe(2490);
      expect(stored).not.toHaveProperty('extra');
    });

    it.each<[string, (c: ReturnType<typeof catalogue>) => void]>([
      ['billing.catalogue.packages.0.priceCents', (c) => (c.packages[0].priceCents = -1)],
      ['billing.catalogue.packages.1.credits', (c) => (c.packages[1].credits = 0)],
      ['billing.catalogue.subscriptions.0.priceCents', (c) => (c.subscriptions[0].priceCents = 0)],
      [
        'billing.catalogue.subscriptions.1.monthlyCredits',
        (c) => (c.subscriptions[1].monthlyCredits = -5),
      ],
      ['billing.catalogue.subscriptions.0.plan', (c) => (c.subscriptions[0].plan = 'business')],
      ['billing.catalogue.packages', (c) => c.packages.pop()],
      ['billing.catalogue.subscriptions', (c) => c.subscriptions.push(c.subscriptions[0])],
      [
        'billing.catalogue.free.priceCents',
        (c) => ((c.free as { priceCents: number }).priceCents = 100),
      ],
    ])('names %s', (field, spoil) => {
      const value = catalogue();
      spoil(value);
      expect(refusedField('billing.catalogue', value)).toBe(field);
    });

    it('refuses a catalogue that is not an object', () => {
      expect(refusedField('billing.catalogue', [])).toBe('billing.catalogue');
      expect(refusedField('billing.catalogue', 'cheap')).toBe('billing.catalogue');
    });
  });
});
