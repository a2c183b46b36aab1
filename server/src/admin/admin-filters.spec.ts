import { DomainError } from '../common/domain-error';
import {
  booleanFilter,
  enumFilter,
  enumsFilter,
  idsFilter,
  textFilter,
  uuidFilter,
} from './admin-filters';

const ID = '0b7e2c55-8c3b-4f57-9a43-3f1b0e0c9d11';

function refusal(read: () => unknown): string[] | undefined {
  try {
    read();
  } catch (err) {
    expect(err).toBeInstanceOf(DomainError);
    expect((err as DomainError).code).toBe('validation_failed');
    return (err as DomainError).details.fields;
  }
  return undefined;
}

describe('admin list filters', () => {
  it('reads good values and treats absent, null and "" as no filter', () => {
    const f = {
      id: [ID],
      one: ID,
      s: 'paid',
      b: 'false',
      t: '  ana ',
      blank: '  ',
      n: null,
      e: '',
    };
    expect(idsFilter(f)).toEqual([ID]);
    expect(idsFilter({ id: ID })).toEqual([ID]);
    expect(uuidFilter(f, 'one')).toBe(ID);
    expect(enumFilter(f, 's', ['paid', 'refunded'])).toBe('paid');
    expect(enumsFilter(f, 's', ['paid', 'refunded'])).toEqual(['paid']);
    expect(booleanFilter(f, 'b')).toBe(false);
    expect(booleanFilter({ b: true }, 'b')).toBe(true);
    expect(textFilter(f, 't')).toBe('ana');
    expect(textFilter(f, 'blank')).toBeUndefined();
    for (const name of ['missing', 'n', 'e']) {
      expect(uuidFilter(f, name)).toBeUndefined();
      expect(enumFilter(f, name, ['x'])).toBeUndefined();
      expect(booleanFilter(f, name)).toBeUndefined();
      expect(textFilter(f, name)).toBeUndefined();
    }
  });

  it('refuses junk with 400 validation_failed naming the field', () => {
    expect(refusal(() => idsFilter({ id: [ID, 'not-an-id'] }))).toEqual(['filter.id']);
    expect(refusal(() => idsFilter({ id: Array(201).fill(ID) }))).toEqual(['filter.id']);
    expect(refusal(() => uuidFilter({ userId: 12 }, 'userId'))).toEqual(['filter.userId']);
    expect(refusal(() => enumFilter({ s: 'stolen' }, 's', ['paid']))).toEqual(['filter.s']);
    expect(refusal(() => enumsFilter({ s: ['paid', 7] }, 's', ['paid']))).toEqual(['filter.s']);
    expect(refusal(() => booleanFilter({ b: 'maybe' }, 'b'))).toEqual(['filter.b']);
    expect(refusal(() => textFilter({ q: { $ne: 1 } }, 'q'))).toEqual(['filter.q']);
    expect(refusal(() => textFilter({ q: 'x'.repeat(41) }, 'q', 40))).toEqual(['filter.q']);
  });
});
