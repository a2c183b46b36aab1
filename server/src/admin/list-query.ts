import { DomainError } from '../common/domain-error';
import { findUnstorableText } from '../common/storable-text.pipe';

export interface ListQuery<S extends string> {
  offset: number;
  limit: number;
  sort: S;
  order: 'ASC' | 'DESC';
  filter: Record<string, unknown>;
}

const MAX_PAGE = 200;

function parseJson(raw: unknown, name: string): unknown {
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(String(raw));
  } catch {
    throw new DomainError('validation_failed', { fields: [name], args: { fields: name } });
  }
}

/**
 * Reads react-admin list parameters in either convention: ra-data-simple-rest
 * (`sort=["f","ASC"]&range=[0,24]&filter={}`) or json-server (`_sort&_order&_start&_end`).
 */
export function parseListQuery<S extends string>(
  query: Record<string, unknown>,
  sortable: Readonly<Record<string, S>>,
  /** A field name clients send (a key of `sortable`), not a repository sort key. */
  defaultField: string,
): ListQuery<S> {
  const sortPair = parseJson(query.sort, 'sort') as [string, string] | undefined;
  const range = parseJson(query.range, 'range') as [number, number] | undefined;
  const filter = (parseJson(query.filter, 'filter') as Record<string, unknown> | undefined) ?? {};

  const sortField = String(sortPair?.[0] ?? query._sort ?? defaultField);
  // `sortable` maps the field names clients send to the repository's sort keys.
  const orderRaw = String(sortPair?.[1] ?? query._order ?? 'DESC').toUpperCase();
  const start = Number(range?.[0] ?? query._start ?? 0);
  const endInclusive = range ? Number(range[1]) : Number(query._end ?? start + 25) - 1;

  const sort = sortable[sortField];
  if (!sort) {
    throw new DomainError('validation_failed', { fields: ['sort'], args: { fields: 'sort' } });
  }
  if (orderRaw !== 'ASC' && orderRaw !== 'DESC') {
    throw new DomainError('validation_failed', { fields: ['order'], args: { fields: 'order' } });
  }
  if (
    !Number.isSafeInteger(start) ||
    !Number.isSafeInteger(endInclusive) ||
    start < 0 ||
    endInclusive < start
  ) {
    throw new DomainError('validation_failed', { fields: ['range'], args: { fields: 'range' } });
  }
  // Text decoded from the JSON parameters never went through the request's text gate.
  const unstorable = findUnstorableText(filter, 'filter');
  if (unstorable) {
    throw new DomainError('invalid_text', { fields: [unstorable], args: { fields: unstorable } });
  }
  return {
    offset: start,
    limit: Math.min(endInclusive - start + 1, MAX_PAGE),
    sort,
    order: orderRaw,
    filter: typeof filter === 'object' && filter !== null ? filter : {},
  };
}

/** `Content-Range: users 0-24/319`, as ra-data-simple-rest reads it. */
export function contentRange(
  resource: string,
  offset: number,
  count: number,
  total: number,
): string {
  const end = count === 0 ? offset : offset + count - 1;
  return `${resource} ${offset}-${end}/${total}`;
}

/** The response headers a list answer sets (the controllers' Fastify reply). */
export interface HeaderSink {
  header(name: string, value: string): unknown;
}

/**
 * A page for ra-data-simple-rest: sets `Content-Range` (exposed to the back office's origin) from
 * the page's rows and total, and returns the rows.
 */
export function sendPage<T>(
  res: HeaderSink,
  resource: string,
  offset: number,
  page: { rows: T[]; total: number },
): T[] {
  res.header('Content-Range', contentRange(resource, offset, page.rows.length, page.total));
  res.header('Access-Control-Expose-Headers', 'Content-Range');
  return page.rows;
}
