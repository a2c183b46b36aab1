import { CATEGORIES } from '@cena/contracts';
import { describe, expect, it } from 'vitest';
import { flatKeys, LOCALES, messagesByLocale } from '../i18n/messages';

describe('codes named in words', () => {
  const messages = messagesByLocale();

  it.each(LOCALES.map(({ locale }) => locale))(
    '%s: every category, engine and failure',
    (locale) => {
      const keys = new Set(flatKeys(messages[locale]));
      const expected = [
        ...CATEGORIES.map((category) => `codes.category.${category}`),
        // The video providers, the prompt engines, and the api's 'unknown' for a missing provider.
        ...['local', 'veo', 'openai', 'unknown'].map((engine) => `codes.engine.${engine}`),
        // The codes renders fail with (any other shows as itself) and the api's 'unknown'.
        ...['provider_failed', 'provider_rejected', 'internal_error', 'unknown'].map(
          (code) => `codes.failure.${code}`,
        ),
      ];
      expect(expected.filter((key) => !keys.has(key))).toEqual([]);
    },
  );
});
