import { createHmac } from 'node:crypto';
import { signedMediaUrl, signMediaKey, verifyMediaSignature } from './media-signature';

const SECRET = 'a-test-secret-of-some-length';
const KEY = 'videos/u1/v1.mp4';
const NOW = 1_900_000_000;

describe('media URL signatures', () => {
  it('is the hex HMAC-SHA256 of the key and the expiry', () => {
    const expected = createHmac('sha256', SECRET)
      .update(`${KEY}\n${NOW + 60}`)
      .digest('hex');
    expect(signMediaKey(SECRET, KEY, NOW + 60)).toBe(expected);
  });

  it('builds the /media URL, relative to the api (any address the page was reached at)', () => {
    const sig = signMediaKey(SECRET, KEY, NOW + 60);
    expect(signedMediaUrl(SECRET, KEY, NOW + 60)).toBe(`/media/${KEY}?exp=${NOW + 60}&sig=${sig}`);
    expect(() => signedMediaUrl(SECRET, KEY, 1.5)).toThrow(RangeError);
  });

  it('verifies a good signature until the expiry', () => {
    const exp = NOW + 60;
    const sig = signMediaKey(SECRET, KEY, exp);
    expect(verifyMediaSignature(SECRET, KEY, String(exp), sig, NOW)).toBe(true);
    expect(verifyMediaSignature(SECRET, KEY, String(exp), sig, exp - 1)).toBe(true);
    expect(verifyMediaSignature(SECRET, KEY, String(exp), sig, exp)).toBe(false);
    expect(verifyMediaSignature(SECRET, KEY, String(exp), sig, exp + 1000)).toBe(false);
  });

  it('refuses anything tampered with or malformed', () => {
    const exp = NOW + 60;
    const sig = signMediaKey(SECRET, KEY, exp);
    const flipped = (sig[0] === 'a' ? 'b' : 'a') + sig.slice(1);
    expect(verifyMediaSignature(SECRET, KEY, String(exp), flipped, NOW)).toBe(false);
    expect(verifyMediaSignature(SECRET, 'videos/u1/v2.mp4', String(exp), sig, NOW)).toBe(false);
    expect(verifyMediaSignature(SECRET, KEY, String(exp + 1), sig, NOW)).toBe(false);
    expect(verifyMediaSignature('another-secret-entirely', KEY, String(exp), sig, NOW)).toBe(false);
    expect(verifyMediaSignature(SECRET, KEY, String(exp), sig.toUpperCase(), NOW)).toBe(false);
    expect(verifyMediaSignature(SECRET, KEY, String(exp), sig.slice(2), NOW)).toBe(false);
    expect(verifyMediaSignature(SECRET, KEY, `${exp}.0`, sig, NOW)).toBe(false);
    expect(verifyMediaSignature(SECRET, KEY, undefined, sig, NOW)).toBe(false);
    expect(verifyMediaSignature(SECRET, KEY, String(exp), undefined, NOW)).toBe(false);
    expect(verifyMediaSignature(SECRET, KEY, [String(exp)], sig, NOW)).toBe(false);
  });
});
