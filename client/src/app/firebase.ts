import { initializeApp } from 'firebase/app';
import { type Auth, connectAuthEmulator, getAuth } from 'firebase/auth';
import type { ClientConfig } from './runtime-config';

let auth: Auth | null = null;

export function initFirebase(config: ClientConfig): Auth {
  if (auth) return auth;
  const app = initializeApp(config.firebase);
  auth = getAuth(app);
  if (config.authEmulatorUrl)
    connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  return auth;
}

/** The signed-in user's ID token, refreshed by the SDK before it expires. */
export async function currentIdToken(): Promise<string | null> {
  const user = auth?.currentUser;
  if (user) return user.getIdToken();
  return localStorage.getItem('authToken');
}
