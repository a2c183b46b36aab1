// Stops the Auth Emulator if the global setup started it (a reused one keeps running).
export default async function globalTeardown() {
  await globalThis.__stopAuthEmulator?.();
}
