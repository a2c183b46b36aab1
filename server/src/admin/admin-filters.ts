import { DomainError } from '../common/domain-error';
import { isUuid } from './admin-finance.repository';

function refuse(field: string): never {
  throw new DomainError('validation_failed', { fields: [field], args: { fields: field } });
}

/** `filter.id` of react-admin's getMany: an id or a list of ids (uuids). */
export function idsFilter(filter: Record<string, unknown>): string[] | undefined {
  const raw = filter.id;
  if (raw === undefined) return undefined;
  const ids = Array.isArray(raw) ? raw : [raw];
  if (ids.length > 200 || !ids.every(isUuid)) refuse('filter.id');
  return ids as string[];
}

export function uuidFilter(filter: Record<string, unknown>, name: string): string | undefined {
  const raw = filter[name];
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (!isUuid(raw)) refuse(`filter.${name}`);
  return raw;
}

export function enumFilter<T extends string>(
  filter: Record<string, unknown>,
  name: string,
  allowed: readonly T[],
): T | undefined {
  const raw = filter[name];
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw !== 'string' || !(allowed as readonly string[]).includes(raw)) {
    refuse(`filter.${name}`);
  }
  return raw as T;
}

export function textFilter(
  filter: Record<string, unknown>,
  name: string,
  maxChars = 100,
): string | undefined {
  const raw = filter[name];
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw !== 'string' || raw.length > maxChars) refuse(`filter.${name}`);
  return raw;
}
