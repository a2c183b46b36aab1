import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, flatKeys, LOCALES, messageFiles, messagesByLocale } from './messages';

describe('admin messages', () => {
  const messages = messagesByLocale();

  it('has the same keys in every locale', () => {
    const reference = flatKeys(messages[DEFAULT_LOCALE]).sort();
    for (const { locale } of LOCALES) {
      expect(flatKeys(messages[locale]).sort(), locale).toEqual(reference);
    }
  });

  it('has the same files in every locale, none defining a key twice', () => {
    const files = messageFiles();
    const names = Object.keys(files[DEFAULT_LOCALE] ?? {}).sort();
    for (const { locale } of LOCALES) {
      expect(Object.keys(files[locale] ?? {}).sort(), locale).toEqual(names);
      const seen = new Map<string, string>();
      for (const [file, tree] of Object.entries(files[locale] ?? {})) {
        for (const key of flatKeys(tree)) {
          expect(seen.get(key), `${locale}: ${key} in ${file}`).toBeUndefined();
          seen.set(key, file);
        }
      }
    }
  });

  it('has no empty message', () => {
    for (const { locale } of LOCALES) {
      const empty = flatKeys(messages[locale]).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>(
            (node, part) => (node as Record<string, unknown>)[part],
            messages[locale],
          );
        return typeof value !== 'string' || (value.trim() === '' && key !== 'ra.boolean.null');
      });
      expect(empty, locale).toEqual([]);
    }
  });
});
