import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsNarrow, usePrefersReducedMotion } from './use-media-query';

/** Spec §9: the example placeholder changes every 3000 ms. */
export const PLACEHOLDER_ROTATION_MS = 3000;

/**
 * One of the 8 example prompts (general, or the food landing's), changing every 3 s while the field is empty; the short versions
 * under 640 px. With reduced motion the first example stays.
 */
export function useRotatingPlaceholder(
  active: boolean,
  examples: 'general' | 'food' = 'general',
): string {
  const { t } = useTranslation('generator');
  const narrow = useIsNarrow();
  const reduced = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const key =
    examples === 'food'
      ? narrow
        ? 'placeholders.foodShort'
        : 'placeholders.foodLong'
      : narrow
        ? 'placeholders.short'
        : 'placeholders.long';
  const texts = t(key, { returnObjects: true }) as unknown;
  const list = Array.isArray(texts) ? (texts as string[]) : [];

  useEffect(() => {
    if (!active || reduced || list.length < 2) return;
    const timer = setInterval(
      () => setIndex((i) => (i + 1) % list.length),
      PLACEHOLDER_ROTATION_MS,
    );
    return () => clearInterval(timer);
  }, [active, reduced, list.length]);

  return list.length ? (list[index % list.length] ?? '') : '';
}
