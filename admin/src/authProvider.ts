import type { UserDto } from '@cena/contracts';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import type { AuthProvider } from 'react-admin';
import { firebaseAuth } from './firebase';

async function me(): Promise<UserDto | null> {
  const auth = await firebaseAuth();
  const token = await auth.currentUser?.getIdToken();
  if (!token) return null;
  const response = await fetch('/api/user', { headers: { Authorization: `Bearer ${token}` } });
  return response.ok ? ((await response.json()) as UserDto) : null;
}

/** Firebase sign-in; the server decides the role, and every admin call is checked there too. */
export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    await signInWithEmailAndPassword(await firebaseAuth(), username, password);
  },
  async logout() {
    await signOut(await firebaseAuth());
  },
  async checkAuth() {
    const auth = await firebaseAuth();
    if (!auth.currentUser) throw new Error('not signed in');
  },
  async checkError(error: { status?: number }) {
    if (error.status === 401 || error.status === 403) throw new Error('signed out');
  },
  async getIdentity() {
    const user = await me();
    if (!user) throw new Error('not signed in');
    return {
      id: user.id,
      fullName: user.displayName ?? user.email,
      avatar: user.photoURL ?? undefined,
    };
  },
  async getPermissions() {
    return (await me())?.role ?? 'user';
  },
  async canAccess({ resource }: { resource?: string }) {
    const role = (await me())?.role;
    if (role === 'admin') return true;
    return role === 'support' && resource === 'support';
  },
};
