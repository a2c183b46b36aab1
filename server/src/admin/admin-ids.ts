const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Route ids are uuids; anything else names no record (404, never a database error). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * `filter.id` of react-admin's getMany: one id or a list; ids that are no uuid match nothing.
 * Undefined when the filter is absent.
 */
export function idsFilter(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  const ids = Array.isArray(value) ? value : [value];
  return ids.filter(isUuid).slice(0, 200);
}

/** A boolean list filter: JSON true/false or the strings 'true'/'false'; anything else ignored. */
export function booleanFilter(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
}

/** A text list filter: a non-empty trimmed string; anything else ignored. */
export function textFilter(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}
