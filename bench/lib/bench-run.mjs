// What every bench shares: a logger, the stack's environment without paid providers, and a run
// that undoes what it started (last first) whether it ends, fails or is interrupted.

/** `[bench:<name>] message` on stderr, so stdout keeps only the figures. */
export const benchLog = (name) => (message) => console.error(`[bench:${name}] ${message}`);

/** The launcher's environment minus paid providers and its own services. */
export function withoutProviders(env) {
  const copy = { ...env };
  for (const key of [
    'OPENAI_API_KEY',
    'GEMINI_API_KEY',
    'STRIPE_SECRET_KEY',
    'DATABASE_URL',
    'REDIS_URL',
  ])
    delete copy[key];
  return copy;
}

/**
 * Runs `main`, then the functions pushed on `cleanups`, last first (each failure logged, not
 * thrown); exits 1 when `main` fails or on SIGINT/SIGTERM.
 */
export function runBench(main, { cleanups, log }) {
  let exiting = false;
  const cleanup = async () => {
    if (exiting) return;
    exiting = true;
    for (const stop of cleanups.reverse()) await stop().catch((e) => log(`cleanup: ${e.message}`));
  };
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => void cleanup().then(() => process.exit(1)));
  main()
    .then(cleanup)
    .catch(async (error) => {
      log(`could not run: ${error.message}${error.cause ? ` (${error.cause.message})` : ''}`);
      await cleanup();
      process.exit(1);
    });
}
