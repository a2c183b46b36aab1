import type { Role, UserDto } from '@cena/contracts';
import { signInWithEmailAndPassword, signOut, type User } from 'firebase/auth';
import type { AuthProvider } from 'react-admin';
import { firebaseAuth } from './firebase';
import { roleMayOpen } from './roles';

/** The signed-in Firebase user's account, synced once per session (per uid). */
let session: { uid: string; profile: Promise<UserDto | null> } | null = null;

/**
 * `POST /api/auth/sync`, as the customer app does at sign-in: it creates the account of someone
 * who never opened the customer app and applies `ADMIN_EMAILS`, so an admin can start at /admin.
 */
async function fetchProfile(user: User): Promise<UserDto | null> {
  const token = await user.getIdToken();
  const response = await fetch('/api/auth/sync', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: '{}',
  });
  if (response.status === 401 || response.status === 403) return null;
  if (!response.ok) throw new Error(`POST /api/auth/sync answered ${response.status}`);
  return ((await response.json()) as { user: UserDto }).user;
}

/** The signed-in user's profile; cached until sign-out or a different user signs in. */
export async function currentProfile(): Promise<UserDto | null> {
  const user = (await firebaseAuth()).currentUser;
  if (!user) {
    session = null;
    return null;
  }
  if (session?.uid !== user.uid) {
    const profile = fetchProfile(user);
    session = { uid: user.uid, profile };
    // A network failure is not cached: the next call asks again.
    profile.catch(() => {
      if (session?.profile === profile) session = null;
    });
  }
  return session.profile;
}

async function currentRole(): Promise<Role | null> {
  return (await currentProfile())?.role ?? null;
}

/**
 * Firebase e-mail/password sign-in. The role only decides what the screens show: every
 * `/api/admin/*` route checks it again on the server.
 */
export const authProvider: AuthProvider = {
  async login({ email, password }: { email: string; password: string }) {
    session = null;
    await signInWithEmailAndPassword(await firebaseAuth(), email, password);
  },
  async logout() {
    session = null;
    await signOut(await firebaseAuth());
  },
  async checkAuth() {
    if (!(await firebaseAuth()).currentUser) throw new Error('not signed in');
  },
  /** Only a 401 ends the session; a 403 is a missing permission, shown as an error. */
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      session = null;
      throw new Error('signed out');
    }
  },
  async getIdentity() {
    const user = await currentProfile();
    if (!user) throw new Error('not signed in');
    return {
      id: user.id,
      fullName: user.displayName ?? user.email,
      avatar: user.photoURL ?? undefined,
    };
  },
  async getPermissions() {
    return currentRole();
  },
  async canAccess({ resource }: { resource?: string }) {
    return roleMayOpen(await currentRole(), resource);
  },
};
