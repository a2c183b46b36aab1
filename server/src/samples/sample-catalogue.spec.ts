import { LIMITS } from '@cena/contracts';
import { detectCategory } from '@cena/engine';
import { SAMPLE_CATALOGUE, sampleSeed, sampleVideoId } from './sample-catalogue';

describe('sample catalogue', () => {
  it('has the seven businesses of the landing, each prompt in its own category', () => {
    expect(SAMPLE_CATALOGUE.map((s) => s.category)).toEqual([
      'bakery',
      'fitness',
      'barber',
      'real_estate',
      'events',
      'pets',
      'tech',
    ]);
    for (const sample of SAMPLE_CATALOGUE) {
      expect(detectCategory(sample.prompt)).toBe(sample.category);
      expect(sample.prompt.length).toBeLessThanOrEqual(LIMITS.promptMaxChars);
      expect(sample.title.trim()).not.toBe('');
    }
  });

  it('derives one stable RFC 4122 id and seed per sample and version', () => {
    const ids = SAMPLE_CATALOGUE.map((s) => sampleVideoId(s.key));
    expect(new Set(ids).size).toBe(7);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sampleVideoId('bakery')).toBe(sampleVideoId('bakery'));
    expect(sampleVideoId('bakery', 2)).not.toBe(sampleVideoId('bakery', 1));
    const seed = sampleSeed('gym');
    expect(seed).toBe(sampleSeed('gym'));
    expect(seed).toBeGreaterThanOrEqual(0);
    expect(seed).toBeLessThan(2 ** 31);
  });
});
