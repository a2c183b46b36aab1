import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The Firebase SDK replaced by a signed-in user whose uid the tests switch.
const auth = vi.hoisted(() => ({
  currentUser: null as null | { uid: string; getIdToken: () => Promise<string> },
}));
vi.mock('./firebase', () => ({ firebaseAuth: async () => auth }));
vi.mock('firebase/auth', () => ({
  signInWithEmailAndPassword: vi.fn(async () => undefined),
  signOut: vi.fn(async () => {
    auth.currentUser = null;
  }),
}));

const { authProvider } = await import('./authProvider');

const signedIn = (uid: string) => {
  auth.currentUser = { uid, getIdToken: async () => `token-${uid}` };
};

/** POST /api/auth/sync answers each uid's account and role; every call is counted. */
function serveRoles(roles: Record<string, string>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: { method: string; headers: Record<string, string> }) => {
      const uid = init.headers.Authorization.replace('Bearer token-', '');
      calls.push(`${init.method} ${url} ${uid}`);
      const user = { id: uid, email: `${uid}@example.com`, role: roles[uid] };
      return new Response(JSON.stringify({ user, created: false }), { status: 200 });
    }),
  );
  return calls;
}

describe('authProvider', () => {
  beforeEach(async () => {
    await authProvider.logout({});
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks the api for the role once per session, not per navigation', async () => {
    const calls = serveRoles({ a: 'admin' });
    signedIn('a');
    for (const resource of ['users', 'videos', 'support', 'audit-log', 'users']) {
      expect(await authProvider.canAccess!({ resource, action: 'list' })).toBe(true);
    }
    expect(await authProvider.getPermissions!({})).toBe('admin');
    expect(calls).toEqual(['POST /api/auth/sync a']);
  });

  it('asks again for another user and after a sign-out', async () => {
    const calls = serveRoles({ a: 'admin', b: 'support' });
    signedIn('a');
    await authProvider.getPermissions!({});
    signedIn('b');
    expect(await authProvider.getPermissions!({})).toBe('support');
    await authProvider.logout({});
    signedIn('b');
    await authProvider.getPermissions!({});
    expect(calls).toEqual([
      'POST /api/auth/sync a',
      'POST /api/auth/sync b',
      'POST /api/auth/sync b',
    ]);
  });

  it('lets support open only Suporte and a customer nothing', async () => {
    serveRoles({ s: 'support', c: 'user' });
    signedIn('s');
    expect(await authProvider.canAccess!({ resource: 'support', action: 'list' })).toBe(true);
    for (const resource of ['users', 'videos', 'payments', 'settings', 'audit-log']) {
      expect(await authProvider.canAccess!({ resource, action: 'list' })).toBe(false);
    }
    signedIn('c');
    expect(await authProvider.canAccess!({ resource: 'support', action: 'list' })).toBe(false);
    expect(await authProvider.canAccess!({ resource: 'users', action: 'list' })).toBe(false);
  });

  it('ends the session on 401 only: 403 is a missing permission', async () => {
    await expect(authProvider.checkError({ status: 401 })).rejects.toThrow();
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
  });

  it('is signed out without a Firebase user', async () => {
    auth.currentUser = null;
    await expect(authProvider.checkAuth({})).rejects.toThrow();
    expect(await authProvider.canAccess!({ resource: 'users', action: 'list' })).toBe(false);
  });
});
