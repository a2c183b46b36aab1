import { VerifiedTokenCache } from './verified-token-cache';

describe('VerifiedTokenCache', () => {
  let now = 1_000_000;
  const clock = () => now;

  it('keeps a token until its expiry, not a millisecond longer', () => {
    const cache = new VerifiedTokenCache<string>(10, clock);
    cache.set('t1', 'ana', now + 1000);
    now += 999;
    expect(cache.get('t1')).toBe('ana');
    now += 1;
    expect(cache.get('t1')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never stores a token that has already expired', () => {
    const cache = new VerifiedTokenCache<string>(10, clock);
    cache.set('old', 'ana', now);
    expect(cache.get('old')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('holds at most its capacity, dropping the least recently used', () => {
    const cache = new VerifiedTokenCache<string>(3, clock);
    cache.set('a', 'A', now + 60_000);
    cache.set('b', 'B', now + 60_000);
    cache.set('c', 'C', now + 60_000);
    expect(cache.get('a')).toBe('A'); // a is now the most recently used
    cache.set('d', 'D', now + 60_000);
    expect(cache.size).toBe(3);
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((k) => cache.get(k))).toEqual(['A', 'C', 'D']);
  });

  it('replaces an entry set again without growing', () => {
    const cache = new VerifiedTokenCache<string>(2, clock);
    cache.set('a', 'A', now + 1000);
    cache.set('a', 'A2', now + 5000);
    expect(cache.size).toBe(1);
    now += 2000;
    expect(cache.get('a')).toBe('A2');
  });
});
