import {
  assertByteRange,
  assertStorageKey,
  contentTypeForKey,
  InvalidStorageKeyError,
  isValidStorageKey,
} from './storage-key';

describe('storage keys', () => {
  it.each([
    'videos/2b1f0c9e-4a57-4d8e-9f3e-0d7b3c1a2e4f/8c1d.mp4',
    'thumbnails/u/v.jpg',
    'sources/a_b-c.1.webp',
    'file.png',
  ])('accepts %s', (key) => {
    expect(isValidStorageKey(key)).toBe(true);
    expect(assertStorageKey(key)).toBe(key);
  });

  it.each([
    '',
    '..',
    '../a.mp4',
    'a/../b.mp4',
    'a/..b/c.mp4',
    'a..b.mp4',
    '/abs.mp4',
    'a/',
    'a//b',
    'a\\b.mp4',
    '.hidden',
    'a/.b.tmp',
    'a b.mp4',
    'a/b.mp4?x',
    'a%2e%2e',
    'ação.mp4',
    'a\nb',
    'x'.repeat(513),
  ])('refuses %j', (key) => {
    expect(isValidStorageKey(key)).toBe(false);
    expect(() => assertStorageKey(key)).toThrow(InvalidStorageKeyError);
  });

  it('checks byte ranges', () => {
    expect(() => assertByteRange({ start: 0, end: 0 })).not.toThrow();
    expect(() => assertByteRange({ start: 3, end: 2 })).toThrow(RangeError);
    expect(() => assertByteRange({ start: -1, end: 2 })).toThrow(RangeError);
    expect(() => assertByteRange({ start: 0.5, end: 2 })).toThrow(RangeError);
  });

  it.each([
    ['a/b.mp4', 'video/mp4'],
    ['a/b.JPG', 'image/jpeg'],
    ['a/b.jpeg', 'image/jpeg'],
    ['a/b.png', 'image/png'],
    ['a/b.webp', 'image/webp'],
    ['a/b', 'application/octet-stream'],
    ['a/b.exe', 'application/octet-stream'],
  ])('types %s as %s', (key, type) => {
    expect(contentTypeForKey(key)).toBe(type);
  });
});
