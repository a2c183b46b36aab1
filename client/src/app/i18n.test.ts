import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LOCALE, LOCALES } from '@cena/contracts';
import { describe, expect, it } from 'vitest';

const LOCALES_DIR = join(__dirname, '../../../libs/i18n/locales');

/** Plural forms differ by language (`_one`, `_other`, `_many`…); compare the base key. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
      flatten(child, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [prefix.replace(PLURAL_SUFFIX, '')];
}

function keysOf(locale: string, file: string): Set<string> {
  const path = join(LOCALES_DIR, locale, file);
  return new Set(flatten(JSON.parse(readFileSync(path, 'utf8'))));
}

function filesOf(locale: string): string[] {
  return readdirSync(join(LOCALES_DIR, locale))
    .filter((f) => f.endsWith('.json'))
    .sort();
}

describe('translations', () => {
  const reference = filesOf(DEFAULT_LOCALE);

  it('has a folder for every locale and at least the client texts', () => {
    expect(readdirSync(LOCALES_DIR).sort()).toEqual([...LOCALES].sort());
    expect(reference).toContain('client.json');
  });

  for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
    it(`${locale} has the same files as ${DEFAULT_LOCALE}`, () => {
      expect(filesOf(locale)).toEqual(reference);
    });

    for (const file of reference) {
      it(`${locale}/${file} has exactly the keys of ${DEFAULT_LOCALE}/${file}`, () => {
        const base = keysOf(DEFAULT_LOCALE, file);
        const other = keysOf(locale, file);
        const missing = [...base].filter((k) => !other.has(k));
        const extra = [...other].filter((k) => !base.has(k));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      });
    }
  }
});
