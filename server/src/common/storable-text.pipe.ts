import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { DomainError } from './domain-error';

/** A UTF-16 surrogate without its pair: it has no UTF-8 encoding, so no text column takes it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string holds a character PostgreSQL cannot store as text: NUL or a lone surrogate. */
export function isUnstorableText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/**
 * The path of the first string (value or key) in `value` that holds a character PostgreSQL
 * cannot store, e.g. `messages[2].content`; undefined when there is none. Walks iteratively, so
 * any nesting depth is safe.
 */
export function findUnstorableText(value: unknown, root: string): string | undefined {
  const stack: { value: unknown; path: string }[] = [{ value, path: root }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (isUnstorableText(current)) return path;
      continue;
    }
    if (typeof current !== 'object' || current === null || ArrayBuffer.isView(current)) continue;
    if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) {
        stack.push({ value: current[index], path: `${path}[${index}]` });
      }
      continue;
    }
    const keys = Object.keys(current);
    for (let index = keys.length - 1; index >= 0; index--) {
      const key = keys[index];
      const child = path ? `${path}.${key}` : key;
      if (isUnstorableText(key)) return path || 'body';
      stack.push({ value: (current as Record<string, unknown>)[key], path: child });
    }
  }
  return undefined;
}

/**
 * The one gate for text a request carries (JSON and multipart bodies, query strings, path
 * parameters): a NUL or a lone surrogate anywhere answers 400 `invalid_text` naming the field,
 * before validation and before anything reaches the database.
 */
@Injectable()
export class StorableTextPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom') return value;
    const field = findUnstorableText(value, metadata.data ?? '');
    if (field !== undefined) {
      const name = field || metadata.type;
      throw new DomainError('invalid_text', { fields: [name], args: { fields: name } });
    }
    return value;
  }
}
