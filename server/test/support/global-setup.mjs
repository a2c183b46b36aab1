// Starts (or reuses) the Firebase Auth Emulator for the whole API test run.
import { ensureAuthEmulator } from '../../../scripts/lib/auth-emulator.mjs';

export default async function globalSetup() {
  const emulator = await ensureAuthEmulator({ port: 9099 });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  globalThis.__stopAuthEmulator = emulator.stop;
}
