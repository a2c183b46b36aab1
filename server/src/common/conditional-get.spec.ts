import { isFresh } from './conditional-get';

describe('isFresh', () => {
  const etag = 'W/"2a-abc"';

  it('matches the tag named by If-None-Match, weakly and in a list', () => {
    expect(isFresh({ 'if-none-match': 'W/"2a-abc"' }, etag)).toBe(true);
    expect(isFresh({ 'if-none-match': '"2a-abc"' }, etag)).toBe(true);
    expect(isFresh({ 'if-none-match': '"old", W/"2a-abc" ,"other"' }, etag)).toBe(true);
    expect(isFresh({ 'if-none-match': '*' }, etag)).toBe(true);
  });

  it('is stale for another tag, no condition, If-Modified-Since alone, or no-cache', () => {
    expect(isFresh({ 'if-none-match': 'W/"2a-abd"' }, etag)).toBe(false);
    expect(isFresh({}, etag)).toBe(false);
    expect(isFresh({ 'if-modified-since': new Date().toUTCString() }, etag)).toBe(false);
    expect(isFresh({ 'if-none-match': etag, 'cache-control': 'max-age=0, no-cache' }, etag)).toBe(
      false,
    );
    expect(isFresh({ 'if-none-match': etag, 'cache-control': 'max-age=0' }, etag)).toBe(true);
  });
});
