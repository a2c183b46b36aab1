// What every bench shares: a logger, the stack's environment without paid providers, the build of
// the server's workspaces, and a run that undoes what it started (last first) whether it ends, fails
// or is interrupted.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

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

/**
 * `npm run build` of the workspaces the compiled api and worker need, in order (those of
 * libs/contracts, libs/engine and server that the root package.json lists).
 */
export function buildServerWorkspaces(repoDir, log) {
  const { workspaces } = JSON.parse(readFileSync(path.join(repoDir, 'package.json'), 'utf8'));
  const needed = ['libs/contracts', 'libs/engine', 'server'].filter((w) => workspaces.includes(w));
  log(`building ${needed.join(', ')} (--no-build skips this)`);
  for (const workspace of needed) {
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
      cwd: repoDir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (result.status !== 0) throw new Error(`npm run build -w ${workspace} failed`);
  }
}
