import { DomainError } from '../common/domain-error';
import { contentRange, parseListQuery, sendPage } from './list-query';

const SORTABLE = { id: 'createdAt', email: 'email', credits: 'creditBalance' } as const;

describe('parseListQuery', () => {
  it('reads ra-data-simple-rest parameters', () => {
    expect(
      parseListQuery(
        { sort: '["credits","ASC"]', range: '[10,19]', filter: '{"q":"ana"}' },
        SORTABLE,
        'id',
      ),
    ).toEqual({ offset: 10, limit: 10, sort: 'creditBalance', order: 'ASC', filter: { q: 'ana' } });
  });

  it('reads json-server parameters and defaults', () => {
    expect(
      parseListQuery({ _sort: 'email', _order: 'asc', _start: '0', _end: '5' }, SORTABLE, 'id'),
    ).toMatchObject({
      offset: 0,
      limit: 5,
      sort: 'email',
      order: 'ASC',
    });
    expect(parseListQuery({}, SORTABLE, 'id')).toMatchObject({
      offset: 0,
      limit: 25,
      sort: 'createdAt',
      order: 'DESC',
    });
  });

  it('refuses unknown sort fields, bad ranges and bad JSON with validation_failed', () => {
    for (const query of [
      { _sort: 'password' },
      { range: '[5,1]' },
      { filter: '{' },
      { _order: 'sideways' },
    ]) {
      expect(() => parseListQuery(query, SORTABLE, 'id')).toThrow(DomainError);
    }
  });

  it('caps a page at 200 rows', () => {
    expect(parseListQuery({ range: '[0,9999]' }, SORTABLE, 'id').limit).toBe(200);
  });
});

describe('contentRange', () => {
  it('formats what ra-data-simple-rest reads', () => {
    expect(contentRange('users', 0, 25, 319)).toBe('users 0-24/319');
    expect(contentRange('users', 0, 0, 0)).toBe('users 0-0/0');
  });

  it('refuses offsets past the safe integers and unstorable text in the filter', () => {
    expect(() => parseListQuery({ range: '[1e23,1e23]' }, SORTABLE, 'id')).toThrow(DomainError);
    try {
      parseListQuery({ filter: '{"q":"a\\u0000"}' }, SORTABLE, 'id');
      throw new Error('accepted');
    } catch (error) {
      expect((error as DomainError).code).toBe('invalid_text');
      expect((error as DomainError).details.fields).toEqual(['filter.q']);
    }
  });
});

describe('sendPage', () => {
  it('sets Content-Range for the rows and total, exposes it, and returns the rows', () => {
    const headers: Record<string, string> = {};
    const res = { header: (name: string, value: string) => (headers[name] = value) };
    expect(sendPage(res, 'tickets', 10, { rows: ['a', 'b'], total: 40 })).toEqual(['a', 'b']);
    expect(headers).toEqual({
      'Content-Range': 'tickets 10-11/40',
      'Access-Control-Expose-Headers': 'Content-Range',
    });
  });
});
