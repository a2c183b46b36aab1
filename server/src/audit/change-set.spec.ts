import { ChangeSet } from './change-set';

interface Changes {
  plan?: string;
  hiddenAt?: Date | null;
}

describe('ChangeSet', () => {
  it('keeps only what differs from the record, timestamps audited as ISO text', () => {
    const hidden = new Date('2026-01-02T03:04:05.000Z');
    const set = new ChangeSet<Changes>()
      .value('plan', 'basic', 'pro')
      .flag('hiddenAt', hidden, false);
    expect(set.empty).toBe(false);
    expect(set.changes).toEqual({ plan: 'pro', hiddenAt: null });
    expect(set.before).toEqual({ plan: 'basic', hiddenAt: '2026-01-02T03:04:05.000Z' });
    expect(set.after).toEqual({ plan: 'pro', hiddenAt: null });

    const on = new ChangeSet<Changes>().flag('hiddenAt', null, true);
    expect(on.changes.hiddenAt).toBeInstanceOf(Date);
    expect(on.after.hiddenAt).toBe(on.changes.hiddenAt?.toISOString());
  });

  it('is empty when nothing is asked or everything already holds', () => {
    const set = new ChangeSet<Changes>()
      .value('plan', 'pro', 'pro')
      .value('plan', 'pro', undefined)
      .flag('hiddenAt', null, false)
      .flag('hiddenAt', new Date(), true)
      .flag('hiddenAt', null, undefined);
    expect(set.empty).toBe(true);
    expect(set.before).toEqual({});
    expect(set.after).toEqual({});
  });
});
