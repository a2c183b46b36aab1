import { DomainError } from '../common/domain-error';
import { isUuid } from '../common/uuid';

const MAX_LISTED = 200;

export { isUuid };

/** 400 `validation_failed` naming the list filter (`filter.<name>`). */
export function invalidFilter(name: string): DomainError {
  const field = `filter.${name}`;
  return new DomainError('validation_failed', { fields: [field], args: { fields: field } });
}

/** A filter left out: absent, null or the empty string react-admin sends for a cleared input. */
const absent = (raw: unknown) => raw === undefined || raw === null || raw === '';

const oneOf =
  <T extends string>(allowed: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (allowed as readonly string[]).includes(value);

/**
 * A filter that may be one value or a list (react-admin sends both); every value must pass
 * `accept`, at most 200 of them, or the request is refused.
 */
export function listFilter<T extends string>(
  filter: Record<string, unknown>,
  name: string,
  accept: (value: unknown) => value is T,
): T[] | undefined {
  const raw = filter[name];
  if (absent(raw)) return undefined;
  const values: unknown[] = Array.isArray(raw) ? raw : [raw];
  if (values.length > MAX_LISTED || !values.every(accept)) throw invalidFilter(name);
  return values as T[];
}

/** `filter.id` of react-admin's getMany: an id or a list of ids (uuids). */
export function idsFilter(filter: Record<string, unknown>): string[] | undefined {
  return listFilter(filter, 'id', isUuid);
}

/** One or more values out of `allowed`. */
export function enumsFilter<T extends string>(
  filter: Record<string, unknown>,
  name: string,
  allowed: readonly T[],
): T[] | undefined {
  return listFilter(filter, name, oneOf(allowed));
}

export function uuidFilter(filter: Record<string, unknown>, name: string): string | undefined {
  const raw = filter[name];
  if (absent(raw)) return undefined;
  if (!isUuid(raw)) throw invalidFilter(name);
  return raw;
}

export function enumFilter<T extends string>(
  filter: Record<string, unknown>,
  name: string,
  allowed: readonly T[],
): T | undefined {
  const raw = filter[name];
  if (absent(raw)) return undefined;
  if (!oneOf(allowed)(raw)) throw invalidFilter(name);
  return raw;
}

/** A text filter, trimmed (blank: no filter); longer than `maxChars` is refused. */
export function textFilter(
  filter: Record<string, unknown>,
  name: string,
  maxChars = 100,
): string | undefined {
  const raw = filter[name];
  if (absent(raw)) return undefined;
  if (typeof raw !== 'string' || raw.length > maxChars) throw invalidFilter(name);
  return raw.trim() || undefined;
}

/** A yes/no filter: JSON true/false or the strings 'true'/'false' (a SelectInput's choices). */
export function booleanFilter(filter: Record<string, unknown>, name: string): boolean | undefined {
  const raw = filter[name];
  if (absent(raw)) return undefined;
  if (raw === true || raw === 'true') return true;
  if (raw === false || raw === 'false') return false;
  throw invalidFilter(name);
}
