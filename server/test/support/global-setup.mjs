// Starts the Firebase Auth Emulator for the whole API test run: one of its own, on a free port,
// as the browser tests do. One reused from 9099 was stopped mid-run when the run or `npm start`
// that had started it ended (two runs side by side on one machine). FIREBASE_AUTH_EMULATOR_HOST
// set by the caller names one to use instead.
import { ensureAuthEmulator } from '../../../scripts/lib/auth-emulator.mjs';
import { getFreePort } from '../../../scripts/lib/ports.mjs';

export default async function globalSetup() {
  const given = /:(\d+)$/.exec(process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '');
  const port = given ? Number(given[1]) : await getFreePort();
  const emulator = await ensureAuthEmulator({ port });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  globalThis.__stopAuthEmulator = emulator.stop;
}
