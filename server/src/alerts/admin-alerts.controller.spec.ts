import { DomainError } from '../common/domain-error';
import { alertFilter } from './admin-alerts.controller';

const ID = '0b7f6a52-4f0e-4d6e-9b1a-3f1f5d0c2a11';

describe('alertFilter', () => {
  it('reads open, kind, severity and id, as one value or a list', () => {
    expect(alertFilter({})).toEqual({
      open: undefined,
      kinds: undefined,
      severities: undefined,
      ids: undefined,
    });
    expect(
      alertFilter({
        open: 'true',
        kind: 'failure_rate',
        severity: ['warning', 'critical'],
        id: [ID],
      }),
    ).toEqual({
      open: true,
      kinds: ['failure_rate'],
      severities: ['warning', 'critical'],
      ids: [ID],
    });
    expect(alertFilter({ open: false }).open).toBe(false);
    expect(alertFilter({ open: '' }).open).toBeUndefined();
  });

  it('refuses anything else with validation_failed naming the field', () => {
    for (const [filter, field] of [
      [{ open: 'maybe' }, 'filter.open'],
      [{ open: 1 }, 'filter.open'],
      [{ kind: 'fire' }, 'filter.kind'],
      [{ kind: { $ne: null } }, 'filter.kind'],
      [{ severity: ['warning', 7] }, 'filter.severity'],
      [{ id: 'not-a-uuid' }, 'filter.id'],
      [{ id: Array(201).fill(ID) }, 'filter.id'],
    ] as const) {
      try {
        alertFilter(filter as Record<string, unknown>);
        throw new Error(`accepted ${JSON.stringify(filter)}`);
      } catch (error) {
        expect(error).toBeInstanceOf(DomainError);
        expect((error as DomainError).details.fields).toEqual([field]);
      }
    }
  });
});
