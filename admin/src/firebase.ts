import { initializeApp } from 'firebase/app';
import { type Auth, connectAuthEmulator, getAuth } from 'firebase/auth';

interface ClientConfig {
  firebase: { apiKey: string; authDomain: string; projectId: string };
  authEmulatorUrl: string | null;
}

let auth: Auth | null = null;

/** The same Firebase project as the customer app, read from the api at run time. */
export async function firebaseAuth(): Promise<Auth> {
  if (auth) return auth;
  const response = await fetch('/api/client-config');
  const config = (await response.json()) as ClientConfig;
  auth = getAuth(initializeApp(config.firebase));
  if (config.authEmulatorUrl) {
    // Relative to the page: the api forwards the emulator on its own origin.
    const emulatorOrigin = new URL(config.authEmulatorUrl, window.location.href).origin;
    connectAuthEmulator(auth, emulatorOrigin, { disableWarnings: true });
  }
  await auth.authStateReady();
  return auth;
}
