import { localDay, localWeekStart } from './business-calendar';

describe('the business calendar (São Paulo)', () => {
  it("names São Paulo's date, not UTC's", () => {
    // 02:00 UTC is still 23:00 of the day before in São Paulo.
    expect(localDay(new Date('2026-11-23T02:00:00Z'))).toBe('2026-11-22');
    expect(localDay(new Date('2026-11-23T03:00:00Z'))).toBe('2026-11-23');
  });

  it('starts weeks on Monday in São Paulo time', () => {
    // Monday 02:00 UTC is still Sunday 23:00 in São Paulo: the week began 6 days earlier.
    expect(localWeekStart(new Date('2026-11-23T02:00:00Z'))).toBe('2026-11-16');
    expect(localWeekStart(new Date('2026-11-23T12:00:00Z'))).toBe('2026-11-23');
    expect(localWeekStart(new Date('2026-11-23T12:00:00Z'), 2)).toBe('2026-11-09');
    expect(localWeekStart(new Date('2026-03-01T12:00:00Z'))).toBe('2026-02-23');
  });
});
