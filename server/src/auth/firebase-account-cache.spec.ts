import { FirebaseAccountCache, type FirebaseAccountState } from './firebase-account-cache';

const active: FirebaseAccountState = { disabled: false, validSinceMs: 0 };
const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('FirebaseAccountCache', () => {
  let now: number;
  let calls: string[];
  let answer: () => Promise<FirebaseAccountState>;
  const cache = (ttlMs: number, capacity = 10) =>
    new FirebaseAccountCache(
      (uid) => {
        calls.push(uid);
        return answer();
      },
      ttlMs,
      capacity,
      () => now,
    );

  beforeEach(() => {
    now = 1_000;
    calls = [];
    answer = () => Promise.resolve(active);
  });

  it('reuses a state for the window from the start of its look-up, then looks again', async () => {
    const accounts = cache(30_000);
    await expect(accounts.get('a')).resolves.toEqual(active);
    now += 29_999;
    await accounts.get('a');
    expect(calls).toEqual(['a']);
    now += 1;
    await accounts.get('a');
    expect(calls).toEqual(['a', 'a']);
  });

  it('shares one look-up between the concurrent calls for a uid, even with no window', async () => {
    const accounts = cache(0);
    let release!: (state: FirebaseAccountState) => void;
    answer = () => new Promise((resolve) => (release = resolve));
    const together = [accounts.get('a'), accounts.get('a'), accounts.get('a')];
    expect(calls).toEqual(['a']);
    release({ disabled: true, validSinceMs: 5 });
    await expect(Promise.all(together)).resolves.toEqual(
      Array(3).fill({ disabled: true, validSinceMs: 5 }),
    );
    answer = () => Promise.resolve(active);
    await accounts.get('a');
    expect(calls).toEqual(['a', 'a']);
  });

  it('keeps no failed look-up', async () => {
    const accounts = cache(30_000);
    answer = () => Promise.reject(new Error('unreachable'));
    await expect(accounts.get('a')).rejects.toThrow('unreachable');
    await flush();
    expect(accounts.size).toBe(0);
    answer = () => Promise.resolve(active);
    await expect(accounts.get('a')).resolves.toEqual(active);
    expect(calls).toEqual(['a', 'a']);
  });

  it('keeps at most `capacity` uids, dropping the least recently used', async () => {
    const accounts = cache(30_000, 2);
    await accounts.get('a');
    await accounts.get('b');
    await accounts.get('a');
    await accounts.get('c');
    expect(accounts.size).toBe(2);
    await accounts.get('a');
    await accounts.get('b');
    expect(calls).toEqual(['a', 'b', 'c', 'b']);
  });
});
